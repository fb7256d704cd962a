import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCartSchema, type TCart } from '../../../domain/cart.ts';
import { ZMealPlanRangeSchema } from '../../../domain/meal-plan.ts';
import { ZCookedResponseSchema, ZPutAwayResponseSchema } from '../../../domain/pantry.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

// Issue 31 through the real app: day totals, put away and cooked it (with its undo).

describe('pantry cycle and day totals API', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    [alice, bob] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  async function plan(who: TTestUser, date: string, recipeId: string, servingMultiplier = 1): Promise<string> {
    const response = await inject(who, 'POST', '/api/meal-plan/entries', { date, recipeId, servingMultiplier });
    expect(response.statusCode).toBe(201);
    return response.json().instanceId;
  }

  async function readCart(who: TTestUser): Promise<TCart> {
    return ZCartSchema.parse((await inject(who, 'GET', '/api/cart')).json());
  }

  it("gives each day's totals: the sum of the dialogs' per-serving figures × servings × multiplier", async () => {
    const soup = { ingredients: ['2 onions', '1 l chicken broth', '200 g red lentils', '2 tbsp olive oil'], servings: '4' };
    const pasta = { ingredients: ['250 g spaghetti', '400 g canned tomatoes', '50 g parmesan'], servings: '2' };
    const soupId = await saveRecipeId(testApp, alice, { title: 'Lentil Soup', ...soup });
    const pastaId = await saveRecipeId(testApp, alice, { title: 'Tomato Pasta', ...pasta });
    await plan(alice, '2026-05-04', soupId, 1.5);
    await plan(alice, '2026-05-04', pastaId);
    await plan(alice, '2026-05-05', pastaId, 0.5);

    // What the recipe dialog shows: POST /nutrition's whole-recipe totals, per serving = ÷ servings.
    const dialog = async (ingredients: string[], servings: number) => {
      const { nutrition } = (await inject(alice, 'POST', '/nutrition', { ingredients })).json() as { nutrition: TNutrition };
      return { perServing: (key: keyof TNutrition) => nutrition[key] / servings, servings };
    };
    const soupDialog = await dialog(soup.ingredients, 4);
    const pastaDialog = await dialog(pasta.ingredients, 2);

    const range = ZMealPlanRangeSchema.parse((await inject(alice, 'GET', '/api/meal-plan?from=2026-05-04&to=2026-05-05')).json());
    for (const key of ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar'] as const) {
      const monday = soupDialog.perServing(key) * soupDialog.servings * 1.5 + pastaDialog.perServing(key) * pastaDialog.servings * 1;
      const tuesday = pastaDialog.perServing(key) * pastaDialog.servings * 0.5;
      expect(Math.abs((range.totals['2026-05-04']?.[key] ?? -1) - monday)).toBeLessThanOrEqual(0.051);
      expect(Math.abs((range.totals['2026-05-05']?.[key] ?? -1) - tuesday)).toBeLessThanOrEqual(0.051);
      // One serving of each planned recipe: what one person eats that day.
      const oneEach = soupDialog.perServing(key) + pastaDialog.perServing(key);
      expect(Math.abs((range.servingTotals['2026-05-04']?.[key] ?? -1) - oneEach)).toBeLessThanOrEqual(0.051);
    }
    expect(range.totals['2026-05-04']?.calories).toBeGreaterThan(1000);
    // Another cook's calendar has neither the meals nor their totals.
    const bobs = ZMealPlanRangeSchema.parse((await inject(bob, 'GET', '/api/meal-plan?from=2026-05-04&to=2026-05-05')).json());
    expect(bobs.totals).toEqual({});
  });

  it('puts the checked items away: the section by the food, a use-by guess, the amount; only from the cook’s own list, once', async () => {
    const recipeId = await saveRecipeId(testApp, alice, {
      title: 'Chicken Supper',
      ingredients: ['500 g chicken thighs', '2 cups milk', '300 g frozen peas', '3 onions', '1 tbsp olive oil', 'salt to taste'],
    });
    await plan(alice, '2026-06-01', recipeId);
    const list = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-06-01', endDate: '2026-06-01' });
    expect(list.statusCode).toBe(200);
    const names = (list.json().items as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['chicken thigh', 'milk', 'frozen pea', 'onion', 'olive oil']));

    // Bob has no list: 404; with a list of his own, Alice's names are not his and are ignored.
    expect((await inject(bob, 'POST', '/api/shopping-list/put-away', { itemIds: ['chicken thigh'] })).statusCode).toBe(404);
    const bobRecipe = await saveRecipeId(testApp, bob, { title: 'Toast', ingredients: ['2 slices bread'] });
    await plan(bob, '2026-06-01', bobRecipe);
    await inject(bob, 'POST', '/api/shopping-list', { startDate: '2026-06-01', endDate: '2026-06-01' });
    const bobsTry = await inject(bob, 'POST', '/api/shopping-list/put-away', { itemIds: ['chicken thigh', 'milk'] });
    expect(bobsTry.statusCode).toBe(200);
    expect(bobsTry.json()).toEqual({ items: [], updated: [] });
    expect(await readCart(alice)).toEqual({ pantry: [], refrigerator: [], freezer: [] });

    const response = await inject(alice, 'POST', '/api/shopping-list/put-away', {
      itemIds: ['chicken thigh', 'milk', 'frozen pea', 'onion', 'olive oil', 'not on the list'],
      today: '2026-06-01',
    });
    expect(response.statusCode).toBe(200);
    const { items } = ZPutAwayResponseSchema.parse(response.json());
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(Object.keys(byName).sort()).toEqual(['Chicken Thigh', 'Frozen Pea', 'Milk', 'Olive Oil', 'Onion']);
    expect(byName['Chicken Thigh']).toMatchObject({ section: 'refrigerator', quantity: 500, unit: 'g' });
    expect(byName['Frozen Pea']).toMatchObject({ section: 'freezer', quantity: 300, unit: 'g' });
    expect(byName['Onion']).toMatchObject({ section: 'pantry', quantity: 3, unit: null });
    expect(byName['Milk']).toMatchObject({ section: 'refrigerator', quantity: 2, unit: 'cup' });
    // Raw chicken keeps days in the fridge, frozen peas months: both guessed from the food table.
    expect(byName['Chicken Thigh']?.useBy).toMatch(/^2026-06-0[2-5]$/);
    expect((byName['Frozen Pea']?.useBy ?? '') > '2026-08-01').toBe(true);

    const cart = await readCart(alice);
    expect(cart.refrigerator.map((item) => item.name)).toEqual(expect.arrayContaining(['Chicken Thigh', 'Milk']));
    const listAfter = (await inject(alice, 'GET', '/api/shopping-list')).json() as { items: { name: string; inCart: boolean }[] };
    expect(listAfter.items.find((item) => item.name === 'milk')?.inCart).toBe(true);
    // A second put-away of the same items adds nothing.
    const again = await inject(alice, 'POST', '/api/shopping-list/put-away', { itemIds: ['milk', 'onion'] });
    expect(again.json()).toEqual({ items: [], updated: [] });
    expect(await readCart(alice)).toEqual(cart);
    // Validation: an empty choice is a 400, never a 500.
    expect((await inject(alice, 'POST', '/api/shopping-list/put-away', { itemIds: [] })).statusCode).toBe(400);
  });

  it('puts two list items of the same cart food away as one item holding both amounts, or no amount when they do not add up', async () => {
    const carol = await createTestUser(testApp);
    const recipeId = await saveRecipeId(testApp, carol, { title: 'Toast', ingredients: ['2 slices bread'] });
    await plan(carol, '2026-06-01', recipeId);
    expect((await inject(carol, 'POST', '/api/shopping-list', { startDate: '2026-06-01', endDate: '2026-06-01' })).statusCode).toBe(200);
    // Names the list keeps apart (spacing) that are one cart name ("Cherry Tomato"), as an edited list can hold.
    const items = [
      { name: 'cherry tomato', quantity: 200, unit: 'g', checked: true },
      { name: 'cherry  tomato', quantity: 300, unit: 'g', checked: true },
      { name: 'blue  zorble', quantity: 2, unit: null, checked: true },
      { name: 'blue zorble', quantity: 100, unit: 'g', checked: true },
      { name: 'oat  drink', quantity: 1, unit: 'l', checked: true },
      { name: 'oat drink', quantity: null, unit: null, checked: true },
    ];
    const edited = await testApp.app.inject({ method: 'PUT', url: '/api/shopping-list/items', headers: { cookie: carol.cookie }, payload: { items } });
    expect(edited.statusCode).toBe(200);
    const response = await inject(carol, 'POST', '/api/shopping-list/put-away', { itemIds: items.map((item) => item.name), today: '2026-06-01' });
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(ZPutAwayResponseSchema.parse(response.json()).items.map((item) => [item.name, item]));
    expect(Object.keys(byName).sort()).toEqual(['Blue Zorble', 'Cherry Tomato', 'Oat Drink']);
    expect(byName['Cherry Tomato']).toMatchObject({ quantity: 500, unit: 'g' });
    // 2 and 100 g of a food the table does not know, or 1 l and an unmeasured carton: the cart does not claim
    // only the first amount (cooking would use up the item while food is left); the amount is unknown.
    expect(byName['Blue Zorble']).toMatchObject({ quantity: null, unit: null });
    expect(byName['Oat Drink']).toMatchObject({ quantity: null, unit: null });
  });

  it('cooked it takes the amounts out of the cart (whole items otherwise); undo restores exactly; twice is a 409', async () => {
    const before = await readCart(alice);
    const stewId = await saveRecipeId(testApp, alice, {
      title: 'Chicken Stew',
      ingredients: ['200 g chicken thighs', '1 onion, chopped', '1 cup milk', '2 tbsp olive oil', '150 ml milk', 'salt to taste', '1 carrot'],
    });
    const instanceId = await plan(alice, '2026-06-02', stewId, 2);

    // Another cook can neither cook nor undo Alice's meal.
    expect((await inject(bob, 'POST', `/api/meal-plan/entries/${instanceId}/cooked`)).statusCode).toBe(404);
    expect((await inject(bob, 'DELETE', `/api/meal-plan/entries/${instanceId}/cooked`)).statusCode).toBe(404);
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${instanceId}/cooked`)).statusCode).toBe(404);

    const response = await inject(alice, 'POST', `/api/meal-plan/entries/${instanceId}/cooked`);
    expect(response.statusCode).toBe(200);
    const { removed, changed } = ZCookedResponseSchema.parse(response.json());
    const changedBy = Object.fromEntries(changed.map((item) => [item.name, item]));
    // × 2: 400 g of 500 g chicken, 2 of 3 onions; milk: 2 cups + 300 ml of 2 cups is all of it; 4 tbsp of 1 tbsp oil.
    expect(changedBy['Chicken Thigh']).toMatchObject({ quantity: 100, unit: 'g' });
    expect(changedBy['Onion']).toMatchObject({ quantity: 1, unit: null });
    expect(removed.map((item) => item.name).sort()).toEqual(['Milk', 'Olive Oil']);
    const cooked = await readCart(alice);
    expect(cooked.refrigerator.map((item) => item.name)).not.toContain('Milk');
    expect(cooked.freezer.map((item) => item.name)).toEqual(['Frozen Pea']);

    const twice = await inject(alice, 'POST', `/api/meal-plan/entries/${instanceId}/cooked`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await readCart(alice)).toEqual(cooked);

    const undo = await inject(alice, 'DELETE', `/api/meal-plan/entries/${instanceId}/cooked`);
    expect(undo.statusCode).toBe(200);
    expect(await readCart(alice)).toEqual(before);
    // Undone, it may be cooked again.
    expect((await inject(alice, 'POST', `/api/meal-plan/entries/${instanceId}/cooked`)).statusCode).toBe(200);
    expect((await inject(alice, 'DELETE', `/api/meal-plan/entries/${instanceId}/cooked`)).statusCode).toBe(200);
    expect(await readCart(alice)).toEqual(before);
  });

  it('a cart item without an amount is used whole', async () => {
    const cook = await createTestUser(testApp);
    expect((await inject(cook, 'POST', '/api/cart/items', { name: 'lemon' })).statusCode).toBe(201);
    expect((await inject(cook, 'POST', '/api/cart/items', { name: 'rice' })).statusCode).toBe(201);
    const recipeId = await saveRecipeId(testApp, cook, { title: 'Lemon Rice', ingredients: ['1 lemon', '1 cup rice'] });
    const instanceId = await plan(cook, '2026-06-03', recipeId);
    const { removed, changed } = ZCookedResponseSchema.parse((await inject(cook, 'POST', `/api/meal-plan/entries/${instanceId}/cooked`)).json());
    expect(removed.map((item) => item.name).sort()).toEqual(['Lemon', 'Rice']);
    expect(changed).toEqual([]);
  });
});
