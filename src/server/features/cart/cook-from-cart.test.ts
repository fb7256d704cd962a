import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCartNames, type TCart } from '../../../domain/cart.ts';
import { ZGenerateRecipeResponseSchema } from '../../../domain/generation.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { addItem, getCart } from '../../test/cart-test-helpers.ts';

const FRIDGE = ['spinach', 'eggs', 'feta', 'cherry tomatoes'];

// Issue 11 "Generation": the cart's names go to /generate-recipe as cartList, through the real routes.
describe('generating from the cart', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp, { isPro: true });
    for (const name of FRIDGE) await addItem(testApp, cook, { name, section: 'refrigerator' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function generateFromCart(prompt: string, seed: number, today = '2026-01-01') {
    const cart = (await getCart(testApp, cook)).json<TCart>();
    const { names, useSoonNames } = listCartNames(cart, today);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie },
      payload: { prompt, cartList: names, useSoonList: useSoonNames, dietary: [], userId: cook.id, seed },
    });
    expect(response.statusCode).toBe(200);
    return ZGenerateRecipeResponseSchema.parse(response.json()).recipe;
  }

  it("'something with what is in my fridge' uses at least two of spinach, eggs, feta and cherry tomatoes", async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const recipe = await generateFromCart('something with what is in my fridge', seed);
      const text = recipe.ingredients.join('\n').toLowerCase();
      const used = ['spinach', 'egg', 'feta', 'tomato'].filter((word) => text.includes(word));
      expect(used.length, `seed ${seed}: ${recipe.title}\n${text}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("the 'Cook from my cart' prompt uses the cart too", async () => {
    const recipe = await generateFromCart('Cook from my cart: a recipe with the ingredients in my cart', 7);
    const text = recipe.ingredients.join('\n').toLowerCase();
    expect(['spinach', 'egg', 'feta', 'tomato'].filter((word) => text.includes(word)).length).toBeGreaterThanOrEqual(2);
  });
});
