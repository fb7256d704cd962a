import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPES_PER_PLANNER_DAY } from '../../../domain/limits.ts';
import { ZMealPlanRangeSchema, expandMealPlanRange } from '../../../domain/meal-plan.ts';
import { mealPlanEntry, user } from '../../db/schema.ts';
import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

const DAY_FULL = { error: 'Max 5 recipes per day', code: 'CONFLICT' };

describe('meal plan API', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;
  let aliceRecipeId: string;
  let bobRecipeId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    [alice, bob] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    aliceRecipeId = await saveRecipeId(testApp, alice, { title: 'Alice Soup', ingredients: ['2 onions', '1 l chicken broth'] });
    bobRecipeId = await saveRecipeId(testApp, bob, { title: 'Bob Stew' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  }

  function addEntry(who: TTestUser, body: object) {
    return inject(who, 'POST', '/api/meal-plan/entries', body);
  }

  async function addEntryId(who: TTestUser, body: object): Promise<string> {
    const response = await addEntry(who, body);
    expect(response.statusCode).toBe(201);
    return response.json().instanceId;
  }

  async function countOnDay(userId: string, date: string): Promise<number> {
    const [row] = await testApp.deps.database.db
      .select({ value: count() })
      .from(mealPlanEntry)
      .where(and(eq(mealPlanEntry.userId, userId), eq(mealPlanEntry.date, date)));
    return row?.value ?? -1;
  }

  it('needs a signed-in cook with a verified e-mail', async () => {
    expect((await inject(null, 'GET', '/api/meal-plan?from=2026-03-01&to=2026-03-31')).statusCode).toBe(401);
    expect((await inject(null, 'POST', '/api/meal-plan/entries', { date: '2026-03-02', recipeId: aliceRecipeId })).statusCode).toBe(401);
    const unverified = await createTestUser(testApp, { isVerified: false });
    expect((await inject(unverified, 'GET', '/api/meal-plan?from=2026-03-01&to=2026-03-31')).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('plans a copy of a saved recipe and lists it under its date', async () => {
    const created = await addEntry(alice, { date: '2026-03-02', recipeId: aliceRecipeId, servingMultiplier: 1.5 });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({
      date: '2026-03-02',
      servingMultiplier: 1.5,
      recipe: { id: aliceRecipeId, title: 'Alice Soup', ingredients: ['2 onions', '1 l chicken broth'] },
    });
    expect(typeof entry.instanceId).toBe('string');
    const plan = await inject(alice, 'GET', '/api/meal-plan?from=2026-03-01&to=2026-03-31');
    expect(plan.statusCode).toBe(200);
    // The calendar also says whether it was cooked, whether it is leftovers and where its leftovers are (issue 31).
    expect(expandMealPlanRange(ZMealPlanRangeSchema.parse(plan.json())).days['2026-03-02']).toEqual([
      { ...entry, leftoversOf: null, leftovers: [], isCooked: false },
    ]);
    expect(Object.keys(plan.json().days)).toEqual(['2026-03-02']);
  });

  it('defaults the serving multiplier to 1 and checks its range (0.25 to 20)', async () => {
    expect((await addEntry(alice, { date: '2026-03-03', recipeId: aliceRecipeId })).json().servingMultiplier).toBe(1);
    expect((await addEntry(alice, { date: '2026-03-03', recipeId: aliceRecipeId, servingMultiplier: 0.25 })).statusCode).toBe(201);
    expect((await addEntry(alice, { date: '2026-03-03', recipeId: aliceRecipeId, servingMultiplier: 20 })).statusCode).toBe(201);
    for (const servingMultiplier of [0.2, 0, -1, 20.5, 'two']) {
      const response = await addEntry(alice, { date: '2026-03-04', recipeId: aliceRecipeId, servingMultiplier });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await countOnDay(alice.id, '2026-03-04')).toBe(0);
  });

  it('refuses bad dates and missing fields with 400', async () => {
    for (const body of [
      { date: '2026-02-30', recipeId: aliceRecipeId },
      { date: '03/02/2026', recipeId: aliceRecipeId },
      { recipeId: aliceRecipeId },
      { date: '2026-03-02' },
    ]) {
      expect((await addEntry(alice, body)).statusCode).toBe(400);
    }
  });

  it('answers 404 for another cook’s recipe or an unknown one', async () => {
    const other = await addEntry(alice, { date: '2026-03-05', recipeId: bobRecipeId });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Recipe not found.', code: 'NOT_FOUND' });
    expect((await addEntry(alice, { date: '2026-03-05', recipeId: 'no-such-recipe' })).statusCode).toBe(404);
    expect(await countOnDay(alice.id, '2026-03-05')).toBe(0);
  });

  it('lets exactly 5 of 10 concurrent adds to an empty day through', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => addEntry(alice, { date: '2026-03-10', recipeId: aliceRecipeId })));
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(created).toHaveLength(RECIPES_PER_PLANNER_DAY);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(DAY_FULL);
    }
    expect(await countOnDay(alice.id, '2026-03-10')).toBe(RECIPES_PER_PLANNER_DAY);
    // Another cook's day is their own.
    expect((await addEntry(bob, { date: '2026-03-10', recipeId: bobRecipeId })).statusCode).toBe(201);
  });

  it('moves an entry, but not onto a full day', async () => {
    const id = await addEntryId(alice, { date: '2026-03-11', recipeId: aliceRecipeId });
    for (let index = 0; index < RECIPES_PER_PLANNER_DAY; index += 1) await addEntryId(alice, { date: '2026-03-12', recipeId: aliceRecipeId });
    const refused = await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { date: '2026-03-12' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(DAY_FULL);
    expect(await countOnDay(alice.id, '2026-03-11')).toBe(1);
    const moved = await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { date: '2026-03-13' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ instanceId: id, date: '2026-03-13', servingMultiplier: 1 });
    expect(await countOnDay(alice.id, '2026-03-11')).toBe(0);
    // Staying on its own full day is not a move.
    const [firstOnFullDay] = (await inject(alice, 'GET', '/api/meal-plan?from=2026-03-12&to=2026-03-12')).json().days['2026-03-12'];
    const same = await inject(alice, 'PATCH', `/api/meal-plan/entries/${firstOnFullDay.instanceId}`, { date: '2026-03-12', servingMultiplier: 2 });
    expect(same.statusCode).toBe(200);
    expect(same.json().servingMultiplier).toBe(2);
  });

  it('moves concurrently onto one day without passing five', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, index) => addEntryId(alice, { date: `2026-04-0${1 + (index % 4)}`, recipeId: aliceRecipeId })));
    const responses = await Promise.all(ids.map((id) => inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { date: '2026-04-20' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(3);
    expect(await countOnDay(alice.id, '2026-04-20')).toBe(5);
  });

  it('changes the serving multiplier within its range', async () => {
    const id = await addEntryId(alice, { date: '2026-03-14', recipeId: aliceRecipeId });
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { servingMultiplier: 2.5 })).json().servingMultiplier).toBe(2.5);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { servingMultiplier: 0.1 })).statusCode).toBe(400);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { servingMultiplier: 21 })).statusCode).toBe(400);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, {})).statusCode).toBe(400);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { date: 'tomorrow' })).statusCode).toBe(400);
  });

  it('answers 404 for another cook’s entry on PATCH and DELETE, and deletes one’s own', async () => {
    const id = await addEntryId(alice, { date: '2026-03-15', recipeId: aliceRecipeId });
    expect((await inject(bob, 'PATCH', `/api/meal-plan/entries/${id}`, { servingMultiplier: 2 })).statusCode).toBe(404);
    expect((await inject(bob, 'DELETE', `/api/meal-plan/entries/${id}`)).statusCode).toBe(404);
    expect((await inject(bob, 'GET', '/api/meal-plan?from=2026-03-15&to=2026-03-15')).json()).toEqual({ days: {}, recipes: {}, totals: {}, servingTotals: {} });
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${id}`)).statusCode).toBe(204);
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${id}`)).statusCode).toBe(404);
    expect((await inject(alice, 'PATCH', `/api/meal-plan/entries/${id}`, { servingMultiplier: 2 })).statusCode).toBe(404);
  });

  it('keeps the planned copy, with its image, when the saved recipe is edited or deleted', async () => {
    const stored = await testApp.deps.storage.put(createRecipeImageKey(alice.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const file = path.join(testApp.dataDir, 'uploads', stored.key);
    const recipeId = await saveRecipeId(testApp, alice, { title: 'Original Title', imageUrl: stored.url });
    await addEntryId(alice, { date: '2026-03-20', recipeId });
    expect((await inject(alice, 'PATCH', `/api/recipes/${recipeId}`, { title: 'Edited Title' })).statusCode).toBe(200);
    expect((await inject(alice, 'DELETE', `/api/recipes/${recipeId}`)).statusCode).toBe(204);
    const [entry] =
      expandMealPlanRange(ZMealPlanRangeSchema.parse((await inject(alice, 'GET', '/api/meal-plan?from=2026-03-20&to=2026-03-20')).json())).days['2026-03-20'] ??
      [];
    expect(entry?.recipe).toMatchObject({ id: recipeId, title: 'Original Title', imageUrl: stored.url });
    expect(existsSync(file)).toBe(true);
  });

  it('checks the range: from before to, at most 62 days, real dates', async () => {
    expect((await inject(alice, 'GET', '/api/meal-plan?from=2026-01-01&to=2026-03-03')).statusCode).toBe(200);
    const tooLong = await inject(alice, 'GET', '/api/meal-plan?from=2026-01-01&to=2026-03-04');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_ERROR');
    expect((await inject(alice, 'GET', '/api/meal-plan?from=2026-03-31&to=2026-03-01')).statusCode).toBe(400);
    expect((await inject(alice, 'GET', '/api/meal-plan?from=2026-03-01')).statusCode).toBe(400);
    expect((await inject(alice, 'GET', '/api/meal-plan?from=2026-13-01&to=2026-13-02')).statusCode).toBe(400);
  });

  it('orders a day’s meals by when they were placed', async () => {
    const first = await addEntryId(alice, { date: '2026-05-01', recipeId: aliceRecipeId });
    const second = await addEntryId(alice, { date: '2026-05-02', recipeId: aliceRecipeId });
    await inject(alice, 'PATCH', `/api/meal-plan/entries/${second}`, { date: '2026-05-01' });
    const day = (await inject(alice, 'GET', '/api/meal-plan?from=2026-05-01&to=2026-05-02')).json().days;
    expect(day['2026-05-01'].map((entry: { instanceId: string }) => entry.instanceId)).toEqual([first, second]);
    expect(day['2026-05-02']).toBeUndefined();
  });

  it('removes a cook’s plan with the account', async () => {
    const carol = await createTestUser(testApp);
    const recipeId = await saveRecipeId(testApp, carol);
    await addEntryId(carol, { date: '2026-06-01', recipeId });
    await testApp.deps.database.db.delete(user).where(eq(user.id, carol.id));
    expect(await countOnDay(carol.id, '2026-06-01')).toBe(0);
  });

  // Issue 23: one large recipe planned many times made each answer carry every copy in full.
  it('sends each distinct recipe copy once, however often it is planned', async () => {
    const recipeId = await saveRecipeId(testApp, alice, { title: 'Big Stew', notes: 'n'.repeat(4_000) });
    for (const date of ['2026-07-01', '2026-07-01', '2026-07-02', '2026-07-03']) await addEntryId(alice, { date, recipeId });
    const response = await inject(alice, 'GET', '/api/meal-plan?from=2026-07-01&to=2026-07-03');
    expect(response.statusCode).toBe(200);
    const range = ZMealPlanRangeSchema.parse(response.json());
    expect(Object.keys(range.recipes)).toHaveLength(1);
    expect(response.body.split('n'.repeat(4_000))).toHaveLength(2);
    const expanded = expandMealPlanRange(range);
    expect(
      Object.values(expanded.days)
        .flat()
        .map((entry) => entry.recipe.title),
    ).toEqual(['Big Stew', 'Big Stew', 'Big Stew', 'Big Stew']);
  });
});
