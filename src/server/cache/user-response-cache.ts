import { SharedLookups } from './shared-lookups.ts';

/**
 * A cook's hot GET answers (the recipe list, the profile, a planner month), kept serialized per user
 * so that a repeated read sends a ready string instead of querying, mapping and re-encoding (issue 18).
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

export type TCachedResponse<TBody> = {
  body: TBody;
  /** The clock's time when the answer was computed; a clock moved back before it misses. */
  computedAt: number;
  /** The entry is not served at or after this time. */
  validUntil: number;
};

export type TComputedResponse<TBody> = { body: TBody; validUntil?: number };

/** TBody: what is sent (the server keeps encoded bytes, so nothing is re-encoded per request). */
export class UserResponseCache<TBody> {
  private readonly users = new Map<string, Map<string, TCachedResponse<TBody>>>();
  /** Bumped on every forget, so a read that raced a write cannot store what it read before the write. */
  private generation = 0;

  constructor(private readonly ttlMs = USER_RESPONSE_TTL_MS) {}

  read(userId: string, key: string, now: number): TBody | undefined {
    const entries = this.users.get(userId);
    const entry = entries?.get(key);
    if (!entries || !entry) return undefined;
    if (now >= entry.validUntil || now < entry.computedAt) {
      entries.delete(key);
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
    if (startedAt === this.generation) this.store(userId, key, { body: computed.body, computedAt: now, validUntil: Math.min(now + this.ttlMs, computed.validUntil ?? Infinity) });
    return computed.body;
  }

  forget(userId: string): void {
    this.generation += 1;
    this.users.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.users.clear();
  }

  private store(userId: string, key: string, entry: TCachedResponse<TBody>): void {
    let entries = this.users.get(userId);
    if (!entries) {
      if (this.users.size >= MAX_USERS) {
        const oldest = this.users.keys().next();
        if (!oldest.done) this.users.delete(oldest.value);
      }
      entries = new Map();
      this.users.set(userId, entries);
    }
    if (!entries.has(key) && entries.size >= MAX_ENTRIES_PER_USER) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
  }
}
