import { SharedLookups } from './shared-lookups.ts';

/**
 * A cook's hot GET answers (the recipe list, the profile, a planner month), kept serialized per user
 * so that a repeated read sends a ready string instead of querying, mapping and re-encoding.
 *
 * Correctness rests on invalidation, not on the TTL: every change to the rows behind these answers
 * announces the user id at commit (triggers, migration 0014) and the plugin forgets that user's
 * entries on every server; a state-changing request also forgets its caller's entries before its
 * answer leaves, so the writer's next read never depends on the notification's timing. While the
 * listener is down the cache is not used. An entry may also end earlier than the TTL when its answer
 * depends on the clock (a plan end date, the usage month).
 */
export const USER_RESPONSE_TTL_MS = 30_000;
const MAX_USERS = 10_000;
const MAX_ENTRIES_PER_USER = 32;
/**
 * Bytes, not entries, bound the memory (32 planner answers of 79 MB each from one free
 * account). An answer larger than a cook's budget is sent but not kept.
 */
export const USER_RESPONSE_MAX_BYTES_PER_USER = 4 * 1024 * 1024;
export const USER_RESPONSE_MAX_BYTES_TOTAL = 128 * 1024 * 1024;

export type TResponseCacheLimits = { maxBytesPerUser: number; maxBytesTotal: number };
const DEFAULT_LIMITS: TResponseCacheLimits = { maxBytesPerUser: USER_RESPONSE_MAX_BYTES_PER_USER, maxBytesTotal: USER_RESPONSE_MAX_BYTES_TOTAL };

type TUserEntries<TBody> = { entries: Map<string, TCachedResponse<TBody>>; bytes: number };

function measureBytes(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

export type TCachedResponse<TBody> = {
  body: TBody;
  /** The clock's time when the answer was computed; a clock moved back before it misses. */
  computedAt: number;
  /** The entry is not served at or after this time. */
  validUntil: number;
};

export type TComputedResponse<TBody> = { body: TBody; validUntil?: number };

/** TBody: what is sent (the server keeps encoded bytes, so nothing is re-encoded per request). */
export class UserResponseCache<TBody extends string | Uint8Array> {
  private readonly users = new Map<string, TUserEntries<TBody>>();
  private totalBytes = 0;
  /** Bumped on every forget, so a read that raced a write cannot store what it read before the write. */
  private generation = 0;

  constructor(
    private readonly ttlMs = USER_RESPONSE_TTL_MS,
    private readonly limits: TResponseCacheLimits = DEFAULT_LIMITS,
  ) {}

  /** The bytes of every kept answer. */
  get size(): number {
    return this.totalBytes;
  }

  read(userId: string, key: string, now: number): TBody | undefined {
    const user = this.users.get(userId);
    const entry = user?.entries.get(key);
    if (!user || !entry) return undefined;
    if (now >= entry.validUntil || now < entry.computedAt) {
      this.deleteEntry(user, key);
      return undefined;
    }
    return entry.body;
  }

  private readonly computations = new SharedLookups<TBody>();

  /** Runs `compute` (or joins the same entry's computation under way) and keeps its answer unless a forget happened meanwhile. */
  load(userId: string, key: string, now: number, compute: () => Promise<TComputedResponse<TBody>>): Promise<TBody> {
    return this.computations.run(`${userId}\n${key}`, this.generation, () => this.loadOnce(userId, key, now, compute));
  }

  private async loadOnce(userId: string, key: string, now: number, compute: () => Promise<TComputedResponse<TBody>>): Promise<TBody> {
    const startedAt = this.generation;
    const computed = await compute();
    if (startedAt === this.generation)
      this.store(userId, key, { body: computed.body, computedAt: now, validUntil: Math.min(now + this.ttlMs, computed.validUntil ?? Infinity) });
    return computed.body;
  }

  forget(userId: string): void {
    this.generation += 1;
    this.deleteUser(userId);
  }

  clear(): void {
    this.generation += 1;
    this.users.clear();
    this.totalBytes = 0;
  }

  private deleteUser(userId: string): void {
    const user = this.users.get(userId);
    if (!user) return;
    this.totalBytes -= user.bytes;
    this.users.delete(userId);
  }

  private deleteEntry(user: TUserEntries<TBody>, key: string): void {
    const entry = user.entries.get(key);
    if (!entry) return;
    const bytes = measureBytes(entry.body);
    user.bytes -= bytes;
    this.totalBytes -= bytes;
    user.entries.delete(key);
  }

  private store(userId: string, key: string, entry: TCachedResponse<TBody>): void {
    const bytes = measureBytes(entry.body);
    if (bytes > this.limits.maxBytesPerUser || bytes > this.limits.maxBytesTotal) return;
    let user = this.users.get(userId);
    if (!user) {
      if (this.users.size >= MAX_USERS) this.deleteOldestUser();
      user = { entries: new Map(), bytes: 0 };
      this.users.set(userId, user);
    }
    this.deleteEntry(user, key);
    // The cook's oldest answers leave first, then other cooks' (oldest first) while the total is over.
    while (user.entries.size > 0 && (user.entries.size >= MAX_ENTRIES_PER_USER || user.bytes + bytes > this.limits.maxBytesPerUser)) {
      const oldest = user.entries.keys().next();
      if (oldest.done) break;
      this.deleteEntry(user, oldest.value);
    }
    while (this.totalBytes + bytes > this.limits.maxBytesTotal && this.deleteOldestUser(userId)) {
      // each turn removes one other cook's answers
    }
    if (this.totalBytes + bytes > this.limits.maxBytesTotal) return;
    user.entries.set(key, entry);
    user.bytes += bytes;
    this.totalBytes += bytes;
  }

  /** Removes the cook stored longest ago (other than `keptUserId`); false when there is none. */
  private deleteOldestUser(keptUserId?: string): boolean {
    for (const userId of this.users.keys()) {
      if (userId === keptUserId) continue;
      this.deleteUser(userId);
      return true;
    }
    return false;
  }
}
