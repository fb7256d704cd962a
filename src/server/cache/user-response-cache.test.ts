import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createManualClock } from '../clock.ts';
import { profile, recipe } from '../db/schema.ts';
import { saveRecipeId } from '../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import { UserResponseCache } from './user-response-cache.ts';

describe('user response cache', () => {
  it('serves an entry to its user only, until its end, a forget or a clock moved back', async () => {
    const cache = new UserResponseCache<string>(30_000);
    expect(await cache.load('alice', 'list', 1_000, async () => ({ body: 'A', validUntil: 5_000 }))).toBe('A');
    expect(cache.read('alice', 'list', 4_999)).toBe('A');
    expect(cache.read('bob', 'list', 4_999)).toBeUndefined();
    expect(cache.read('alice', 'other', 4_999)).toBeUndefined();
    expect(cache.read('alice', 'list', 999)).toBeUndefined();
    await cache.load('alice', 'list', 1_000, async () => ({ body: 'A' }));
    expect(cache.read('alice', 'list', 5_000)).toBe('A');
    expect(cache.read('alice', 'list', 31_000)).toBeUndefined();

    await cache.load('alice', 'list', 1_000, async () => ({ body: 'A' }));
    await cache.load('bob', 'list', 1_000, async () => ({ body: 'B' }));
    cache.forget('alice');
    expect(cache.read('alice', 'list', 1_000)).toBeUndefined();
    expect(cache.read('bob', 'list', 1_000)).toBe('B');
    cache.clear();
    expect(cache.read('bob', 'list', 1_000)).toBeUndefined();
  });

  it('keeps answers within a byte budget per cook and in total, not a count of entries', async () => {
    const cache = new UserResponseCache<string>(30_000, { maxBytesPerUser: 100, maxBytesTotal: 200 });
    const store = (userId: string, key: string, bytes: number) => cache.load(userId, key, 0, async () => ({ body: 'x'.repeat(bytes) }));
    // One answer over a cook's budget is sent but never kept.
    expect(await store('alice', 'huge', 101)).toHaveLength(101);
    expect(cache.read('alice', 'huge', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
    // A cook's newer answers push out the older ones.
    await store('alice', 'a', 60);
    await store('alice', 'b', 60);
    expect(cache.read('alice', 'a', 0)).toBeUndefined();
    expect(cache.read('alice', 'b', 0)).toHaveLength(60);
    // Across cooks the total stays under its bound, the cook stored longest ago leaving first.
    await store('bob', 'a', 90);
    await store('carol', 'a', 90);
    expect(cache.size).toBeLessThanOrEqual(200);
    expect(cache.read('alice', 'b', 0)).toBeUndefined();
    expect(cache.read('carol', 'a', 0)).toHaveLength(90);
    cache.forget('carol');
    expect(cache.size).toBe(90);
  });

  it('runs one computation for requests arriving together, but not across a forget', async () => {
    const cache = new UserResponseCache<string>();
    let computed = 0;
    const compute = async () => ({ body: `answer ${(computed += 1)}` });
    const together = await Promise.all([cache.load('alice', 'list', 0, compute), cache.load('alice', 'list', 0, compute)]);
    expect(together).toEqual(['answer 1', 'answer 1']);
    const before = cache.load('bob', 'list', 0, compute);
    cache.forget('bob');
    const after = cache.load('bob', 'list', 0, compute);
    expect(await Promise.all([before, after])).toEqual(['answer 2', 'answer 3']);
    expect(cache.read('bob', 'list', 0)).toBe('answer 3');
  });

  it('never keeps an answer read before a write that finished meanwhile', async () => {
    const cache = new UserResponseCache<string>();
    let release: (body: string) => void = () => undefined;
    const pending = cache.load('alice', 'list', 0, () => new Promise((resolve) => (release = (body) => resolve({ body }))));
    cache.forget('alice');
    release('before the write');
    expect(await pending).toBe('before the write');
    expect(cache.read('alice', 'list', 0)).toBeUndefined();
  });
});

type TMethod = 'GET' | 'PATCH' | 'POST' | 'DELETE';

function callOn(server: FastifyInstance, method: TMethod, url: string, cookie: string, payload?: unknown) {
  return server.inject({
    method,
    url,
    headers: { origin: TEST_APP_URL, cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

async function readTitles(server: FastifyInstance, cook: TTestUser): Promise<string[]> {
  const response = await callOn(server, 'GET', '/api/recipes?limit=50', cook.cookie);
  expect(response.statusCode).toBe(200);
  const body: { recipes: Array<{ title: string }> } = response.json();
  return body.recipes.map((saved) => saved.title).sort();
}

const MONTH = '/api/meal-plan?from=2026-11-01&to=2026-11-30';

describe('cached answers with writes (one server)', () => {
  let testApp: TTestApp;
  let admin: TTestUser;
  const clock = createManualClock(new Date('2026-11-15T12:00:00Z'));

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { clock } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: TMethod, url: string, cookie: string, payload?: unknown) => callOn(testApp.app, method, url, cookie, payload);

  it("shows a cook's saves, edits and deletions in their very next read of the library", async () => {
    const cook = await createTestUser(testApp);
    expect(await readTitles(testApp.app, cook)).toEqual([]);
    expect(await readTitles(testApp.app, cook)).toEqual([]);
    const id = await saveRecipeId(testApp, cook, { title: 'Soup' });
    expect(await readTitles(testApp.app, cook)).toEqual(['Soup']);
    expect((await call('PATCH', `/api/recipes/${id}`, cook.cookie, { title: 'Stew' })).statusCode).toBe(200);
    expect(await readTitles(testApp.app, cook)).toEqual(['Stew']);
    expect((await call('DELETE', `/api/recipes/${id}`, cook.cookie)).statusCode).toBe(204);
    expect(await readTitles(testApp.app, cook)).toEqual([]);
  });

  it("never shows one cook's cached library to another", async () => {
    const [first, second] = [await createTestUser(testApp), await createTestUser(testApp)];
    await saveRecipeId(testApp, first, { title: 'Mine' });
    expect(await readTitles(testApp.app, first)).toEqual(['Mine']);
    expect(await readTitles(testApp.app, second)).toEqual([]);
  });

  it('shows profile and planner changes in the very next read', async () => {
    const cook = await createTestUser(testApp);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ dietary: { vegan: false } });
    expect((await call('PATCH', '/api/profile', cook.cookie, { name: 'Renamed Cook', dietary: { vegan: true } })).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ name: 'Renamed Cook', dietary: { vegan: true } });

    const recipeId = await saveRecipeId(testApp, cook);
    expect((await call('GET', MONTH, cook.cookie)).json()).toEqual({ days: {}, recipes: {}, totals: {}, servingTotals: {} });
    const added = await call('POST', '/api/meal-plan/entries', cook.cookie, { date: '2026-11-20', recipeId });
    expect(added.statusCode).toBe(201);
    const month: { days: Record<string, unknown[]> } = (await call('GET', MONTH, cook.cookie)).json();
    expect(Object.keys(month.days)).toEqual(['2026-11-20']);
    const { instanceId }: { instanceId: string } = added.json();
    expect((await call('DELETE', `/api/meal-plan/entries/${instanceId}`, cook.cookie)).statusCode).toBe(204);
    expect((await call('GET', MONTH, cook.cookie)).json()).toEqual({ days: {}, recipes: {}, totals: {}, servingTotals: {} });
  });

  it('shows a change made straight in the database, with no request, in the next read', async () => {
    const cook = await createTestUser(testApp);
    const id = await saveRecipeId(testApp, cook, { title: 'Before' });
    expect(await readTitles(testApp.app, cook)).toEqual(['Before']);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: false });
    await testApp.deps.database.db.update(recipe).set({ title: 'After' }).where(eq(recipe.id, id));
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    await settle(testApp);
    expect(await readTitles(testApp.app, cook)).toEqual(['After']);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: true });
  });

  it("ends a cached Pro profile when the canceling plan's end date passes", async () => {
    const cook = await createTestUser(testApp);
    const endsAt = new Date(clock.now().getTime() + 60 * 60_000);
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'canceling', subscriptionEndDate: endsAt }).where(eq(profile.userId, cook.id));
    await settle(testApp);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: true });
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: true });
    clock.advance(61 * 60_000);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: false, subscriptionStatus: 'canceling' });
  });

  it('refuses a cook disabled by an admin on the very next request, with every cached answer warm', async () => {
    const cook = await createTestUser(testApp);
    for (const url of ['/api/recipes?limit=50', '/api/profile', MONTH]) {
      expect((await call('GET', url, cook.cookie)).statusCode).toBe(200);
      expect((await call('GET', url, cook.cookie)).statusCode).toBe(200);
    }
    expect((await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: true })).statusCode).toBe(200);
    for (const url of ['/api/recipes?limit=50', '/api/profile', MONTH]) expect((await call('GET', url, cook.cookie)).statusCode).toBe(401);
  });
});

