import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_ITEMS } from '../../../domain/cart.ts';
import { cartItem, user } from '../../db/schema.ts';
import { householdOf } from '../../db/household-row.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { addItem, addItemId, deleteItem, getCart, patchItem, readSectionNames } from '../../test/cart-test-helpers.ts';

describe('the ingredient cart API', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function countItems(userId: string): Promise<number> {
    const [row] = await testApp.deps.database.db.select({ value: count() }).from(cartItem).where(eq(cartItem.userId, userId));
    return row?.value ?? -1;
  }

  it('gives a cook with no cart three empty sections', async () => {
    const cook = await createTestUser(testApp);
    const response = await getCart(testApp, cook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pantry: [], refrigerator: [], freezer: [] });
  });

  it('places an item by what the food is when no section is given, and keeps a chosen section', async () => {
    const cook = await createTestUser(testApp);
    for (const name of ['Eggs', 'Spinach', 'Feta', 'Frozen peas', 'Rice', 'Flour']) expect((await addItem(testApp, cook, { name })).statusCode).toBe(201);
    expect((await addItem(testApp, cook, { name: 'Lemons', section: 'pantry' })).json().section).toBe('pantry');
    expect(await readSectionNames(testApp, cook)).toEqual({
      pantry: ['Rice', 'Flour', 'Lemons'],
      refrigerator: ['Eggs', 'Spinach', 'Feta'],
      freezer: ['Frozen Peas'],
    });
  });

  it('needs a signed-in cook with a verified e-mail', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const unverified = await createTestUser(testApp, { isVerified: false });
    for (const request of [
      getCart(testApp, unverified),
      addItem(testApp, unverified, { name: 'eggs' }),
      testApp.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie: unverified.cookie } }),
      testApp.app.inject({ method: 'GET', url: '/api/ingredients/suggestions?q=eg', headers: { cookie: unverified.cookie } }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('adds to the pantry, trimmed and title-cased, 201 with the item', async () => {
    const cook = await createTestUser(testApp);
    const response = await addItem(testApp, cook, { name: '  extra-virgin   olive oil ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Extra-Virgin Olive Oil', section: 'pantry', useBy: null, created: true });
    expect(typeof body.id).toBe('string');
    const cart = (await getCart(testApp, cook)).json();
    expect(cart.pantry).toEqual([{ id: body.id, name: 'Extra-Virgin Olive Oil', useBy: null, quantity: null, unit: null }]);
  });

  it('adds to a named section, with a use-by date', async () => {
    const cook = await createTestUser(testApp);
    const response = await addItem(testApp, cook, { name: 'frozen peas', section: 'freezer', useBy: '2030-01-31' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Frozen Peas', section: 'freezer', useBy: '2030-01-31' });
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: [], refrigerator: [], freezer: ['Frozen Peas'] });
  });

  it('ignores the same name in any section and any case: 200 with the existing item, created false', async () => {
    const cook = await createTestUser(testApp);
    const id = await addItemId(testApp, cook, 'Cherry Tomatoes', 'refrigerator');
    for (const name of ['cherry tomatoes', 'CHERRY TOMATOES', '  Cherry   tomatoes ']) {
      const response = await addItem(testApp, cook, { name, section: 'pantry' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, name: 'Cherry Tomatoes', useBy: null, quantity: null, unit: null, section: 'refrigerator', created: false });
    }
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: [], refrigerator: ['Cherry Tomatoes'], freezer: [] });
  });

  it('keeps one item when 20 adds of one name arrive at once', async () => {
    const cook = await createTestUser(testApp);
    const names = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'spinach' : 'SPINACH'));
    const responses = await Promise.all(names.map((name) => addItem(testApp, cook, { name })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await countItems(cook.id)).toBe(1);
  });

  it('refuses an empty or too long name with a clear 400, and a bad section or date', async () => {
    const cook = await createTestUser(testApp);
    const empty = await addItem(testApp, cook, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please enter an ingredient.', code: 'BAD_REQUEST' });
    const long = await addItem(testApp, cook, { name: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Ingredient names can be at most 100 characters.', code: 'BAD_REQUEST' });
    expect((await addItem(testApp, cook, { name: 'b'.repeat(100) })).statusCode).toBe(201);
    expect((await addItem(testApp, cook, { name: 'eggs', section: 'cellar' })).json().code).toBe('VALIDATION_ERROR');
    expect((await addItem(testApp, cook, { name: 'eggs', useBy: '2030-02-31' })).statusCode).toBe(400);
    expect((await addItem(testApp, cook, {})).statusCode).toBe(400);
    expect(await countItems(cook.id)).toBe(1);
  });

  it(`holds at most ${CART_MAX_ITEMS} items, also under concurrent adds`, async () => {
    const cook = await createTestUser(testApp);
    const rows = Array.from({ length: CART_MAX_ITEMS - 5 }, (_, index) => ({
      id: `seed-${cook.id}-${index}`,
      userId: cook.id,
      householdId: householdOf(cook.id),
      section: 'pantry',
      name: `Item ${index}`,
      position: index,
    }));
    await testApp.deps.database.db.insert(cartItem).values(rows);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => addItem(testApp, cook, { name: `extra ${index}` })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Your cart can hold at most 500 ingredients. Remove some to add more.', code: 'CONFLICT' });
    }
    expect(await countItems(cook.id)).toBe(CART_MAX_ITEMS);
    // A name already there is still answered (nothing new is stored), and removing one frees a place.
    expect((await addItem(testApp, cook, { name: 'item 3' })).statusCode).toBe(200);
    expect((await deleteItem(testApp, cook, `seed-${cook.id}-0`)).statusCode).toBe(204);
    expect((await addItem(testApp, cook, { name: 'one more' })).statusCode).toBe(201);
  });

  it('moves an item between sections and within a section, renumbering only what moved', async () => {
    const cook = await createTestUser(testApp);
    const eggs = await addItemId(testApp, cook, 'eggs', 'pantry');
    const feta = await addItemId(testApp, cook, 'feta', 'pantry');
    const rice = await addItemId(testApp, cook, 'rice');
    const peas = await addItemId(testApp, cook, 'peas', 'freezer');

    const toFreezer = await patchItem(testApp, cook, eggs, { section: 'freezer', index: 0 });
    expect(toFreezer.statusCode).toBe(200);
    expect(toFreezer.json()).toEqual({ id: eggs, name: 'Eggs', useBy: null, quantity: null, unit: null, section: 'freezer' });
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: ['Feta', 'Rice'], refrigerator: [], freezer: ['Eggs', 'Peas'] });

    expect((await patchItem(testApp, cook, rice, { index: 0 })).statusCode).toBe(200);
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: ['Rice', 'Feta'], refrigerator: [], freezer: ['Eggs', 'Peas'] });

    // No index: the end of the destination section. An index past the end is the end.
    expect((await patchItem(testApp, cook, feta, { section: 'freezer' })).statusCode).toBe(200);
    expect((await patchItem(testApp, cook, peas, { section: 'refrigerator', index: 40 })).statusCode).toBe(200);
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: ['Rice'], refrigerator: ['Peas'], freezer: ['Eggs', 'Feta'] });

    // The same place, or the same section without an index, changes nothing.
    expect((await patchItem(testApp, cook, feta, { section: 'freezer', index: 1 })).statusCode).toBe(200);
    expect((await patchItem(testApp, cook, eggs, { section: 'freezer' })).statusCode).toBe(200);
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: ['Rice'], refrigerator: ['Peas'], freezer: ['Eggs', 'Feta'] });
  });

  it('keeps both tabs’ changes: concurrent moves and adds of different items all land', async () => {
    const cook = await createTestUser(testApp);
    const ids = [];
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) ids.push(await addItemId(testApp, cook, name));
    await Promise.all([
      ...ids.slice(0, 3).map((id) => patchItem(testApp, cook, id, { section: 'refrigerator', index: 0 })),
      addItem(testApp, cook, { name: 'b1' }),
      addItem(testApp, cook, { name: 'b2', section: 'refrigerator' }),
      deleteItem(testApp, cook, ids[5] ?? ''),
    ]);
    const sections = await readSectionNames(testApp, cook);
    expect([...sections.refrigerator].sort()).toEqual(['A1', 'A2', 'A3', 'B2']);
    expect([...sections.pantry].sort()).toEqual(['A4', 'A5', 'B1']);
    const cart = (await getCart(testApp, cook)).json<Record<string, { id: string }[]>>();
    const [positions] = await Promise.all([
      testApp.deps.database.db.select({ section: cartItem.section, position: cartItem.position }).from(cartItem).where(eq(cartItem.userId, cook.id)),
    ]);
    const refrigeratorPositions = positions.filter((row) => row.section === 'refrigerator').map((row) => row.position);
    expect(new Set(refrigeratorPositions).size).toBe(refrigeratorPositions.length);
    expect(cart.refrigerator).toHaveLength(4);
  });

  it('renames with title-casing, refuses a name another item has, and sets or clears the use-by date', async () => {
    const cook = await createTestUser(testApp);
    const milk = await addItemId(testApp, cook, 'milk', 'refrigerator');
    await addItemId(testApp, cook, 'butter', 'refrigerator');
    const renamed = await patchItem(testApp, cook, milk, { name: 'oat milk', useBy: '2030-05-01' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: milk, name: 'Oat Milk', useBy: '2030-05-01', quantity: null, unit: null, section: 'refrigerator' });
    const clash = await patchItem(testApp, cook, milk, { name: 'BUTTER' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'That ingredient is already in your cart.', code: 'CONFLICT' });
    expect((await patchItem(testApp, cook, milk, { name: 'OAT MILK' })).json().name).toBe('OAT MILK');
    expect((await patchItem(testApp, cook, milk, { useBy: null })).json().useBy).toBeNull();
    expect((await patchItem(testApp, cook, milk, {})).statusCode).toBe(400);
    expect((await patchItem(testApp, cook, milk, { name: '' })).json()).toEqual({ error: 'Please enter an ingredient.', code: 'BAD_REQUEST' });
    expect((await patchItem(testApp, cook, milk, { index: -1 })).statusCode).toBe(400);
  });

  it('answers 404 for another cook’s item and leaves it alone', async () => {
    const owner = await createTestUser(testApp);
    const intruder = await createTestUser(testApp);
    const id = await addItemId(testApp, owner, 'saffron');
    for (const response of [
      await patchItem(testApp, intruder, id, { section: 'freezer' }),
      await patchItem(testApp, intruder, id, { name: 'stolen' }),
      await deleteItem(testApp, intruder, id),
      await deleteItem(testApp, intruder, 'no-such-item'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Ingredient not found.', code: 'NOT_FOUND' });
    }
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie: intruder.cookie } })).statusCode).toBe(204);
    expect(await readSectionNames(testApp, owner)).toEqual({ pantry: ['Saffron'], refrigerator: [], freezer: [] });
    // The same name is the intruder's own, separate item.
    expect((await addItem(testApp, intruder, { name: 'saffron' })).statusCode).toBe(201);
  });

  it('removes one item, clears the whole cart, and goes with the account', async () => {
    const cook = await createTestUser(testApp);
    const eggs = await addItemId(testApp, cook, 'eggs');
    await addItemId(testApp, cook, 'ice', 'freezer');
    await addItemId(testApp, cook, 'kale', 'refrigerator');
    expect((await deleteItem(testApp, cook, eggs)).statusCode).toBe(204);
    expect((await deleteItem(testApp, cook, eggs)).statusCode).toBe(404);
    expect(await readSectionNames(testApp, cook)).toEqual({ pantry: [], refrigerator: ['Kale'], freezer: ['Ice'] });
    const cleared = await testApp.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie: cook.cookie } });
    expect(cleared.statusCode).toBe(204);
    expect((await getCart(testApp, cook)).json()).toEqual({ pantry: [], refrigerator: [], freezer: [] });

    await addItemId(testApp, cook, 'oats');
    await testApp.deps.database.db.delete(user).where(eq(user.id, cook.id));
    expect(await countItems(cook.id)).toBe(0);
  });
});
