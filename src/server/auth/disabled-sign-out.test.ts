import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { endedSession, session, user } from '../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, signIn, toCookieHeader, type TTestUser } from '../test/test-users.ts';

// Issue 24: an admin's Disable deletes the cook's sessions; the cook's open page must still learn why.
describe('signed out because the account was disabled', () => {
  let testApp: TTestApp;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function get(url: string, cookie: string) {
    return testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  }

  async function disableAsAdmin(userId: string) {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: { origin: TEST_APP_URL, cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ disabled: true }),
    });
    expect(response.statusCode).toBe(200);
  }

  async function readTokens(userId: string) {
    return (await testApp.deps.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map((row) => row.token);
  }

  async function readEndedRows(userId: string) {
    return testApp.deps.database.db.select().from(endedSession).where(eq(endedSession.userId, userId));
  }

  /** A session cookie as better-auth signs it, for a token of our choosing. */
  function toSignedCookie(token: string, secret: string) {
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  }

  it("an admin's Disable: get-session answers null with the reason, a product route 401s with it, once per session", async () => {
    const cook = await createTestUser(testApp);
    const second = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
    expect((await get('/api/profile', cook.cookie)).statusCode).toBe(200);
    const tokens = await readTokens(cook.id);
    expect(tokens).toHaveLength(2);

    await disableAsAdmin(cook.id);

    // Only hashes are kept, each until its session would have expired.
    const rows = await readEndedRows(cook.id);
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(tokens.map((token) => createHash('sha256').update(token).digest('hex')).sort());
    for (const row of rows) {
      expect(Object.values(row)).not.toEqual(expect.arrayContaining(tokens));
      expect(row.reason).toBe('disabled');
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }

    const sessionRead = await get('/api/auth/get-session', cook.cookie);
    expect(sessionRead.statusCode).toBe(200);
    expect(sessionRead.json()).toBeNull();
    expect(sessionRead.headers[SIGNED_OUT_HEADER]).toBe(SIGNED_OUT_DISABLED);

    const productCall = await get('/api/profile', second);
    expect(productCall.statusCode).toBe(401);
    expect(productCall.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(productCall.headers[SIGNED_OUT_HEADER]).toBe(SIGNED_OUT_DISABLED);

    // Told once: the rows are gone, and the same cookies now answer like any dead one.
    expect(await readEndedRows(cook.id)).toEqual([]);
    expect((await get('/api/auth/get-session', cook.cookie)).headers[SIGNED_OUT_HEADER]).toBeUndefined();
    expect((await get('/api/profile', second)).headers[SIGNED_OUT_HEADER]).toBeUndefined();
  });

  it('a ban written in the database: the request that meets it ends every session, and the other browser is told why too', async () => {
    const cook = await createTestUser(testApp);
    const second = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
    await testApp.deps.database.db.update(user).set({ banned: true }).where(eq(user.id, cook.id));

    const first = await get('/api/auth/get-session', cook.cookie);
    expect(first.json()).toBeNull();
    expect(first.headers[SIGNED_OUT_HEADER]).toBe(SIGNED_OUT_DISABLED);
    const other = await get('/api/profile', second);
    expect(other.statusCode).toBe(401);
    expect(other.headers[SIGNED_OUT_HEADER]).toBe(SIGNED_OUT_DISABLED);
  });

  it('says nothing for an ordinary dead cookie: signed out, expired, garbage, forged or a long-expired record', async () => {
    const cook = await createTestUser(testApp);
    const signOut = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_APP_URL, cookie: cook.cookie } });
    expect(signOut.statusCode).toBe(200);

    const expiring = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expiring.id));

    const garbage = 'better-auth.session_token=not-a-session.bm90LWEtc2lnbmF0dXJl';
    for (const cookie of [cook.cookie, expiring.cookie, garbage]) {
      const sessionRead = await get('/api/auth/get-session', cookie);
      expect(sessionRead.json()).toBeNull();
      expect(sessionRead.headers[SIGNED_OUT_HEADER]).toBeUndefined();
      const productCall = await get('/api/profile', cookie);
      expect(productCall.statusCode).toBe(401);
      expect(productCall.headers[SIGNED_OUT_HEADER]).toBeUndefined();
    }

    // A record whose session would have expired by now, and one reached with a forged signature.
    const disabled = await createTestUser(testApp);
    const [token] = await readTokens(disabled.id);
    if (!token) throw new Error('no session');
    await disableAsAdmin(disabled.id);
    const forged = toSignedCookie(token, 'not-the-secret-not-the-secret-not-the-secret');
    expect((await get('/api/profile', forged)).headers[SIGNED_OUT_HEADER]).toBeUndefined();
    expect(await readEndedRows(disabled.id)).toHaveLength(1);
    await testApp.deps.database.db
      .update(endedSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(endedSession.userId, disabled.id));
    const late = await get('/api/auth/get-session', toSignedCookie(token, testApp.deps.config.AUTH_SECRET));
    expect(late.json()).toBeNull();
    expect(late.headers[SIGNED_OUT_HEADER]).toBeUndefined();
    expect(await readEndedRows(disabled.id)).toEqual([]);
  });
});
