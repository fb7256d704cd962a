import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPING_LIST_MAX_INGREDIENT_TEXT, TOO_MANY_INGREDIENTS_MESSAGE, ZPlannedRecipeSchema } from '../../domain/meal-plan.ts';
import { RECIPE_LIMITS } from '../../domain/recipe.ts';
import { mealPlanEntry } from '../db/schema.ts';
import { householdOf } from '../db/household-row.ts';
import { TEST_APP_URL, createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';

// Issue 23: one cook's CPU-heavy request (100 pathological 500-character lines) blocked every other
// cook for seconds; the shopping list parsed a whole plan with no limit at all. How long another cook
// waits meanwhile is a measurement: bench/cpu-load.ts.

/** 100 distinct lines of the recipe limit's length, each a long run of amount characters. */
function makePathologicalLines(round: number): string[] {
  return Array.from({ length: RECIPE_LIMITS.lineCount }, (_, index) =>
    `${round}${index} ${'½-'.repeat(RECIPE_LIMITS.ingredientLength)}`.slice(0, RECIPE_LIMITS.ingredientLength),
  );
}

describe('CPU-heavy requests', () => {
  let testApp: TTestApp;
  let attacker: TTestUser;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      rateLimits: { 'shopping-list': { rules: [{ scope: 'account', windowMs: 60_000, max: 2 }], message: 'Too many lists in a minute (test limit).' } },
    });
    [attacker, cook] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the worst POST /nutrition (100 lines of the limit, all amount characters) with figures, not an error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/nutrition',
      headers: { cookie: attacker.cookie, origin: TEST_APP_URL },
      payload: { ingredients: makePathologicalLines(1) },
    });
    expect(response.statusCode).toBe(200);
    // No line names a food: each is listed as not understood, none counted as zero silently.
    expect(response.json().unknownIngredients).toHaveLength(RECIPE_LIMITS.lineCount);
  });

  it('refuses a shopping list over the text a list may parse, with a plain 400', async () => {
    const lines = makePathologicalLines(2);
    const perCopy = lines.reduce((total, line) => total + line.length, 0);
    const copies = Math.ceil(SHOPPING_LIST_MAX_INGREDIENT_TEXT / perCopy) + 1;
    const rows = Array.from({ length: copies }, (_, index) => ({
      instanceId: `cpu-load-${index}`,
      userId: attacker.id,
      householdId: householdOf(attacker.id),
      date: `2026-05-0${1 + (index % 5)}`,
      // A distinct copy each: identical lines are parsed once and would not add work.
      recipe: ZPlannedRecipeSchema.parse({
        id: `copy-${index}`,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        title: `Copy ${index}`,
        ingredients: makePathologicalLines(100 + index),
        instructions: [],
      }),
    }));
    await testApp.deps.database.db.insert(mealPlanEntry).values(rows);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/shopping-list',
      headers: { cookie: attacker.cookie, origin: TEST_APP_URL },
      payload: { startDate: '2026-05-01', endDate: '2026-05-07' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: TOO_MANY_INGREDIENTS_MESSAGE, code: 'BAD_REQUEST' });
  });

  it('rate-limits making shopping lists per account', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/shopping-list',
        headers: { cookie: cook.cookie, origin: TEST_APP_URL },
        payload: { startDate: '2026-05-01', endDate: '2026-05-07' },
      });
      statuses.push(response.statusCode);
    }
    // The cook plans nothing, so the first two are the plain 404; the third is over the limit.
    expect(statuses).toEqual([404, 404, 429]);
  });
});
