import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { profile } from './db/schema.ts';
import { createTestApp, type TTestApp } from './test/test-app.ts';
import { createTestUser, type TTestUser } from './test/test-users.ts';

// Every server-side Pro gate for the four kinds of cook. The clock is far in the future,
// so "after the end date" is only true because of the injected clock.
const NOW = new Date('2040-06-01T12:00:00Z');
const AHEAD = new Date('2040-06-20T00:00:00Z');
const BEHIND = new Date('2040-05-31T00:00:00Z');

type TCookKind = 'free' | 'pro' | 'canceling before the end' | 'canceling after the end';
const STATES: Record<TCookKind, { subscriptionStatus: string; subscriptionEndDate: Date | null; isPro: boolean }> = {
  free: { subscriptionStatus: 'free', subscriptionEndDate: null, isPro: false },
  pro: { subscriptionStatus: 'pro', subscriptionEndDate: AHEAD, isPro: true },
  'canceling before the end': { subscriptionStatus: 'canceling', subscriptionEndDate: AHEAD, isPro: true },
  'canceling after the end': { subscriptionStatus: 'cancelling', subscriptionEndDate: BEHIND, isPro: false },
};
const KINDS = Object.keys(STATES) as TCookKind[];

describe('Pro gates on the server', () => {
  let testApp: TTestApp;
  const cooks = new Map<TCookKind, TTestUser>();

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { clock: createManualClock(NOW) } });
    for (const kind of KINDS) {
      const cook = await createTestUser(testApp);
      const { isPro: _isPro, ...state } = STATES[kind];
      await testApp.deps.database.db.update(profile).set(state).where(eq(profile.userId, cook.id));
      cooks.set(kind, cook);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  const cookOf = (kind: TCookKind): TTestUser => {
    const cook = cooks.get(kind);
    if (!cook) throw new Error(`no ${kind} cook`);
    return cook;
  };

  describe.each(KINDS)('a %s cook', (kind) => {
    const { isPro } = STATES[kind];

    it(isPro ? 'gets the advanced nutrition analysis' : 'gets 403 PRO_REQUIRED for the advanced nutrition analysis, and plain totals still', async () => {
      const cook = cookOf(kind);
      const ingredients = ['200 g chicken breast', '1 tbsp olive oil', 'salt to taste', '3 unicorn tears'];
      const detailed = await testApp.app.inject({
        method: 'POST',
        url: '/nutrition',
        headers: { cookie: cook.cookie },
        payload: { ingredients, detail: true, servings: '2' },
      });
      if (isPro) {
        expect(detailed.statusCode).toBe(200);
        const { analysis } = detailed.json();
        expect(analysis.servings).toBe(2);
        expect(analysis.ingredients.map((entry: { status: string }) => entry.status)).toEqual(['counted', 'counted', 'negligible', 'not-counted']);
        expect(analysis.notCounted).toEqual([{ line: '3 unicorn tears', reason: 'Not found in the food table' }]);
        // 200 g of chicken breast is about 45 g protein: two servings of ~22 g, ~45 % of the 50 g daily value.
        expect(analysis.perServing.protein).toBe(detailed.json().nutrition.protein / 2);
        expect(analysis.perServing.protein).toBeGreaterThan(20);
        expect(analysis.dailyValuePercent.protein).toBe(Math.round((analysis.perServing.protein / 50) * 100));
      } else {
        expect(detailed.statusCode).toBe(403);
        expect(detailed.json()).toEqual({ error: 'Advanced nutrition analysis is a Pro feature. Please upgrade to use this feature.', code: 'PRO_REQUIRED' });
      }
      const plain = await testApp.app.inject({ method: 'POST', url: '/nutrition', headers: { cookie: cook.cookie }, payload: { ingredients } });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().analysis).toBeUndefined();
      expect(plain.json().unknownIngredients).toEqual(['3 unicorn tears']);
    });

    it(isPro ? 'may set custom dietary preferences' : 'gets 403 PRO_REQUIRED for custom dietary preferences, but keeps the free allergen flags', async () => {
      const cook = cookOf(kind);
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: cook.cookie },
        payload: { avoidIngredients: ['Mushrooms', 'cilantro'] },
      });
      if (isPro) {
        expect(response.statusCode).toBe(200);
        expect(response.json().avoidIngredients).toEqual(['mushrooms', 'cilantro']);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'Custom dietary preferences are a Pro feature. Please upgrade to use this feature.', code: 'PRO_REQUIRED' });
      }
      // Safety is never paywalled.
      const allergens = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: cook.cookie },
        payload: { dietary: { nutFree: true } },
      });
      expect(allergens.statusCode).toBe(200);
      expect(allergens.json().dietary.nutFree).toBe(true);
      const cleared = await testApp.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: cook.cookie }, payload: { avoidIngredients: [] } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().avoidIngredients).toEqual([]);
    });

    it(isPro ? 'may import from a URL' : 'gets 403 PRO_REQUIRED for URL import', async () => {
      const cook = cookOf(kind);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/generate-recipe',
        headers: { cookie: cook.cookie },
        payload: { prompt: 'http://127.0.0.1:9/recipe', userId: cook.id, isUrl: true },
      });
      if (isPro) {
        // Past the gate: this address is refused by the importer itself (private hosts), not by the plan.
        expect(response.json().code).not.toBe('PRO_REQUIRED');
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.', code: 'PRO_REQUIRED' });
      }
    });

    it(isPro ? 'may start a bulk URL import' : 'gets 403 PRO_REQUIRED for a bulk URL import', async () => {
      const cook = cookOf(kind);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/imports/urls',
        headers: { cookie: cook.cookie },
        payload: { urls: ['http://127.0.0.1:9/recipe'] },
      });
      if (isPro) {
        // Past the gate: the job starts; the address itself is refused later by the importer (private hosts).
        expect(response.statusCode, response.body).toBe(201);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.', code: 'PRO_REQUIRED' });
      }
    });

    it(`reports plan ${isPro ? 'pro' : 'free'} everywhere`, async () => {
      const cook = cookOf(kind);
      const plan = await testApp.app.inject({ method: 'GET', url: `/api/user-plan/${cook.id}`, headers: { cookie: cook.cookie } });
      expect(plan.json()).toEqual({ plan: isPro ? 'pro' : 'free' });
      const own = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cook.cookie } });
      expect(own.json().isPro).toBe(isPro);
      expect(own.json().generationsLeft === null).toBe(isPro);
    });
  });

  it('feeds a Pro cook’s custom preferences to the dietary guard on every generation', async () => {
    const cook = cookOf('pro');
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: cook.cookie },
      payload: { avoidIngredients: ['mushroom', 'garlic'], dietary: { nutFree: false } },
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie },
      payload: { prompt: 'Mushroom risotto', userId: cook.id, seed: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines: string[] = response.json().recipe.ingredients;
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((line) => /mushroom|garlic/i.test(line))).toEqual([]);
  });

  it('stops applying a lapsed cook’s stored preferences (they come back with Pro)', async () => {
    const cook = cookOf('canceling after the end');
    await testApp.deps.database.db
      .update(profile)
      .set({ avoidIngredients: ['mushroom'] })
      .where(eq(profile.userId, cook.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie },
      payload: { prompt: 'Mushroom risotto', userId: cook.id, seed: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.ingredients.some((line: string) => /mushroom/i.test(line))).toBe(true);
  });
});
