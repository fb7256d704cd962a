import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

type TItem = {
  name: string;
  display: string;
  checked: boolean;
  inCart: boolean;
  aisle: string;
  sources: string[];
  quantity: number | null;
  unit: string | null;
};

describe('shopping list API', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    [alice, bob] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    const soup = await saveRecipeId(testApp, alice, { title: 'Onion Soup', ingredients: ['2 onions', '1 cup milk', 'salt to taste', '2 cloves garlic'] });
    const curry = await saveRecipeId(testApp, alice, {
      title: 'Curry',
      ingredients: ['1 onion, chopped', '250 ml milk', 'Salt, to taste', '1 head garlic', '1 tbsp olive oil'],
    });
    for (const [date, recipeId, servingMultiplier] of [
      ['2026-03-02', soup, 1],
      ['2026-03-04', curry, 2],
      ['2026-03-20', soup, 1],
    ] as const) {
      const response = await inject(alice, 'POST', '/api/meal-plan/entries', { date, recipeId, servingMultiplier });
      expect(response.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  }

  function itemsOf(body: { items: TItem[] }) {
    return Object.fromEntries(body.items.map((item) => [item.name, item]));
  }

  it('needs a signed-in cook', async () => {
    expect((await inject(null, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' })).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/shopping-list')).statusCode).toBe(401);
    expect((await inject(null, 'PATCH', '/api/shopping-list/items', { name: 'onion', checked: true })).statusCode).toBe(401);
  });

  it('asks for both dates with the spec’s message', async () => {
    for (const body of [
      {},
      { startDate: '2026-03-01' },
      { endDate: '2026-03-07' },
      { startDate: '', endDate: '2026-03-07' },
      { startDate: null, endDate: null },
    ]) {
      const response = await inject(alice, 'POST', '/api/shopping-list', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please select both start and end dates', code: 'BAD_REQUEST' });
    }
  });

  it('refuses an end before the start, bad dates and ranges over 62 days', async () => {
    const backwards = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-07', endDate: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('The end date must be on or after the start date.');
    expect((await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-02-30', endDate: '2026-03-01' })).statusCode).toBe(400);
    expect((await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-01-01', endDate: '2026-12-31' })).statusCode).toBe(400);
  });

  it('answers 404 with the spec’s message when no recipe is planned in the range', async () => {
    const response = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-08', endDate: '2026-03-14' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No recipes in that date range', code: 'NOT_FOUND' });
    // Bob has no plan at all, and nothing of Alice's is his.
    expect((await inject(bob, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-31' })).statusCode).toBe(404);
    // Before a first list there is nothing to show: 200 with null, not an error.
    const none = await inject(bob, 'GET', '/api/shopping-list');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('consolidates the week’s planned recipes, scaled by their multipliers', async () => {
    const response = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.recipes).toEqual([
      { title: 'Onion Soup', date: '2026-03-02' },
      { title: 'Curry', date: '2026-03-04' },
    ]);
    const items = itemsOf(body);
    // 2 onions + 1 onion × 2; 1 cup + 250 ml × 2; salt once; cloves and a head kept apart.
    expect(items.onion).toMatchObject({
      display: '4 onions',
      quantity: 4,
      unit: null,
      aisle: 'produce',
      sources: ['Curry', 'Onion Soup'],
      checked: false,
      inCart: false,
    });
    expect(items.milk?.display).toBe('735 ml milk');
    expect(items.salt).toMatchObject({ display: 'salt', quantity: null });
    expect(items.garlic?.display).toBe('2 cloves + 2 heads garlic');
    expect(items['olive oil']?.display).toBe('2 tbsp olive oil');
    expect(body.items.map((item: TItem) => item.aisle)).toEqual(['produce', 'produce', 'dairy & eggs', 'pantry & dry goods', 'spices & condiments']);
    // The same plan gives the same list.
    const again = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(again.json().items).toEqual(body.items);
  });

  it('marks what is already in the cook’s cart, and only their own cart', async () => {
    expect((await inject(alice, 'POST', '/api/cart/items', { name: 'onions', section: 'refrigerator' })).statusCode).toBe(201);
    expect((await inject(bob, 'POST', '/api/cart/items', { name: 'olive oil' })).statusCode).toBe(201);
    const response = await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(response.statusCode).toBe(200);
    const items = itemsOf(response.json());
    expect(items.onion?.inCart).toBe(true);
    expect(items.milk?.inCart).toBe(false);
    expect(items['olive oil']?.inCart).toBe(false);
    const cart = await inject(alice, 'GET', '/api/cart');
    const onionId: string = cart.json().refrigerator[0].id;
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/cart/items/${onionId}`, headers: { cookie: alice.cookie } })).statusCode).toBe(204);
  });

  it('stores the last list with its checks, so a reload shows them', async () => {
    await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    expect((await inject(alice, 'PATCH', '/api/shopping-list/items', { name: 'onion', checked: true })).statusCode).toBe(200);
    const checked = await inject(alice, 'PATCH', '/api/shopping-list/items', { name: 'milk', checked: true });
    expect(itemsOf(checked.json()).milk?.checked).toBe(true);
    const reloaded = await inject(alice, 'GET', '/api/shopping-list');
    expect(reloaded.statusCode).toBe(200);
    const items = itemsOf(reloaded.json());
    expect([items.onion?.checked, items.milk?.checked, items.salt?.checked]).toEqual([true, true, false]);
    expect(reloaded.json()).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-07' });
    const unchecked = await inject(alice, 'PATCH', '/api/shopping-list/items', { name: 'onion', checked: false });
    expect(itemsOf(unchecked.json()).onion?.checked).toBe(false);
  });

  it('keeps both of two concurrent checks', async () => {
    await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-31' });
    const names = ['onion', 'milk', 'salt', 'garlic', 'olive oil'];
    const responses = await Promise.all(names.map((name) => inject(alice, 'PATCH', '/api/shopping-list/items', { name, checked: true })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const items = (await inject(alice, 'GET', '/api/shopping-list')).json().items as TItem[];
    expect(items.every((item) => item.checked)).toBe(true);
  });

  it('answers 404 for an item that is not on the list, and 400 for a bad body', async () => {
    await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    const missing = await inject(alice, 'PATCH', '/api/shopping-list/items', { name: 'caviar', checked: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await inject(alice, 'PATCH', '/api/shopping-list/items', { name: 'onion', checked: 'yes' })).statusCode).toBe(400);
    expect((await inject(alice, 'PATCH', '/api/shopping-list/items', { checked: true })).statusCode).toBe(400);
  });

  it('saves the edit mode’s list: renamed, re-measured, added and removed items', async () => {
    await inject(alice, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    const response = await inject(alice, 'PUT', '/api/shopping-list/items', {
      items: [
        { name: 'red onion', quantity: 3, unit: null, aisle: 'produce', checked: false },
        { name: 'milk', quantity: 1, unit: 'l', aisle: 'dairy & eggs', checked: true },
        { name: 'paper towels', quantity: null, unit: null, aisle: 'other', checked: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as TItem[];
    expect(items.map((item) => [item.name, item.display, item.checked])).toEqual([
      ['red onion', '3 red onions', false],
      ['milk', '1 l milk', true],
      ['paper towels', 'paper towels', false],
    ]);
    expect(items[1]?.sources).toEqual(['Curry', 'Onion Soup']);
    expect((await inject(alice, 'GET', '/api/shopping-list')).json().items).toEqual(items);
    const duplicate = await inject(alice, 'PUT', '/api/shopping-list/items', {
      items: [
        { name: 'Milk', quantity: 1, unit: 'l', aisle: 'dairy & eggs', checked: false },
        { name: 'milk', quantity: 2, unit: 'l', aisle: 'dairy & eggs', checked: false },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect((await inject(alice, 'PUT', '/api/shopping-list/items', { items: [{ name: '', quantity: 1, unit: null }] })).statusCode).toBe(400);
    expect((await inject(bob, 'PUT', '/api/shopping-list/items', { items: [] })).statusCode).toBe(404);
  });
});
