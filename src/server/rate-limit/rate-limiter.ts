import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { TDatabase } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema.ts';
import { RATE_LIMITS, type TRateLimitName, type TRateLimitTable, type TRateRule, type TRateScope } from './rate-rules.ts';

// rate-limiter-flexible keeps the counters: in the app's database by default (PGlite or
// PostgreSQL, through Drizzle: one atomic upsert per window) or in Redis when REDIS_URL is set.
// Either way every app server sees the same counts.

export type TRateStore = { kind: 'database'; db: TDatabase } | { kind: 'redis'; redis: Redis };

export type TRateSubjects = { ip: string; account: string | null };

export type TRateDecision = { isAllowed: true } | { isAllowed: false; retryAfterS: number; message: string };

export type TRateLimiter = {
  readonly storeKind: TRateStore['kind'];
  /** Counts one hit in every window of the named limit; the window over its limit (the longest wait) decides. */
  consume: (name: TRateLimitName, subjects: TRateSubjects) => Promise<TRateDecision>;
  /** Deletes expired database counters and returns how many went (Redis expires its keys itself: 0). */
  sweepExpired: (now?: Date) => Promise<number>;
  /** Connects to Redis (rejecting with a clear message when it does not answer); nothing to do for the database. */
  ready: () => Promise<void>;
  /** Stops the sweep and closes the Redis connection. */
  close: () => Promise<void>;
};

export type TCreateRateLimiterOptions = {
  store: TRateStore;
  limits?: TRateLimitTable;
  /** Off under NODE_ENV=test (tests sign up many users from one address): the auth and password limits. */
  isAuthLimitOn?: boolean;
  /** How often expired database counters are swept; 0 turns the timer off (tests sweep by hand). */
  sweepEveryMs?: number;
};

const KEY_PREFIX = 'fc-rl';
const DEFAULT_SWEEP_EVERY_MS = 5 * 60_000;
const READY_TIMEOUT_MS = 5_000;

function isAuthLimit(name: TRateLimitName): boolean {
  return name.startsWith('auth:') || name === 'password-check';
}

/** What a window counts; null: nothing to count it on (no account). */
function readRateSubject(scope: TRateScope, { ip, account }: TRateSubjects): string | null {
  if (scope === 'ip') return ip;
  if (!account) return null;
  return scope === 'account' ? account : `${account}@${ip}`;
}

export function toRateKey(name: TRateLimitName, rule: TRateRule, subject: string): string {
  return `${name}:${rule.scope}:${rule.windowMs}:${subject}`;
}

export function createRateLimiter({
  store,
  limits = RATE_LIMITS,
  isAuthLimitOn = true,
  sweepEveryMs = DEFAULT_SWEEP_EVERY_MS,
}: TCreateRateLimiterOptions): TRateLimiter {
  const limiters = new Map<string, RateLimiterStoreAbstract>();

  const limiterFor = (rule: TRateRule): RateLimiterStoreAbstract => {
    const id = `${rule.max}/${rule.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: KEY_PREFIX, points: rule.max, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
      limiter =
        store.kind === 'redis'
          ? new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true })
          : // Our own sweep below replaces the library's timer (one per limiter, an hour late).
            new RateLimiterDrizzle({ ...options, storeClient: store.db, schema: rateLimitCounter, clearExpiredByTimeout: false });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const hit = async (rule: TRateRule, key: string): Promise<number | null> => {
    try {
      await limiterFor(rule).consume(key);
      return null;
    } catch (error) {
      // Over the limit: the library rejects with the counter's state, not an Error.
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };

  const sweepExpired = async (now: Date = new Date()): Promise<number> => {
    if (store.kind !== 'database') return 0;
    const removed = await store.db.delete(rateLimitCounter).where(lt(rateLimitCounter.expire, now)).returning({ key: rateLimitCounter.key });
    return removed.length;
  };

  const timer =
    store.kind === 'database' && sweepEveryMs > 0
      ? setInterval(() => {
          // A failed sweep is retried at the next tick; the counters stay correct meanwhile.
          sweepExpired().catch(() => undefined);
        }, sweepEveryMs)
      : null;
  timer?.unref();

  return {
    storeKind: store.kind,
    async consume(name, subjects) {
      if (!isAuthLimitOn && isAuthLimit(name)) return { isAllowed: true };
      const spec = limits[name];
      let retryAfterS = 0;
      for (const rule of spec.rules) {
        const subject = readRateSubject(rule.scope, subjects);
        if (!subject) continue;
        const wait = await hit(rule, toRateKey(name, rule, subject));
        if (wait !== null) retryAfterS = Math.max(retryAfterS, wait);
      }
      return retryAfterS > 0 ? { isAllowed: false, retryAfterS, message: spec.message } : { isAllowed: true };
    },
    sweepExpired,
    async ready() {
      if (store.kind !== 'redis') return;
      const redis = store.redis;
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          (async () => {
            if (redis.status === 'wait') await redis.connect();
            await redis.ping();
          })(),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        redis.disconnect();
        throw new Error(`Redis (REDIS_URL) is not answering: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      } finally {
        clearTimeout(timeout);
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      if (store.kind === 'redis') await store.redis.quit().catch(() => undefined);
    },
  };
}
