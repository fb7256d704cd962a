import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_MEAL_MESSAGE, ZMealPlanEntrySchema, ZMealPlanRangeSchema } from '../../../domain/meal-plan.ts';
import { ZProposalSchema } from '../../../domain/week-plan/week-plan-contract.ts';
import { createFakeGenerator } from '../../test/fake-generation.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

// Issue 31: a planned meal says which meal of the day it is (migration 0028), on add, move, leftovers and accept.
// 2026-06-01 is a Monday.
describe('meal of the day API', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let soupId: string;
  let stewId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { generator: createFakeGenerator() } });
    alice = await createTestUser(testApp, { isPro: true });
    soupId = await saveRecipeId(testApp, alice, { title: 'Lentil Soup', ingredients: ['200 g lentils', '1 onion'], category: 'Lunch' });
    stewId = await saveRecipeId(testApp, alice, { title: 'Bean Stew', ingredients: ['1 can beans', '1 carrot'], servings: '6', category: 'Dinner' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  function inject(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { cookie: alice.cookie }, ...(payload ? { payload } : {}) });
  }

  async function readDay(date: string) {
    const response = await inject('GET', `/api/meal-plan?from=${date}&to=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZMealPlanRangeSchema.parse(response.json()).days[date] ?? [];
  }

  it('adds with a meal or without one, and a day lists breakfast, lunch, dinner, then meals without one', async () => {
    const date = '2026-06-01';
    const unspecified = await inject('POST', '/api/meal-plan/entries', { date, recipeId: soupId });
    expect(unspecified.statusCode, unspecified.body).toBe(201);
    expect(ZMealPlanEntrySchema.parse(unspecified.json()).meal).toBeNull();
    const dinner = await inject('POST', '/api/meal-plan/entries', { date, recipeId: stewId, meal: 'dinner' });
    expect(dinner.json()).toMatchObject({ meal: 'dinner', recipe: { title: 'Bean Stew' } });
    await inject('POST', '/api/meal-plan/entries', { date, recipeId: soupId, meal: 'lunch' });
    await inject('POST', '/api/meal-plan/entries', { date, recipeId: soupId, meal: 'breakfast' });

    const day = await readDay(date);
    expect(day.map((entry) => entry.meal)).toEqual(['breakfast', 'lunch', 'dinner', null]);
  });

  it('refuses a meal that is not breakfast, lunch or dinner with 400 { error, code }', async () => {
    const added = await inject('POST', '/api/meal-plan/entries', { date: '2026-06-02', recipeId: soupId, meal: 'brunch' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(added.json().error).toContain(INVALID_MEAL_MESSAGE);
    const entry = ZMealPlanEntrySchema.parse((await inject('POST', '/api/meal-plan/entries', { date: '2026-06-02', recipeId: soupId })).json());
    const patched = await inject('PATCH', `/api/meal-plan/entries/${entry.instanceId}`, { meal: 'supper' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().code).toBe('VALIDATION_ERROR');
    const leftovers = await inject('POST', `/api/meal-plan/entries/${entry.instanceId}/leftovers`, { date: '2026-06-03', meal: 3 });
    expect(leftovers.statusCode).toBe(400);
    expect(leftovers.json().code).toBe('VALIDATION_ERROR');
    expect(await readDay('2026-06-03')).toEqual([]);
  });

  it('sets and clears the meal with PATCH, alone or with a move, and reorders the day', async () => {
    const date = '2026-06-08';
    const first = ZMealPlanEntrySchema.parse((await inject('POST', '/api/meal-plan/entries', { date, recipeId: soupId })).json());
    const second = ZMealPlanEntrySchema.parse((await inject('POST', '/api/meal-plan/entries', { date, recipeId: stewId })).json());
    const lunch = await inject('PATCH', `/api/meal-plan/entries/${second.instanceId}`, { meal: 'lunch' });
    expect(lunch.statusCode, lunch.body).toBe(200);
    expect(lunch.json()).toMatchObject({ meal: 'lunch', date, servingMultiplier: 1 });
    expect((await readDay(date)).map((entry) => entry.instanceId)).toEqual([second.instanceId, first.instanceId]);

    const moved = await inject('PATCH', `/api/meal-plan/entries/${second.instanceId}`, { date: '2026-06-09', meal: 'dinner' });
    expect(moved.json()).toMatchObject({ date: '2026-06-09', meal: 'dinner' });
    const cleared = await inject('PATCH', `/api/meal-plan/entries/${second.instanceId}`, { meal: null });
    expect(cleared.json().meal).toBeNull();
    // A move alone keeps the meal.
    await inject('PATCH', `/api/meal-plan/entries/${first.instanceId}`, { meal: 'breakfast' });
    expect((await inject('PATCH', `/api/meal-plan/entries/${first.instanceId}`, { date: '2026-06-10' })).json().meal).toBe('breakfast');
  });

  it("plans leftovers for the next day's lunch: each side names the other's day and meal", async () => {
    const monday = ZMealPlanEntrySchema.parse(
      (await inject('POST', '/api/meal-plan/entries', { date: '2026-06-15', recipeId: stewId, meal: 'dinner' })).json(),
    );
    const response = await inject('POST', `/api/meal-plan/entries/${monday.instanceId}/leftovers`, { date: '2026-06-16', meal: 'lunch' });
    expect(response.statusCode, response.body).toBe(201);
    const tuesday = ZMealPlanEntrySchema.parse(response.json());
    expect(tuesday).toMatchObject({ date: '2026-06-16', meal: 'lunch', leftoversOf: { instanceId: monday.instanceId, date: '2026-06-15', meal: 'dinner' } });
    // Without a meal, leftovers have none.
    const later = await inject('POST', `/api/meal-plan/entries/${monday.instanceId}/leftovers`, { date: '2026-06-17' });
    expect(later.json().meal).toBeNull();

    const range = ZMealPlanRangeSchema.parse((await inject('GET', '/api/meal-plan?from=2026-06-15&to=2026-06-15')).json());
    // The original lists its leftovers even when they fall outside the range asked for.
    expect(range.days['2026-06-15']?.[0]?.leftovers).toEqual([
      { instanceId: tuesday.instanceId, date: '2026-06-16', meal: 'lunch' },
      { instanceId: later.json().instanceId, date: '2026-06-17', meal: null },
    ]);
    const [eaten] = await readDay('2026-06-16');
    expect(eaten).toMatchObject({ meal: 'lunch', leftoversOf: { date: '2026-06-15', meal: 'dinner' } });
    expect(eaten?.leftovers).toBeUndefined();
  });

  it("accepting a proposal plans each pick on its proposal's meal", async () => {
    const proposed = await inject('POST', '/api/meal-plan/proposals', { prompt: '', from: '2026-06-22', to: '2026-06-22', meals: ['lunch', 'dinner'] });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = ZProposalSchema.parse(proposed.json());
    const picks = proposal.days['2026-06-22'] ?? [];
    expect(picks.map((pick) => pick.meal)).toEqual(['lunch', 'dinner']);
    const accepted = await inject('POST', `/api/meal-plan/proposals/${proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const entries = ZMealPlanEntrySchema.array().parse(accepted.json());
    expect(entries.map((entry) => [entry.meal, entry.recipe.title])).toEqual(picks.map((pick) => [pick.meal, pick.recipe.title]));
    expect((await readDay('2026-06-22')).map((entry) => entry.meal)).toEqual(['lunch', 'dinner']);
  });
});
