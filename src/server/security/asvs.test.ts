import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturedLogger, readSessionToken } from '../test/captured-logger.ts';
import { getSession, lastMailTo, postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';
import { account, session, verification } from '../db/schema.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, extractToken, signIn, toCookieHeader, TEST_PASSWORD } from '../test/test-users.ts';

/** ASVS 4.0.3 level-2 checks that had no test of their own before docs/security.md (see there for the rest). */

describe('ASVS V7.1 log content: no passwords, tokens or session ids in the logs', () => {
  const captured = createCapturedLogger();
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ logger: captured.logger });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('logs sign-up, sign-in, a failed sign-in, a reset request and the reset, with none of their secrets', async () => {
    const email = uniqueEmail('logged');
    const firstPassword = 'first secret kitchen phrase';
    const secondPassword = 'second secret kitchen phrase';
    expect((await postAuth(testApp, '/sign-up/email', { name: 'Logged Cook', email, password: firstPassword })).statusCode).toBe(200);
    const verifyToken = extractToken(lastMailTo(testApp, email)?.link, 'oobCode');
    await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}` });
    const signedIn = await signIn(testApp, email, firstPassword);
    expect(signedIn.statusCode).toBe(200);
    const cookie = toCookieHeader(signedIn.headers['set-cookie']);
    await signIn(testApp, email, 'a wrong password guess');
    await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    await postAuth(testApp, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const resetToken = extractToken(lastMailTo(testApp, email)?.link, 'token');
    expect((await postAuth(testApp, '/reset-password', { token: resetToken, newPassword: secondPassword })).statusCode).toBe(200);

    const log = captured.read();
    // The requests were logged (the test reads a real log), and none of their secrets were.
    expect(log).toContain('/api/auth/sign-in/email');
    const sessionToken = readSessionToken(cookie);
    for (const secret of [firstPassword, secondPassword, 'a wrong password guess', verifyToken, resetToken, sessionToken]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
  });

  it('redacts the query parameters a database error carries (a session token, for one)', () => {
    const logged = createCapturedLogger();
    const cause = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const error = Object.assign(new Error('Failed query: select * from "session" where "token" = $1\nparams: session-token-abc123'), {
      params: ['session-token-abc123'],
      cause,
    });
    logged.logger.error({ err: Object.assign(new Error('outer'), { cause: error }) }, 'database failed');
    logged.logger.error({ err: error }, 'database failed');
    expect(logged.read()).toContain('database failed');
    expect(logged.read()).not.toContain('session-token-abc123');
  });
});

describe('ASVS V2.4 / V3.3 / V2.5: password storage, session expiry, reset-token expiry', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('stores the password only as a salted scrypt hash, different for two cooks with the same password', async () => {
    const first = await createTestUser(testApp);
    const second = await createTestUser(testApp);
    const hashes = await Promise.all(
      [first, second].map(async (cook) => (await testApp.deps.database.db.select().from(account).where(eq(account.userId, cook.id)))[0]?.password ?? ''),
    );
    for (const hash of hashes) {
      expect(hash).not.toContain(TEST_PASSWORD);
      // better-auth's scrypt format: 16-byte salt and 64-byte key, hex, "salt:key".
      expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('refuses a session past its expiry', async () => {
    const cook = await createTestUser(testApp);
    const fresh = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
    const token = readSessionToken(fresh);
    await testApp.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: fresh } })).statusCode).toBe(401);
    expect((await getSession(testApp, fresh)).json()).toBeNull();
  });

  it('refuses a password-reset link past its expiry, and the password stays', async () => {
    const cook = await createTestUser(testApp);
    await postAuth(testApp, '/request-password-reset', { email: cook.email, redirectTo: '/reset-password' });
    const token = extractToken(lastMailTo(testApp, cook.email)?.link, 'token');
    await testApp.deps.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const reset = await postAuth(testApp, '/reset-password', { token, newPassword: 'a brand new kitchen secret' });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(testApp, cook.email, cook.password)).statusCode).toBe(200);
  });
});

describe('ASVS V3.4 cookie flags and V4.2.2 / V13.2.3 cross-site requests', () => {
  let secureApp: TTestApp;
  let testApp: TTestApp;

  beforeAll(async () => {
    secureApp = await createTestApp({ env: { APP_URL: 'https://forkcast.example' } });
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await secureApp.close();
    await testApp.close();
  });

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax behind https, and sends HSTS', async () => {
    const email = uniqueEmail('secure');
    const signUp = await secureApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://forkcast.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Secure Cook', email, password: TEST_PASSWORD }),
    });
    expect(signUp.statusCode).toBe(200);
    const token = extractToken(lastMailTo(secureApp, email)?.link, 'oobCode');
    // The browser that signed up is the one the link signs in (its sign-up cookie, Secure as well).
    const signUpCookies = [signUp.headers['set-cookie']].flat().filter((value): value is string => typeof value === 'string');
    expect(signUpCookies.find((value) => value.includes('sign_up_browser'))).toMatch(/^__Secure-.*;\s*Secure/i);
    const verify = await secureApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      headers: { cookie: signUpCookies.map((value) => value.split(';')[0]).join('; ') },
    });
    const cookies = [verify.headers['set-cookie']].flat().filter((value): value is string => typeof value === 'string');
    const sessionCookie = cookies.find((value) => value.includes('session_token'));
    expect(sessionCookie).toMatch(/^__Secure-/);
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(verify.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses a state-changing product request from another origin, and changes nothing', async () => {
    const cook = await createTestUser(testApp);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: cook.cookie, origin: 'https://evil.example' },
      payload: { name: 'forged flour' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: 'Cross-origin request refused.', code: 'FORBIDDEN' });
    const cart = (await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: cook.cookie } })).json();
    expect(JSON.stringify(cart)).not.toContain('orged');
  });
});
