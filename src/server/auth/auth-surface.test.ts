import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, extractToken, signIn, TEST_PASSWORD, toCookieHeader } from '../test/test-users.ts';
import { getSession, lastMailTo, postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';
import { EXPOSED_AUTH_ENDPOINTS } from './auth-endpoint-allowlist-plugin.ts';

// Issue 23: better-auth's endpoints are our attack surface — the admin role, what it mounts, and what
// following a verification link does to the browser that follows it.

const ADMIN_EMAIL = 'ops@example.test';

function callAuth(testApp: TTestApp, method: 'GET' | 'POST', path: string, cookie: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url: `/api/auth${path}`,
    headers: { origin: TEST_APP_URL, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

function hasSessionCookie(setCookie: string | string[] | undefined): boolean {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.some((cookie) => cookie.includes('session_token=') && !/max-age=0/i.test(cookie));
}

describe('better-auth surface', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ADMIN_EMAILS: `admin@example.test, ${ADMIN_EMAIL}` } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('gives an ADMIN_EMAILS address the admin role only once its link is verified, and no admin power before', async () => {
    const victim = await createTestUser(testApp, { name: 'Victim Cook' });
    await postAuth(testApp, '/sign-up/email', { name: 'Not Yet Ops', email: ADMIN_EMAIL, password: TEST_PASSWORD });
    const unverified = toCookieHeader((await signIn(testApp, ADMIN_EMAIL, TEST_PASSWORD)).headers['set-cookie']);
    expect((await getSession(testApp, unverified)).json().user).toMatchObject({ email: ADMIN_EMAIL, emailVerified: false, role: 'user' });

    const listed = await callAuth(testApp, 'GET', '/admin/list-users', unverified);
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain(victim.email);
    const impersonated = await callAuth(testApp, 'POST', '/admin/impersonate-user', unverified, { userId: victim.id });
    expect(impersonated.statusCode).toBe(404);
    expect(hasSessionCookie(impersonated.headers['set-cookie'])).toBe(false);
    expect((await callAuth(testApp, 'POST', '/admin/set-role', unverified, { userId: victim.id, role: 'admin' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: unverified } })).statusCode).toBe(403);
    const victimRow = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, victim.id) });
    expect(victimRow?.role).toBe('user');

    const token = extractToken(lastMailTo(testApp, ADMIN_EMAIL)?.link, 'oobCode');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
    const verified = toCookieHeader((await signIn(testApp, ADMIN_EMAIL, TEST_PASSWORD)).headers['set-cookie']);
    expect((await getSession(testApp, verified)).json().user).toMatchObject({ emailVerified: true, role: 'admin' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: verified } })).statusCode).toBe(200);
  });

  it('answers 404 on every better-auth endpoint the product does not use, even to a verified admin', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const endpoints = Object.values(testApp.deps.auth.api).flatMap((endpoint) => {
      const { path } = endpoint;
      const declared = endpoint.options.method;
      const methods = (Array.isArray(declared) ? declared : [declared]).filter((method) => method === 'GET' || method === 'POST');
      return typeof path === 'string' ? methods.map((method) => ({ method, path: path.replace(/:\w+/g, 'x') })) : [];
    });
    expect(endpoints.filter(({ path }) => path.startsWith('/admin/')).length).toBeGreaterThan(10);
    let checked = 0;
    for (const { method, path } of endpoints) {
      if (EXPOSED_AUTH_ENDPOINTS.has(`${method} ${path}`)) continue;
      const response = await callAuth(testApp, method, path, admin.cookie, method === 'POST' ? { userId: admin.id, role: 'admin' } : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json(), `${method} ${path}`).toMatchObject({ code: 'NOT_FOUND' });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
    expect([...EXPOSED_AUTH_ENDPOINTS].filter((endpoint) => endpoint.includes('/admin/'))).toEqual([]);
  });

  it("does not sign a victim's browser into an attacker's account through the attacker's unused verification link", async () => {
    const victim = await createTestUser(testApp, { name: 'Signed In Victim' });
    const attackerEmail = uniqueEmail('attacker');
    await postAuth(testApp, '/sign-up/email', { name: 'Attacker', email: attackerEmail, password: TEST_PASSWORD });
    const token = extractToken(lastMailTo(testApp, attackerEmail)?.link, 'oobCode');

    const followed = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=/create`,
      headers: { cookie: victim.cookie },
    });
    expect(followed.statusCode).toBeLessThan(400);
    expect(hasSessionCookie(followed.headers['set-cookie'])).toBe(false);
    expect((await getSession(testApp, victim.cookie)).json().user).toMatchObject({ id: victim.id, email: victim.email });

    // A browser with no session, that did not sign up: verified, but nobody is signed in.
    const other = uniqueEmail('attacker');
    await postAuth(testApp, '/sign-up/email', { name: 'Attacker', email: other, password: TEST_PASSWORD });
    const otherToken = extractToken(lastMailTo(testApp, other)?.link, 'oobCode');
    const fresh = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(otherToken)}&callbackURL=/create` });
    expect(fresh.statusCode).toBeLessThan(400);
    expect(hasSessionCookie(fresh.headers['set-cookie'])).toBe(false);
    const row = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, other) });
    expect(row?.emailVerified).toBe(true);
  });

  it('signs in the browser that signed up when it opens its own link, once', async () => {
    const email = uniqueEmail('newcomer');
    const signUp = await postAuth(testApp, '/sign-up/email', { name: 'Newcomer', email, password: TEST_PASSWORD });
    const browser = toCookieHeader(signUp.headers['set-cookie']);
    expect(browser).not.toBe('');
    const token = extractToken(lastMailTo(testApp, email)?.link, 'oobCode');
    const verify = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`, headers: { cookie: browser } });
    expect(verify.statusCode).toBe(200);
    expect(hasSessionCookie(verify.headers['set-cookie'])).toBe(true);
    const signedIn = toCookieHeader(verify.headers['set-cookie']);
    expect((await getSession(testApp, signedIn)).json().user).toMatchObject({ email, emailVerified: true });
    const replay = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`, headers: { cookie: browser } });
    expect(hasSessionCookie(replay.headers['set-cookie'])).toBe(false);
  });
});
