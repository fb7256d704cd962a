import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServiceEnv } from '../test/service-env.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { defineRateLimiterContract, sleep, uniqueSubject } from '../test/rate-limiter-contract.ts';
import { withRateLimits } from './rate-rules.ts';

// The Redis store, on the Redis CI runs (TEST_REDIS_URL): the same contract as the database store.

describe('rate limiter on Redis', () => {
  const { redisUrl } = readServiceEnv();
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    await redis.ping();
  });

  afterAll(async () => {
    await redis.quit();
  });

  // Each limiter gets its own connection (it closes it), as the app does.
  defineRateLimiterContract(() => ({ kind: 'redis', redis: new Redis(redisUrl) }));

  it('leaves nothing behind: every counter carries its window as a TTL and is gone after it', async () => {
    const subject = uniqueSubject('ttl');
    const limiter = createRateLimiter({
      store: { kind: 'redis', redis: new Redis(redisUrl) },
      limits: withRateLimits({ 'page-views': { rules: [{ scope: 'ip', windowMs: 1_000, max: 5 }], message: 'x' } }),
    });
    await limiter.ready();
    for (let index = 0; index < 10; index += 1) await limiter.consume('page-views', { ip: `${subject}-${index}`, account: null });
    const keys = await redis.keys(`*${subject}*`);
    expect(keys).toHaveLength(10);
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= 1_000)).toBe(true);
    await sleep(1_200);
    expect(await redis.keys(`*${subject}*`)).toEqual([]);
    expect(await limiter.sweepExpired()).toBe(0);
    await limiter.close();
  });

  it('refuses to start against a Redis that does not answer, saying so', async () => {
    const nowhere = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    nowhere.on('error', () => undefined);
    const limiter = createRateLimiter({ store: { kind: 'redis', redis: nowhere } });
    await expect(limiter.ready()).rejects.toThrow(/Redis \(REDIS_URL\) is not answering/);
    await limiter.close();
  });
});
