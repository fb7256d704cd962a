import { SharedLookups } from '../cache/shared-lookups.ts';

/**
 * A short-lived in-process cache of "credentials → session user", so a signed-in request does not pay
 * better-auth's session lookup (cookie signature check plus session and user queries) every time.
 *
 * Staleness bound: an entry lives SESSION_CACHE_TTL_MS at most. On this server any state-changing
 * request (every non-GET request and every /api/auth/* call: sign-out, bans, password and e-mail
 * changes, account deletion, verification) clears the whole cache before its response is sent, so a
 * revoked session or a banned cook is refused on the very next request. Every other change to a
 * session or user row (another server, a job, hand-written SQL) reaches every server through the
 * database: triggers NOTIFY the user id at commit (migration 0011) and session-revocation-plugin.ts forgets that
 * user's entries. While the listener is down the cache is not used at all.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type TEntry<T> = { value: T; expiresAt: number };

export class SessionCache<T> {
  private readonly entries = new Map<string, TEntry<T>>();
  /** Bumped on every clear, so a lookup that started before a revocation cannot store its stale answer. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private readonly lookups = new SharedLookups<T | null>();

  /** Runs `load` (or joins the same key's lookup under way) and keeps its answer unless the cache was cleared meanwhile. */
  load(key: string, load: () => Promise<T | null>): Promise<T | null> {
    return this.lookups.run(key, this.generation, () => this.loadOnce(key, load));
  }

  private async loadOnce(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const startedAt = this.generation;
    const value = await load();
    if (value !== null && startedAt === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Drops the entries whose value matches (one user's sessions). */
  forget(matches: (value: T) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}
