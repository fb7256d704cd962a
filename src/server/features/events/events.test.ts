import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openEventStreamClient, type TEventStreamClient } from '../../test/event-stream-client.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, extractToken, signIn, TEST_PASSWORD, toCookieHeader, type TTestUser } from '../../test/test-users.ts';
import { HouseholdEventHub, readHouseholdChange } from './household-event-hub.ts';

describe('the household event hub', () => {
  it('reads only well-formed payloads and tells each household its own changes', () => {
    expect(readHouseholdChange('h1 cart')).toEqual({ householdId: 'h1', kind: 'cart' });
    expect(readHouseholdChange('h1 drop-tables')).toBeUndefined();
    expect(readHouseholdChange('')).toBeUndefined();
    const hub = new HouseholdEventHub();
    const seen: string[] = [];
    const stop = hub.subscribe('h1', { onChange: (kind) => seen.push(`h1:${kind}`), onResync: () => seen.push('h1:resync') });
    hub.subscribe('h2', { onChange: (kind) => seen.push(`h2:${kind}`), onResync: () => seen.push('h2:resync') });
    hub.publish('h1 meal-plan');
    hub.publish('h2 cart');
    hub.setLive(true);
    stop();
    hub.publish('h1 cart');
    expect(seen).toEqual(['h1:meal-plan', 'h2:cart', 'h1:resync', 'h2:resync']);
    expect(hub.size).toBe(1);
  });
});

