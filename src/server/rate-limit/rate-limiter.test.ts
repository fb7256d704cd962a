import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { defineRateLimiterContract, sleep, uniqueSubject } from '../test/rate-limiter-contract.ts';
import { withRateLimits } from './rate-rules.ts';

// The database store (PGlite here; PostgreSQL when CI sets TEST_DATABASE_URL). Redis runs the same
// contract in rate-limiter-redis.services.test.ts.

describe('rate limiter on the database', () => {
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  defineRateLimiterContract(() => ({ kind: 'database', db: database.db }));

  const countRows = async (prefix: string): Promise<number> => {
    const [row] = await database.db
      .select({ total: count() })
      .from(rateLimitCounter)
      .where(like(rateLimitCounter.key, `%${prefix}%`));
    return row?.total ?? 0;
  };

  it('never accumulates expired counters: the sweep deletes every window that has passed, and only those', async () => {
    const prefix = uniqueSubject('sweep');
    const limiter = createRateLimiter({
      store: { kind: 'database', db: database.db },
      limits: withRateLimits({
        'page-views': { rules: [{ scope: 'ip', windowMs: 1_000, max: 5 }], message: 'x' },
        nutrition: { rules: [{ scope: 'account', windowMs: 60_000, max: 5 }], message: 'x' },
      }),
      sweepEveryMs: 0,
    });
    for (let index = 0; index < 40; index += 1) await limiter.consume('page-views', { ip: `${prefix}-${index}`, account: null });
    await limiter.consume('nutrition', { ip: '', account: `${prefix}-live` });
    expect(await countRows(prefix)).toBe(41);
    await sleep(1_100);
    expect(await limiter.sweepExpired()).toBeGreaterThanOrEqual(40);
    expect(await countRows(prefix)).toBe(1);
    await limiter.close();
  });

  it('sweeps on its own timer while the app runs', async () => {
    const prefix = uniqueSubject('timer');
    const limiter = createRateLimiter({
      store: { kind: 'database', db: database.db },
      limits: withRateLimits({ 'page-views': { rules: [{ scope: 'ip', windowMs: 1_000, max: 5 }], message: 'x' } }),
      sweepEveryMs: 300,
    });
    for (let index = 0; index < 10; index += 1) await limiter.consume('page-views', { ip: `${prefix}-${index}`, account: null });
    expect(await countRows(prefix)).toBe(10);
    await sleep(1_800);
    expect(await countRows(prefix)).toBe(0);
    await limiter.close();
  });
});
