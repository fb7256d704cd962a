import { expect, it } from 'vitest';
import { createRateLimiter, type TRateLimiter, type TRateStore } from '../rate-limit/rate-limiter.ts';
import { withRateLimits } from '../rate-limit/rate-rules.ts';

// The behaviour every counter store must show (database and Redis), run by each store's test file.

const LIMITS = withRateLimits({
  'generate-recipe': {
    rules: [
      { scope: 'account', windowMs: 1_000, max: 3 },
      { scope: 'account', windowMs: 60_000, max: 5 },
    ],
    message: 'Slow down.',
  },
  nutrition: { rules: [{ scope: 'account', windowMs: 60_000, max: 5 }], message: 'Wait.' },
  'page-views': { rules: [{ scope: 'ip', windowMs: 1_000, max: 1 }], message: 'Wait a second.' },
});

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let unique = 0;
export function uniqueSubject(label: string): string {
  unique += 1;
  return `${label}-${Date.now()}-${unique}-${Math.random().toString(36).slice(2, 8)}`;
}

export function defineRateLimiterContract(openStore: () => TRateStore): void {
  const open = async (isAuthLimitOn = true): Promise<TRateLimiter> => {
    const limiter = createRateLimiter({ store: openStore(), limits: LIMITS, isAuthLimitOn, sweepEveryMs: 0 });
    await limiter.ready();
    return limiter;
  };

  it('counts atomically: of 12 concurrent hits on a limit of 5, exactly 5 pass', async () => {
    const limiter = await open();
    const account = uniqueSubject('concurrent');
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.consume('nutrition', { ip: '192.0.2.1', account })));
    expect(decisions.filter((decision) => decision.isAllowed)).toHaveLength(5);
    const refused = decisions.find((decision) => !decision.isAllowed);
    expect(refused).toMatchObject({ isAllowed: false, message: 'Wait.' });
    await limiter.close();
  });

  it('keeps several windows per key: the short one refuses first, the long one later with the longer wait', async () => {
    const limiter = await open();
    const account = uniqueSubject('windows');
    const first = await Promise.all(Array.from({ length: 4 }, () => limiter.consume('generate-recipe', { ip: '', account })));
    expect(first.filter((decision) => decision.isAllowed)).toHaveLength(3);
    await sleep(1_100);
    // The 1 s window has passed; the minute window has 3 of 5 used.
    const second = await Promise.all(Array.from({ length: 3 }, () => limiter.consume('generate-recipe', { ip: '', account })));
    expect(second.filter((decision) => decision.isAllowed)).toHaveLength(1);
    const refused = second.find((decision) => !decision.isAllowed);
    if (!refused || refused.isAllowed) throw new Error('expected a refusal');
    expect(refused.retryAfterS).toBeGreaterThan(50);
    await limiter.close();
  });

  it('opens a new window once the old one has passed, and keeps subjects apart', async () => {
    const limiter = await open();
    const ip = uniqueSubject('ip');
    expect((await limiter.consume('page-views', { ip, account: null })).isAllowed).toBe(true);
    expect((await limiter.consume('page-views', { ip, account: null })).isAllowed).toBe(false);
    expect((await limiter.consume('page-views', { ip: uniqueSubject('other-ip'), account: null })).isAllowed).toBe(true);
    await sleep(1_100);
    expect((await limiter.consume('page-views', { ip, account: null })).isAllowed).toBe(true);
    await limiter.close();
  });

  it('leaves the auth limits off when told to (NODE_ENV=test), and the others on', async () => {
    const limiter = await open(false);
    const email = uniqueSubject('mail');
    const signIns = await Promise.all(Array.from({ length: 30 }, () => limiter.consume('auth:/sign-in/email', { ip: '192.0.2.9', account: email })));
    expect(signIns.every((decision) => decision.isAllowed)).toBe(true);
    const account = uniqueSubject('still-limited');
    const nutrition = await Promise.all(Array.from({ length: 6 }, () => limiter.consume('nutrition', { ip: '', account })));
    expect(nutrition.filter((decision) => decision.isAllowed)).toHaveLength(5);
    await limiter.close();
  });
}
