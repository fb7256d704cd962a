import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';
import { RATE_LIMITS, toAuthRateLimitName, type TRateScope } from '../rate-limit/rate-rules.ts';
import { rateLimitCounter } from '../db/schema.ts';

function maxOf(path: string, scope: TRateScope): number {
  const rule = RATE_LIMITS[toAuthRateLimitName(path)].rules.find((candidate) => candidate.scope === scope);
  if (!rule) throw new Error(`no ${scope} rule for ${path}`);
  return rule.max;
}

describe('auth rate limits', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    vi.stubEnv('FORKCAST_TEST_RATE_LIMIT', '1');
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
    vi.unstubAllEnvs();
  });

  function signInFrom(address: string, email: string, password: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });
  }

  it('limits sign-in guesses at one account from one address, with a clear 429', async () => {
    const email = uniqueEmail('target');
    const limit = maxOf('/sign-in/email', 'account-ip');
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signInFrom('10.0.0.1', email, 'wrong password guess')).statusCode, `attempt ${attempt + 1}`).toBe(401);
    }
    const blocked = await signInFrom('10.0.0.1', email.toUpperCase(), 'wrong password guess');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too many sign-in attempts. Please wait a minute and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const owner = await createTestUser(testApp, { email: uniqueEmail('owner') });
    const limit = maxOf('/sign-in/email', 'account-ip');
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signInFrom('10.0.1.1', owner.email, 'a stranger guessing')).statusCode).toBe(401);
    }
    expect((await signInFrom('10.0.1.1', owner.email, owner.password)).statusCode).toBe(429);
    const fromOwner = await signInFrom('10.0.1.2', owner.email, owner.password);
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.headers['set-cookie']).toBeDefined();
  });

  it('limits sign-in per IP, and a made-up X-Forwarded-For does not reset the count', async () => {
    const limit = maxOf('/sign-in/email', 'ip');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '192.0.2.7',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: JSON.stringify({ email: uniqueEmail('spray'), password: 'wrong password guess' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const limit = maxOf('/sign-up/email', 'ip');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '192.0.2.8',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Bot', email: uniqueEmail('bot'), password: TEST_PASSWORD }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
  });

  it('enforces the 60 s verification resend cooldown from the sign-up e-mail on', async () => {
    const email = uniqueEmail('fresh');
    const signUp = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password: TEST_PASSWORD }, {});
    expect(signUp.statusCode).toBe(200);
    const resend = await postAuth(testApp, '/send-verification-email', { email });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe('Too many requests—please wait a minute and try again.');
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('allows one reset e-mail per account per minute', async () => {
    const email = uniqueEmail('forgetful');
    const first = await postAuth(testApp, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const second = await postAuth(testApp, '/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('Too many attempts. Please try again later.');
  });
  it("does not count reading one's own session (no counter row per call), while other auth paths still count", async () => {
    const address = '198.51.100.9';
    const countersOf = async () => (await testApp.deps.database.db.select().from(rateLimitCounter)).filter((row) => row.key.endsWith(`:${address}`));
    const limit = maxOf('/get-session', 'ip');
    const statuses = new Set<number>();
    for (let call = 0; call <= limit; call += 1) {
      statuses.add((await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: address })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
    expect(await countersOf()).toEqual([]);
    await testApp.app.inject({ method: 'GET', url: '/api/auth/ok', remoteAddress: address });
    expect((await countersOf()).map((row) => row.points)).toEqual([1]);
  });
});
