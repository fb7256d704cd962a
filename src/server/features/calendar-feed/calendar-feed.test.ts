import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendarFeedSchema } from '../../../domain/calendar-feed.ts';
import { createManualClock } from '../../clock.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

type TParsedEvent = { uid: string; summary: string; date: string; isAllDay: boolean; url: unknown; description: string };

/** The feed as a calendar app reads it, through ical.js (Mozilla's parser, used by Thunderbird). */
function parseFeed(text: string): { name: unknown; events: TParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      date: event.startDate.toString(),
      isAllDay: event.startDate.isDate,
      url: component.getFirstPropertyValue('url'),
      description: event.description,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe('calendar feed', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      overrides: { clock: createManualClock(new Date('2026-12-01T09:00:00Z')) },
      rateLimits: { 'calendar-feed': { rules: [{ scope: 'ip', windowMs: 60_000, max: 12 }], message: 'Slow down.' } },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function makeFeed(cook: TTestUser): Promise<string> {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: { cookie: cook.cookie, origin: TEST_APP_URL } });
    expect(response.statusCode).toBe(200);
    const { url } = ZCalendarFeedSchema.parse(response.json());
    if (!url) throw new Error('no feed url');
    return url;
  }

  async function plan(cook: TTestUser, recipeId: string, date: string): Promise<string> {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/meal-plan/entries', headers: { cookie: cook.cookie }, payload: { date, recipeId } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().instanceId;
  }

  const fetchFeed = (url: string) => testApp.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('serves each planned meal as an all-day event with the title, the meal and a link, without a cookie', async () => {
    const cook = await createTestUser(testApp);
    const soup = await saveRecipeId(testApp, cook, { title: 'Smoky Lentil Soup', category: 'Dinner' });
    const oats = await saveRecipeId(testApp, cook, { title: 'Overnight Oats', category: 'Breakfast' });
    const soupEntry = await plan(cook, soup, '2026-12-03');
    const oatsEntry = await plan(cook, oats, '2026-12-04');

    const before = await testApp.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { cookie: cook.cookie } });
    expect(before.json()).toEqual({ url: null });
    const url = await makeFeed(cook);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { cookie: cook.cookie } })).json()).toEqual({ url });

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Forkcast meal plan');
    expect(feed.events).toEqual([
      {
        uid: `${soupEntry}@localhost:3000`,
        summary: 'Smoky Lentil Soup',
        date: '2026-12-03',
        isAllDay: true,
        url: `${TEST_APP_URL}/saved?recipe=${soup}`,
        description: expect.stringContaining('Dinner'),
      },
      {
        uid: `${oatsEntry}@localhost:3000`,
        summary: 'Overnight Oats',
        date: '2026-12-04',
        isAllDay: true,
        url: `${TEST_APP_URL}/saved?recipe=${oats}`,
        description: expect.stringContaining('Breakfast'),
      },
    ]);
    // Stable: the same UIDs on the next fetch, so calendar apps update events in place.
    expect(parseFeed((await fetchFeed(url)).body).events.map((event) => event.uid)).toEqual([`${soupEntry}@localhost:3000`, `${oatsEntry}@localhost:3000`]);
  });

  it('names the meal of the day when the cook said which, and lists a day breakfast first', async () => {
    const cook = await createTestUser(testApp);
    const soup = await saveRecipeId(testApp, cook, { title: 'Smoky Lentil Soup', category: 'Dinner' });
    const oats = await saveRecipeId(testApp, cook, { title: 'Overnight Oats', category: 'Breakfast' });
    const headers = { cookie: cook.cookie };
    await testApp.app.inject({ method: 'POST', url: '/api/meal-plan/entries', headers, payload: { date: '2026-12-05', recipeId: soup, meal: 'lunch' } });
    await testApp.app.inject({ method: 'POST', url: '/api/meal-plan/entries', headers, payload: { date: '2026-12-05', recipeId: oats, meal: 'breakfast' } });
    const feed = parseFeed((await fetchFeed(await makeFeed(cook))).body);
    expect(feed.events.map((event) => event.summary)).toEqual(['Breakfast: Overnight Oats', 'Lunch: Smoky Lentil Soup']);
  });

  it('kills the old address when the cook rotates it', async () => {
    const cook = await createTestUser(testApp);
    const first = await makeFeed(cook);
    const second = await makeFeed(cook);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ error: 'Calendar feed not found.', code: 'NOT_FOUND' });
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown or malformed address, and shows no one else’s plan', async () => {
    const alice = await createTestUser(testApp);
    const secretDish = await saveRecipeId(testApp, alice, { title: 'Alice secret stew' });
    await plan(alice, secretDish, '2026-12-05');
    await makeFeed(alice);
    for (const path of [
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/calendar/short.ics',
      '/api/calendar/no-extension-at-all-here-xx',
      '/api/calendar/%00.ics',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: path });
      expect([400, 404], path).toContain(response.statusCode);
      expect(response.body, path).not.toContain('Alice secret stew');
    }
    const bob = await createTestUser(testApp);
    const bobs = parseFeed((await fetchFeed(await makeFeed(bob))).body);
    expect(bobs.events).toEqual([]);
  });

  it("stops serving a disabled cook's feed", async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const cook = await createTestUser(testApp);
    const url = await makeFeed(cook);
    await testApp.app.inject({ method: 'PATCH', url: `/api/admin/users/${cook.id}`, headers: { cookie: admin.cookie }, payload: { disabled: true } });
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('refuses an API token on the feed settings, and rate-limits the feed per client', async () => {
    const cook = await createTestUser(testApp);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: cook.cookie },
      payload: { name: 'script', scope: 'write' },
    });
    const { token } = created.json();
    const withToken = await testApp.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: { authorization: `Bearer ${token}` } });
    expect(withToken.json()).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });

    const statuses: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      statuses.push(
        (await testApp.app.inject({ method: 'GET', url: '/api/calendar/guess-guess-guess-guess-guess.ics', remoteAddress: '203.0.113.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});
