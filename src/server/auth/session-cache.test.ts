import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { user } from '../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import { SessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('forgets entries after the TTL and after a clear, and never stores a lookup that raced a clear', async () => {
    let now = 0;
    const cache = new SessionCache<string>(5_000, () => now);
    await cache.load('a', async () => 'alice');
    expect(cache.read('a')).toBe('alice');
    now = 5_000;
    expect(cache.read('a')).toBeUndefined();

    await cache.load('a', async () => 'alice');
    cache.clear();
    expect(cache.read('a')).toBeUndefined();

    let release: (value: string) => void = () => undefined;
    const pending = cache.load('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.read('b')).toBeUndefined();

    await cache.load('c', async () => null);
    expect(cache.read('c')).toBeUndefined();
  });

  it('runs one lookup for callers arriving together on the same key, but not across a clear', async () => {
    const cache = new SessionCache<string>();
    let lookups = 0;
    const lookUp = async () => `user ${(lookups += 1)}`;
    expect(await Promise.all([cache.load('a', lookUp), cache.load('a', lookUp)])).toEqual(['user 1', 'user 1']);
    const before = cache.load('b', lookUp);
    cache.clear();
    const after = cache.load('b', lookUp);
    expect(await Promise.all([before, after])).toEqual(['user 2', 'user 3']);
    expect(cache.read('b')).toBe('user 3');
  });
});

describe('revocation with the session cache warm', () => {
  let testApp: TTestApp;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function call(method: 'GET' | 'PATCH' | 'POST', url: string, cookie: string, payload?: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers: { origin: TEST_APP_URL, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  it('refuses a signed-out session on the very next request', async () => {
    const cook = await createTestUser(testApp);
    const { cookie } = cook;
    expect((await call('GET', '/api/profile', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/sign-out', cookie, {})).statusCode).toBe(200);
    const after = await call('GET', '/api/profile', cookie);
    expect(after.statusCode).toBe(401);
  });

  it('answers get-session from the cache, and null on the very next call after signing out', async () => {
    const cook = await createTestUser(testApp);
    const first = await call('GET', '/api/auth/get-session', cook.cookie);
    const second = await call('GET', '/api/auth/get-session', cook.cookie);
    expect(first.json()).toMatchObject({ user: { id: cook.id } });
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect((await call('POST', '/api/auth/sign-out', cook.cookie, {})).statusCode).toBe(200);
    const after = await call('GET', '/api/auth/get-session', cook.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBeNull();
  });

  it('refuses a cook disabled by an admin on the very next request', async () => {
    const cook = await createTestUser(testApp);
    const { cookie } = cook;
    const adminCookie = admin.cookie;
    expect((await call('GET', '/api/recipes?limit=50', cookie)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${cook.id}`, adminCookie, { disabled: true })).statusCode).toBe(200);
    const after = await call('GET', '/api/recipes?limit=50', cookie);
    expect(after.statusCode).toBe(401);
  });
});

describe('revocation across two servers on one database', () => {
  let testApp: TTestApp;
  let otherServer: FastifyInstance;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    // A second server process in miniature: its own session cache, the same database.
    otherServer = await buildApp({ deps: testApp.deps });
    await otherServer.ready();
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await otherServer.close();
    await testApp.close();
  });

  function call(server: FastifyInstance, method: 'GET' | 'PATCH' | 'POST', url: string, cookie: string, payload?: unknown) {
    return server.inject({
      method,
      url,
      headers: { origin: TEST_APP_URL, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  /** Lets a notification that is already on its way (PostgreSQL's listener socket) be read. */
  async function settle(): Promise<void> {
    if (testApp.deps.database.kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('refuses on the other server a session signed out on this one', async () => {
    const { cookie } = await createTestUser(testApp);
    expect((await call(otherServer, 'GET', '/api/profile', cookie)).statusCode).toBe(200);
    expect((await call(otherServer, 'GET', '/api/profile', cookie)).statusCode).toBe(200);
    expect((await call(otherServer, 'GET', '/api/auth/get-session', cookie)).json()).not.toBeNull();
    expect((await call(otherServer, 'GET', '/api/auth/get-session', cookie)).json()).not.toBeNull();
    expect((await call(testApp.app, 'POST', '/api/auth/sign-out', cookie, {})).statusCode).toBe(200);
    await settle();
    expect((await call(otherServer, 'GET', '/api/auth/get-session', cookie)).json()).toBeNull();
    expect((await call(otherServer, 'GET', '/api/profile', cookie)).statusCode).toBe(401);
  });

  it('refuses on the other server a cook disabled by an admin on this one', async () => {
    const cook = await createTestUser(testApp);
    expect((await call(otherServer, 'GET', '/api/recipes?limit=50', cook.cookie)).statusCode).toBe(200);
    expect((await call(otherServer, 'GET', '/api/recipes?limit=50', cook.cookie)).statusCode).toBe(200);
    expect((await call(testApp.app, 'PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: true })).statusCode).toBe(200);
    await settle();
    expect((await call(otherServer, 'GET', '/api/recipes?limit=50', cook.cookie)).statusCode).toBe(401);
  });

  it('refuses a cook banned straight in the database, with no request to any server', async () => {
    const cook = await createTestUser(testApp);
    expect((await call(otherServer, 'GET', '/api/profile', cook.cookie)).statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/api/profile', cook.cookie)).statusCode).toBe(200);
    expect((await call(otherServer, 'GET', '/api/auth/get-session', cook.cookie)).json()).toMatchObject({ user: { id: cook.id } });
    await testApp.deps.database.db.update(user).set({ banned: true }).where(eq(user.id, cook.id));
    await settle();
    const onOther = await call(otherServer, 'GET', '/api/profile', cook.cookie);
    const onThis = await call(testApp.app, 'GET', '/api/profile', cook.cookie);
    expect([onOther.statusCode, onThis.statusCode]).toEqual([403, 403]);
    expect(onOther.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await call(otherServer, 'GET', '/api/auth/get-session', cook.cookie)).json()).toBeNull();
  });
});
