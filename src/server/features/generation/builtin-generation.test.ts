import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS } from '../../../domain/example-prompts.ts';
import { ZGenerateRecipeResponseSchema } from '../../../domain/generation.ts';
import { findDietaryViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import type { TDietary } from '../../../domain/profile.ts';
import { profile } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const NONE: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };
const DIET_COMBOS: TDietary[] = [NONE, { ...NONE, vegetarian: true }, { ...NONE, vegan: true, glutenFree: true, nutFree: true }];
const CART = ['Eggs', 'Spinach', 'Cheddar', 'Chicken Breast', 'Rice', 'Tomatoes', 'Bell Pepper'];

// The default install (no LLM configured) end to end: the built-in composer behind the real route,
// its format check and the dietary guard, for every landing-page prompt and several diets.
describe('POST /generate-recipe with the built-in composer', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    // One Pro cook asks for every example prompt under several diets: far above what a person does.
    testApp = await createTestApp({
      rateLimits: { 'generate-recipe': { rules: [{ scope: 'account', windowMs: 60_000, max: 1_000 }], message: 'Slow down.' } },
    });
    cook = await createTestUser(testApp, { isPro: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('uses the built-in composer by default', () => {
    expect(testApp.deps.generator.name).toBe('builtin');
  });

  for (const dietary of DIET_COMBOS) {
    const label =
      Object.entries(dietary)
        .filter(([, on]) => on)
        .map(([key]) => key)
        .join('+') || 'no diet';
    it(`answers every example prompt on-diet (${label})`, async () => {
      await testApp.deps.database.db.update(profile).set(dietary).where(eq(profile.userId, cook.id));
      for (const prompt of EXAMPLE_PROMPTS) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/generate-recipe',
          headers: { cookie: cook.cookie },
          payload: { prompt, cartList: CART, userId: cook.id },
        });
        expect(response.statusCode, `${prompt}: ${response.body}`).toBe(200);
        const { recipe } = ZGenerateRecipeResponseSchema.parse(response.json());
        expect(recipe.ingredients.length, prompt).toBeGreaterThan(0);
        expect(recipe.instructions.length, prompt).toBeGreaterThan(0);
        expect(recipe.nutrition?.calories ?? 0, prompt).toBeGreaterThan(0);
        expect(findDietaryViolations(recipe.ingredients, dietary), prompt).toEqual([]);
      }
    }, 120_000);
  }

  it('keeps the intent of a few telling prompts', async () => {
    await testApp.deps.database.db.update(profile).set(NONE).where(eq(profile.userId, cook.id));
    const ask = async (prompt: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/generate-recipe',
        headers: { cookie: cook.cookie },
        payload: { prompt, cartList: CART, userId: cook.id },
      });
      return ZGenerateRecipeResponseSchema.parse(response.json()).recipe;
    };
    expect((await ask('A Thai curry with coconut milk')).title).toMatch(/thai|curry/i);
    expect((await ask('A green smoothie with spinach and banana')).title).toMatch(/smoothie/i);
    const fridge = await ask("Something using what's in my fridge");
    const usesCart = CART.some((item) => fridge.ingredients.some((line) => line.toLowerCase().includes(item.toLowerCase().split(' ')[0] ?? '')));
    expect(usesCart, fridge.ingredients.join('; ')).toBe(true);
  });
});
