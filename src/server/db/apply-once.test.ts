import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecipeId } from '../test/recipe-test-helpers.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';

// Issue 29: actions taken offline are queued by the page and sent when the network returns; a queue
// may send one twice (an answer lost on the way back). Each carries a clientId the server applies once.
describe('offline actions applied once', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let neighbour: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    [cook, neighbour] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  it('rates once for one clientId, though the same star sent twice would otherwise clear it', async () => {
    const recipeId = await saveRecipeId(testApp, cook, { title: 'Plum Cake' });
    const clientId = randomUUID();
    const first = await inject(cook, 'PUT', `/api/recipes/${recipeId}/rating`, { rating: 4, clientId });
    expect(first.statusCode).toBe(200);
    expect(first.json().rating).toBe(4);
    const replay = await inject(cook, 'PUT', `/api/recipes/${recipeId}/rating`, { rating: 4, clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().rating).toBe(4);
    // A new tap (a new id) on the same star toggles it off, as before.
    expect((await inject(cook, 'PUT', `/api/recipes/${recipeId}/rating`, { rating: 4, clientId: randomUUID() })).json().rating).toBe(0);
  });

  it('adds one cart item for one clientId, even when the item was removed in between', async () => {
    const clientId = randomUUID();
    const added = await inject(cook, 'POST', '/api/cart/items', { name: 'leeks', clientId });
    expect(added.statusCode).toBe(201);
    expect((await inject(cook, 'DELETE', `/api/cart/items/${added.json().id}`)).statusCode).toBe(204);
    const replay = await inject(cook, 'POST', '/api/cart/items', { name: 'leeks', clientId });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(added.json());
    const cart = (await inject(cook, 'GET', '/api/cart')).json();
    expect([...cart.pantry, ...cart.refrigerator, ...cart.freezer].map((item: { name: string }) => item.name)).not.toContain('Leeks');
  });

  it('applies five concurrent sends of one cart add once', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => inject(cook, 'POST', '/api/cart/items', { name: 'quince', clientId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
  });

  it('replays a list check as the list is now, without undoing a later change', async () => {
    const recipeId = await saveRecipeId(testApp, cook, { title: 'Onion Soup', ingredients: ['2 onions', '1 cup milk'] });
    expect((await inject(cook, 'POST', '/api/meal-plan/entries', { date: '2026-03-02', recipeId })).statusCode).toBe(201);
    const list = await inject(cook, 'POST', '/api/shopping-list', { startDate: '2026-03-01', endDate: '2026-03-07' });
    const name: string = list.json().items[0].name;
    const clientId = randomUUID();
    const checked = await inject(cook, 'PATCH', '/api/shopping-list/items', { name, checked: true, clientId });
    expect(checked.json().items.find((item: { name: string }) => item.name === name).checked).toBe(true);
    await inject(cook, 'PATCH', '/api/shopping-list/items', { name, checked: false, clientId: randomUUID() });
    const replay = await inject(cook, 'PATCH', '/api/shopping-list/items', { name, checked: true, clientId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().items.find((item: { name: string }) => item.name === name).checked).toBe(false);
  });

  it('keeps ids per cook, leaves a failed action free to try again, and refuses an id that is not a UUID', async () => {
    const clientId = randomUUID();
    const recipeId = await saveRecipeId(testApp, cook, { title: 'Rice Pudding' });
    // Another cook's recipe is a 404 for the neighbour; the id stays unused, so the retry on their own recipe applies.
    expect((await inject(neighbour, 'PUT', `/api/recipes/${recipeId}/rating`, { rating: 5, clientId })).statusCode).toBe(404);
    const own = await saveRecipeId(testApp, neighbour, { title: 'Barley Soup' });
    expect((await inject(neighbour, 'PUT', `/api/recipes/${own}/rating`, { rating: 5, clientId })).json().rating).toBe(5);
    // The same id from another cook is theirs alone.
    expect((await inject(cook, 'PUT', `/api/recipes/${recipeId}/rating`, { rating: 3, clientId })).json().rating).toBe(3);
    const refused = await inject(cook, 'POST', '/api/cart/items', { name: 'figs', clientId: 'not-a-uuid' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
