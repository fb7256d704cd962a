import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnalyticsSummarySchema } from '../../../domain/analytics.ts';
import { analyticsEvent, profile } from '../../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { RATE_LIMITS } from '../../rate-limit/rate-rules.ts';

const PAGE_VIEW_BATCHES_PER_MINUTE = RATE_LIMITS['page-views'].rules[0].max;

describe('first-party analytics', () => {
  let testApp: TTestApp;
  let admin: TTestUser;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
    cook = await createTestUser(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  function sendViews(payload: unknown, headers: Record<string, string> = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  }

  async function summary(days = 30) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/analytics?days=${days}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return ZAnalyticsSummarySchema.parse(response.json());
  }

  it('stores page views as a path only, with no user even when a session cookie rides along', async () => {
    const response = await sendViews({ views: [{ path: '/saved?q=secret#top' }, { path: '/create' }, { path: '/saved' }] }, { cookie: cook.cookie });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ recorded: 3 });
    const rows = await testApp.deps.database.db.select().from(analyticsEvent).where(eq(analyticsEvent.category, 'page'));
    expect(rows.map((row) => row.label).sort()).toEqual(['/create', '/saved', '/saved']);
    expect(rows.every((row) => row.userId === null && row.properties === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('refuses malformed batches and other sites', async () => {
    for (const payload of [
      { views: [] },
      { views: [{ path: 'https://evil.test/' }] },
      { views: Array.from({ length: 21 }, () => ({ path: '/' })) },
      { views: [{ path: '/', ip: '1.2.3.4' }] },
    ]) {
      const response = await sendViews(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await sendViews({ views: [{ path: '/' }] }, { origin: 'https://evil.test' })).statusCode).toBe(403);
  });

  it("records the server's own events: sign-ups, logins, generations by mode and plan, saves and shares", async () => {
    const generate = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { prompt: 'a quick vegetarian lunch', userId: cook.id },
    });
    expect(generate.statusCode, generate.body).toBe(200);
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    const proGenerate = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { prompt: 'a Thai curry', userId: cook.id },
    });
    expect(proGenerate.statusCode).toBe(200);
    const recipeId = await saveRecipeId(testApp, cook);
    const share = await testApp.app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/share`, headers: { cookie: cook.cookie, origin: TEST_APP_URL } });
    expect(share.statusCode).toBe(200);

    const body = await summary();
    expect(body.totals).toMatchObject({ signups: 2, logins: 2, generations: 2, saves: 1, shares: 1, pageViews: 3 });
    const today = body.to;
    expect(body.signupsPerDay.find((day) => day.date === today)?.count).toBe(2);
    expect(body.generationsPerDay.find((day) => day.date === today)).toEqual({ date: today, free: 1, pro: 1 });
    expect(body.activeCooksPerDay.find((day) => day.date === today)?.count).toBe(2);
    expect(body.generationsByMode).toEqual([{ mode: 'text', provider: 'builtin', count: 2 }]);
    expect(body.topPages).toEqual([
      { path: '/saved', views: 2 },
      { path: '/create', views: 1 },
    ]);
  });

  describe('every dashboard counter counts what it says (three were never recorded)', () => {
    function asCook(method: 'POST', url: string, payload: unknown) {
      return testApp.app.inject({ method, url, headers: { cookie: cook.cookie, origin: TEST_APP_URL }, payload: payload as Record<string, unknown> });
    }

    it('counts planner adds: one per recipe added to the plan', async () => {
      const before = (await summary()).totals.plannerAdds;
      const recipeId = await saveRecipeId(testApp, cook);
      for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) {
        const added = await asCook('POST', '/api/meal-plan/entries', { date, recipeId });
        expect(added.statusCode, added.body).toBe(201);
      }
      // A refused add is not an add.
      expect((await asCook('POST', '/api/meal-plan/entries', { date: 'soon', recipeId })).statusCode).toBe(400);
      expect((await summary()).totals.plannerAdds).toBe(before + 3);
    });

    it('counts shopping lists: one per list made', async () => {
      const before = (await summary()).totals.shoppingLists;
      for (let index = 0; index < 2; index += 1) {
        const made = await asCook('POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
        expect(made.statusCode, made.body).toBe(200);
      }
      expect((await asCook('POST', '/api/shopping-list', { startDate: '', endDate: '' })).statusCode).toBe(400);
      expect((await summary()).totals.shoppingLists).toBe(before + 2);
    });

    it('counts contact submissions: one per message sent', async () => {
      const before = (await summary()).totals.contactSubmissions;
      const sent = await asCook('POST', '/api/contact-submission', { name: 'Ada', email: 'ada@example.test', message: 'Where is my recipe?' });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await asCook('POST', '/api/contact-submission', { name: 'Ada', email: 'ada@example.test', message: '   ' })).statusCode).toBe(400);
      expect((await summary()).totals.contactSubmissions).toBe(before + 1);
    });
  });

  it('answers one entry per day of the range and refuses other ranges', async () => {
    const month = await summary(30);
    expect(month.signupsPerDay).toHaveLength(30);
    expect(month.signupsPerDay[0]?.date).toBe(month.from);
    expect((await summary(90)).generationsPerDay).toHaveLength(90);
    // An event older than the range is left out.
    await testApp.deps.database.db
      .insert(analyticsEvent)
      .values({ id: 'old-view', category: 'page', action: 'view', label: '/old', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    expect((await summary(30)).topPages.map((page) => page.path)).not.toContain('/old');
    expect((await summary(90)).topPages.map((page) => page.path)).toContain('/old');
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/admin/analytics?days=7', headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('rate-limits page-view batches per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < PAGE_VIEW_BATCHES_PER_MINUTE + 2; index += 1) {
      statuses.push((await sendViews({ views: [{ path: '/pricing' }] })).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    const limited = await sendViews({ views: [{ path: '/pricing' }] });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