describe('GET /api/events across two servers on one database', () => {
  let testApp: TTestApp;
  let otherServer: FastifyInstance;
  let urls: [string, string];
  const streams: TEventStreamClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    otherServer = await buildApp({ deps: testApp.deps });
    urls = [await testApp.app.listen({ port: 0, host: '127.0.0.1' }), await otherServer.listen({ port: 0, host: '127.0.0.1' })];
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await otherServer.close();
    await testApp.close();
  });

  async function open(server: 0 | 1, who: TTestUser, headers: Record<string, string> = {}) {
    const stream = await openEventStreamClient(`${urls[server]}/api/events`, { cookie: who.cookie, ...headers });
    streams.push(stream);
    return stream;
  }

  function call(server: 0 | 1, who: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return (server === 0 ? testApp.app : otherServer).inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  async function makeHousehold() {
    const [host, guest, outsider] = await Promise.all([createTestUser(testApp), createTestUser(testApp), createTestUser(testApp)]);
    expect((await call(0, host, 'POST', '/api/household/invitations', { email: guest.email })).statusCode).toBe(201);
    const mail = [...testApp.mailbox].reverse().find((message) => message.to === guest.email && message.link?.includes('/household/join'));
    expect((await call(0, guest, 'POST', '/api/household/invitations/accept', { token: extractToken(mail?.link, 'token') })).statusCode).toBe(200);
    return { host, guest, outsider };
  }

  it('refuses a visitor without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it("delivers a member's writes through one server to another member connected to the other, and nothing to an outsider", async () => {
    const { host, guest, outsider } = await makeHousehold();
    const guestStream = await open(1, guest);
    expect(guestStream.status).toBe(200);
    expect(guestStream.contentType).toMatch(/^text\/event-stream/);
    expect((await guestStream.next()).event).toBe('ready');
    const outsiderStream = await open(1, outsider);
    expect((await outsiderStream.next()).event).toBe('ready');

    const recipeId = await saveRecipeId(testApp, host, { title: 'Leek Soup', ingredients: ['2 leeks'] });
    expect((await call(0, host, 'POST', '/api/meal-plan/entries', { date: '2026-09-01', recipeId })).statusCode).toBe(201);
    const planned = await guestStream.next();
    expect(planned.event).toBe('meal-plan');
    expect(planned.id).toMatch(/\S/);

    expect((await call(0, host, 'POST', '/api/cart/items', { name: 'Leeks' })).statusCode).toBe(201);
    expect((await guestStream.next()).event).toBe('cart');
    expect((await call(0, host, 'POST', '/api/shopping-list', { startDate: '2026-09-01', endDate: '2026-09-01' })).statusCode).toBe(200);
    expect((await guestStream.next()).event).toBe('shopping-list');

    // The outsider's first event is their own change: none of the household's reached them.
    expect((await call(0, outsider, 'POST', '/api/cart/items', { name: 'Beans' })).statusCode).toBe(201);
    expect((await outsiderStream.next()).event).toBe('cart');
  });

  it("tells a page opening its stream how long ago its household's plan, list and cart changed, and nothing of another's", async () => {
    const { host, guest, outsider } = await makeHousehold();
    const quiet = await open(1, guest);
    const quietReady = await quiet.next();
    expect(quietReady.event).toBe('ready');
    expect(JSON.parse(quietReady.data ?? '')).toEqual({ changedAgoMs: expect.not.objectContaining({ cart: expect.anything() }) });
    // The host writes through one server; once the guest's open stream has the change, the second server knows it too.
    expect((await call(0, host, 'POST', '/api/cart/items', { name: 'Leeks' })).statusCode).toBe(201);
    await quiet.nextNamed('cart');
    // A page that loaded its cart before the change and opens its stream now learns of it.
    const late = await open(1, guest);
    const ready = await late.next();
    expect(ready.event).toBe('ready');
    const { changedAgoMs } = JSON.parse(ready.data ?? '');
    expect(changedAgoMs.cart).toBeGreaterThanOrEqual(0);
    expect(changedAgoMs.cart).toBeLessThan(60_000);
    const outsiderStream = await open(1, outsider);
    expect(JSON.parse((await outsiderStream.next()).data ?? '').changedAgoMs.cart).toBeUndefined();
  });

  it('tells a reconnecting page (Last-Event-ID) to resync', async () => {
    const cook = await createTestUser(testApp);
    const stream = await open(0, cook, { 'last-event-id': 'abc-3' });
    expect((await stream.next()).event).toBe('resync');
  });

  it('follows a removed member to their new household: the old one’s changes stop reaching them', async () => {
    const { host, guest } = await makeHousehold();
    const guestStream = await open(1, guest);
    expect((await guestStream.next()).event).toBe('ready');
    expect((await call(0, host, 'DELETE', `/api/household/members/${guest.id}`)).statusCode).toBe(204);
    await guestStream.nextNamed('household');
    const recipeId = await saveRecipeId(testApp, host, { title: 'Pea Soup' });
    expect((await call(0, host, 'POST', '/api/meal-plan/entries', { date: '2026-09-02', recipeId })).statusCode).toBe(201);
    expect((await call(1, guest, 'POST', '/api/cart/items', { name: 'Lentils' })).statusCode).toBe(201);
    const after = [];
    for (let event = await guestStream.next(); ; event = await guestStream.next()) {
      after.push(event.event);
      if (event.event === 'cart') break;
    }
    expect(after).not.toContain('meal-plan');
  });
  it('ends a stream when its session ends on either server: signed out, then the account disabled; other streams go on', async () => {
    const [cook, bystander, admin] = await Promise.all([createTestUser(testApp), createTestUser(testApp), createTestUser(testApp, { role: 'admin' })]);
    const secondSignIn = await signIn(testApp, cook.email, TEST_PASSWORD);
    expect(secondSignIn.statusCode).toBe(200);
    const secondSession = { ...cook, cookie: toCookieHeader(secondSignIn.headers['set-cookie']) };
    const [first, second, other] = [await open(1, cook), await open(1, secondSession), await open(1, bystander)];
    for (const stream of [first, second, other]) expect((await stream.next()).event).toBe('ready');

    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    await first.ended;
    // The cook's other session still streams.
    expect((await call(0, secondSession, 'POST', '/api/cart/items', { name: 'Rice' })).statusCode).toBe(201);
    expect((await second.nextNamed('cart')).event).toBe('cart');

    const disabled = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${cook.id}`,
      headers: { cookie: admin.cookie, origin: TEST_APP_URL },
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await second.ended;
    const reopened = await open(1, secondSession);
    expect(reopened.status).toBe(401);

    expect((await call(0, bystander, 'POST', '/api/cart/items', { name: 'Oats' })).statusCode).toBe(201);
    expect((await other.nextNamed('cart')).event).toBe('cart');
  });
});
