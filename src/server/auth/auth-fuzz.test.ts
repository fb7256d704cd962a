import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';

const AUTH_POST_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
];

const FIELD_NAMES = ['email', 'password', 'name', 'newPassword', 'currentPassword', 'token', 'redirectTo', 'callbackURL', 'rememberMe', 'image'];

// Bodies shaped like ours with wrong types or junk values, plus any JSON at all.
const arbitraryBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue()), { maxKeys: 6 }),
);

describe('auth endpoints under random bodies', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answer 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AUTH_POST_PATHS), arbitraryBody, fc.boolean(), async (url, body, isSignedIn) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_APP_URL, 'content-type': 'application/json', ...(isSignedIn ? { cookie: cook.cookie } : {}) },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${url} ${JSON.stringify(body)} → ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('answer a random verification token with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (token) => {
        const response = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });

  it('profile endpoints answer random bodies with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PATCH' as const, 'DELETE' as const, 'POST' as const), arbitraryBody, async (method, body) => {
        const url = method === 'POST' ? '/api/profile/email' : '/api/profile';
        const response = await testApp.app.inject({
          method,
          url,
          headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie: cook.cookie },
          payload: JSON.stringify(body),
        });
        // A PATCH of {} or of only valid-typed fields is a real update; everything else is a 4xx.
        if (response.statusCode === 200) expect(method).toBe('PATCH');
        else expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  // Issue 23: 100,000-deep JSON to update-user was a 500 (a recursive walk ran out of stack).
  it('refuses deeply nested JSON on the better-auth mount with a 400 before anything walks it', async () => {
    const deep = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    for (const path of ['/api/auth/update-user', ...AUTH_POST_PATHS]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { origin: TEST_APP_URL, cookie: cook.cookie, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json(), path).toMatchObject({ error: expect.stringMatching(/nested/i), code: 'INVALID_JSON' });
    }
  });

  it('refuses a lone surrogate in a profile name with a 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: TEST_APP_URL, cookie: cook.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ann\ud800' }),
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
