import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { profile, recipe } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { saveRecipe, saveRecipeId } from '../../test/recipe-test-helpers.ts';

const LIMIT_MESSAGE = 'Free tier users can save a maximum of 10 recipes. Please delete some recipes or upgrade to Pro.';

describe('the free save limit', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function countRecipes(userId: string): Promise<number> {
    const [row] = await testApp.deps.database.db.select({ value: count() }).from(recipe).where(eq(recipe.userId, userId));
    return row?.value ?? -1;
  }

  it('lets exactly 10 of 15 concurrent saves through for a free cook', async () => {
    const cook = await createTestUser(testApp);
    const responses = await Promise.all(Array.from({ length: 15 }, (_, index) => saveRecipe(testApp, cook, { title: `Dish ${index}` })));
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(created).toHaveLength(FREE_SAVED_RECIPES);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: LIMIT_MESSAGE, code: 'LIMIT_REACHED' });
    }
    expect(await countRecipes(cook.id)).toBe(FREE_SAVED_RECIPES);
    const [row] = await testApp.deps.database.db.select().from(profile).where(eq(profile.userId, cook.id));
    expect(row?.savedRecipeCount).toBe(FREE_SAVED_RECIPES);
  });

  it('frees a slot when a recipe is deleted', async () => {
    const cook = await createTestUser(testApp);
    const ids: string[] = [];
    for (let index = 0; index < FREE_SAVED_RECIPES; index += 1) ids.push(await saveRecipeId(testApp, cook));
    expect((await saveRecipe(testApp, cook)).statusCode).toBe(429);
    const removed = await testApp.app.inject({ method: 'DELETE', url: `/api/recipes/${ids[0]}`, headers: { cookie: cook.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await saveRecipe(testApp, cook)).statusCode).toBe(201);
    expect((await saveRecipe(testApp, cook)).statusCode).toBe(429);
  });

  it('does not limit a Pro cook, nor a canceling cook before the end date', async () => {
    const pro = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, pro.id));
    const responses = await Promise.all(Array.from({ length: 12 }, () => saveRecipe(testApp, pro)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect(await countRecipes(pro.id)).toBe(12);

    const canceling = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ subscriptionStatus: 'canceling', subscriptionEndDate: new Date(Date.now() + 86_400_000), savedRecipeCount: FREE_SAVED_RECIPES })
      .where(eq(profile.userId, canceling.id));
    expect((await saveRecipe(testApp, canceling)).statusCode).toBe(201);
    await testApp.deps.database.db
      .update(profile)
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where(and(eq(profile.userId, canceling.id)));
    expect((await saveRecipe(testApp, canceling)).statusCode).toBe(429);
  });
});
