import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiTokenListSchema, ZCreatedApiTokenSchema, type TApiTokenScope } from '../../../domain/api-tokens.ts';
import { API_TOKEN_USE_WRITE_INTERVAL_MS, ApiTokenUseRecorder, hashApiToken } from '../../auth/api-token-user.ts';
import { apiToken, recipe } from '../../db/schema.ts';
import { createCapturedLogger } from '../../test/captured-logger.ts';
import { buildRecipe } from '../../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, signIn, toCookieHeader, type TTestUser } from '../../test/test-users.ts';

describe('personal API tokens', () => {
  const captured = createCapturedLogger('info');
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      logger: captured.logger,
      rateLimits: { 'cart-suggestions': { rules: [{ scope: 'account', windowMs: 60_000, max: 3 }], message: 'Slow down.' } },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function createToken(cook: TTestUser, scope: TApiTokenScope, name = `${scope} script`) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { name, scope },
    });
    expect(response.statusCode, response.body).toBe(201);
    return ZCreatedApiTokenSchema.parse(response.json());
  }

  function withToken(token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  }

  it('answers the token once, keeps only its SHA-256, and lists it without the token', async () => {
    const cook = await createTestUser(testApp);
    const created = await createToken(cook, 'read', 'Home dashboard');
    expect(created).toMatchObject({ name: 'Home dashboard', scope: 'read' });
    expect(created.token).toMatch(/^fkc_[A-Za-z0-9_-]{43}$/);

    const rows = await testApp.deps.database.db.select().from(apiToken).where(eq(apiToken.userId, cook.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(4));

    const listed = await testApp.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: cook.cookie } });
    expect(listed.statusCode).toBe(200);
    const tokens = ZApiTokenListSchema.parse(listed.json());
    expect(tokens).toEqual([{ id: created.id, name: 'Home dashboard', scope: 'read', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(listed.body).not.toContain(created.token);
  });

  it('refuses a bad name or scope with a clear 400', async () => {
    const cook = await createTestUser(testApp);
    for (const payload of [
      { name: '', scope: 'read' },
      { name: 'x'.repeat(81), scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'two\nlines', scope: 'write' },
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: cook.cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await testApp.deps.database.db.select().from(apiToken).where(eq(apiToken.userId, cook.id))).toEqual([]);
  });

  it('acts as the cook: a read token reads, a write token writes, and a read token is refused a write with 403 TOKEN_READ_ONLY', async () => {
    const cook = await createTestUser(testApp);
    const reader = await createToken(cook, 'read');
    const writer = await createToken(cook, 'write');

    const refused = await withToken(reader.token, 'POST', '/api/recipes', buildRecipe({ title: 'Read-only soup' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'This API token is read only.', code: 'TOKEN_READ_ONLY' });

    const saved = await withToken(writer.token, 'POST', '/api/recipes', buildRecipe({ title: 'Scripted soup' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const rows = await testApp.deps.database.db.select({ title: recipe.title, userId: recipe.userId }).from(recipe).where(eq(recipe.userId, cook.id));
    expect(rows).toEqual([{ title: 'Scripted soup', userId: cook.id }]);

    const read = await withToken(reader.token, 'GET', '/api/recipes');
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Scripted soup');
  });

  it('never works on admin routes, the token routes, the account keys or the better-auth endpoints', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const { token } = await createToken(admin, 'write');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'another', scope: 'write' }],
      ['POST', '/api/profile/email', { newEmail: 'taken@example.test', currentPassword: 'x' }],
      ['DELETE', '/api/profile', { currentPassword: 'x' }],
      ['GET', '/api/auth/get-session', undefined],
      ['POST', '/api/auth/update-user', { name: 'Renamed by a script' }],
    ] as const) {
      const response = await withToken(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });
    }
    const row = await testApp.deps.database.db.query.user.findFirst({ where: (table, { eq: equals }) => equals(table.id, admin.id) });
    expect(row?.name).toBe('Test Cook');
    // The same admin's session still works there: the refusal is about the token.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('stops working at once when revoked, even with the session cache warm', async () => {
    const cook = await createTestUser(testApp);
    const created = await createToken(cook, 'read');
    expect((await withToken(created.token, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await withToken(created.token, 'GET', '/api/profile')).statusCode).toBe(200);

    const revoked = await testApp.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: { cookie: cook.cookie, origin: TEST_APP_URL } });
    expect(revoked.statusCode).toBe(204);
    const after = await withToken(created.token, 'GET', '/api/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("answers 404 to another cook's token id and leaves it working", async () => {
    const alice = await createTestUser(testApp);
    const bob = await createTestUser(testApp);
    const alices = await createToken(alice, 'read');
    const response = await testApp.app.inject({ method: 'DELETE', url: `/api/tokens/${alices.id}`, headers: { cookie: bob.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'API token not found.', code: 'NOT_FOUND' });
    const bobsList = await testApp.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: bob.cookie } });
    expect(bobsList.json()).toEqual([]);
    expect((await withToken(alices.token, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('stops working when an admin disables the cook, and when the account is deleted', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const cook = await createTestUser(testApp);
    const { token } = await createToken(cook, 'write');
    expect((await withToken(token, 'GET', '/api/profile')).statusCode).toBe(200);

    const disabled = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${cook.id}`,
      headers: { cookie: admin.cookie },
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const whileDisabled = await withToken(token, 'GET', '/api/profile');
    expect(whileDisabled.statusCode).toBe(403);
    expect(whileDisabled.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });

    await testApp.app.inject({ method: 'PATCH', url: `/api/admin/users/${cook.id}`, headers: { cookie: admin.cookie }, payload: { disabled: false } });
    expect((await withToken(token, 'GET', '/api/profile')).statusCode).toBe(200);

    // Disabling ended the cook's sessions (not the token): sign in again to delete the account.
    const cookie = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie }, payload: { currentPassword: cook.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await withToken(token, 'GET', '/api/profile')).statusCode).toBe(401);
    expect(await testApp.deps.database.db.select().from(apiToken).where(eq(apiToken.userId, cook.id))).toEqual([]);
  });

  it("refuses an unverified cook's token like the cook's session", async () => {
    const cook = await createTestUser(testApp);
    const { token } = await createToken(cook, 'read');
    await testApp.deps.database.db.execute(`UPDATE "user" SET email_verified = false WHERE id = '${cook.id}'`);
    const response = await withToken(token, 'GET', '/api/profile');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it("counts a token's requests against the cook's own rate limits", async () => {
    const cook = await createTestUser(testApp);
    const { token } = await createToken(cook, 'read');
    const suggest = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/ingredients/suggestions?q=flo', headers });
    expect((await suggest({ cookie: cook.cookie })).statusCode).toBe(200);
    expect((await suggest({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await suggest({ cookie: cook.cookie })).statusCode).toBe(200);
    const limited = await suggest({ authorization: `Bearer ${token}` });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('notes the last use, at most once a minute per token', async () => {
    const cook = await createTestUser(testApp);
    const created = await createToken(cook, 'read');
    const { db } = testApp.deps.database;
    let now = Date.parse('2026-05-01T10:00:00Z');
    const errors: unknown[] = [];
    const recorder = new ApiTokenUseRecorder(
      db,
      (error) => errors.push(error),
      () => now,
    );
    const readLastUse = async () => (await db.query.apiToken.findFirst({ where: eq(apiToken.id, created.id) }))?.lastUsedAt?.toISOString() ?? null;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

    recorder.note({ id: created.id, scope: 'read' });
    await settle();
    expect(await readLastUse()).toBe('2026-05-01T10:00:00.000Z');
    now += API_TOKEN_USE_WRITE_INTERVAL_MS - 1_000;
    recorder.note({ id: created.id, scope: 'read' });
    await settle();
    expect(await readLastUse()).toBe('2026-05-01T10:00:00.000Z');
    now += 2_000;
    recorder.note({ id: created.id, scope: 'read' });
    await settle();
    expect(await readLastUse()).toBe('2026-05-01T10:01:01.000Z');
    expect(errors).toEqual([]);

    // Through the app: a real request notes the use, and the listing shows it.
    const fresh = await createToken(cook, 'read', 'second');
    await withToken(fresh.token, 'GET', '/api/profile');
    await settle();
    const listed = ZApiTokenListSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: cook.cookie } })).json());
    expect(listed.find((token) => token.id === fresh.id)?.lastUsedAt).not.toBeNull();
  });

  it('never writes a token into the log', async () => {
    const cook = await createTestUser(testApp);
    const reader = await createToken(cook, 'read');
    await withToken(reader.token, 'GET', '/api/recipes');
    await withToken(reader.token, 'POST', '/api/recipes', buildRecipe());
    await withToken(`${reader.token}x`, 'GET', '/api/recipes');
    const log = captured.read();
    expect(log).toContain('/api/recipes');
    expect(log).not.toContain(reader.token.slice(4));
  });
});