/** Lets a notification already on its way (PostgreSQL's listener socket) be read; PGlite delivers at commit. */
async function settle(testApp: TTestApp): Promise<void> {
  if (testApp.deps.database.kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('cached answers across two servers on one database', () => {
  let testApp: TTestApp;
  let otherServer: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp();
    // A second server in miniature: its own caches, the same database.
    otherServer = await buildApp({ deps: testApp.deps });
    await otherServer.ready();
  });

  afterAll(async () => {
    await otherServer.close();
    await testApp.close();
  });

  it("shows on the other server a cook's write made on this one", async () => {
    const cook = await createTestUser(testApp);
    expect(await readTitles(otherServer, cook)).toEqual([]);
    expect(await readTitles(otherServer, cook)).toEqual([]);
    const id = await saveRecipeId(testApp, cook, { title: 'Soup' });
    await settle(testApp);
    expect(await readTitles(otherServer, cook)).toEqual(['Soup']);
    expect((await callOn(testApp.app, 'PATCH', `/api/recipes/${id}`, cook.cookie, { title: 'Stew' })).statusCode).toBe(200);
    await settle(testApp);
    expect(await readTitles(otherServer, cook)).toEqual(['Stew']);

    expect((await callOn(otherServer, 'GET', '/api/profile', cook.cookie)).json()).toMatchObject({ dietary: { vegan: false } });
    expect((await callOn(testApp.app, 'PATCH', '/api/profile', cook.cookie, { dietary: { vegan: true } })).statusCode).toBe(200);
    await settle(testApp);
    expect((await callOn(otherServer, 'GET', '/api/profile', cook.cookie)).json()).toMatchObject({ dietary: { vegan: true } });
  });
});
