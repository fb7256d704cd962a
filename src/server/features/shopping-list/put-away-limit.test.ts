import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_FULL_MESSAGE, CART_MAX_ITEMS } from '../../../domain/cart.ts';
import { ZPutAwayResponseSchema } from '../../../domain/pantry.ts';
import { householdOf } from '../../db/household-row.ts';
import { cartItem } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

// Put-away inserts its items in one statement after one limit check under the household's lock: the batch fits
// whole or nothing goes in, and two put-aways at once never pass the cart's limit together.
describe('put-away and the cart limit', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp);
    const recipeId = await saveRecipeId(testApp, cook, { title: 'Market Bowl', ingredients: ['2 carrots', '1 lemon', '200 g spinach', '1 cucumber'] });
    const headers = { cookie: cook.cookie };
    expect((await testApp.app.inject({ method: 'POST', url: '/api/meal-plan/entries', headers, payload: { date: '2026-07-01', recipeId } })).statusCode).toBe(
      201,
    );
    const list = await testApp.app.inject({ method: 'POST', url: '/api/shopping-list', headers, payload: { startDate: '2026-07-01', endDate: '2026-07-01' } });
    expect(list.statusCode, list.body).toBe(200);
    // Two places left; the refrigerator's last place is 40.
    const rows = Array.from({ length: CART_MAX_ITEMS - 2 }, (_, index) => ({
      id: `seed-${cook.id}-${index}`,
      userId: cook.id,
      householdId: householdOf(cook.id),
      section: index % 2 === 0 ? 'pantry' : 'refrigerator',
      name: `Item ${index}`,
      position: index % 2 === 0 ? index : 40,
    }));
    // Positions need not be unique for this check; only the last one per section matters.
    await testApp.deps.database.db.insert(cartItem).values(rows);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const putAway = (itemIds: string[]) =>
    testApp.app.inject({ method: 'POST', url: '/api/shopping-list/put-away', headers: { cookie: cook.cookie }, payload: { itemIds, today: '2026-07-01' } });
  const countItems = async () =>
    (
      await testApp.deps.database.db
        .select()
        .from(cartItem)
        .where(eq(cartItem.householdId, householdOf(cook.id)))
    ).length;

  it('refuses a batch that does not fit whole (409, nothing put away), then two at once: exactly one passes', async () => {
    const tooMany = await putAway(['carrot', 'lemon', 'spinach']);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ error: CART_FULL_MESSAGE, code: 'CONFLICT' });
    expect(await countItems()).toBe(CART_MAX_ITEMS - 2);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/shopping-list', headers: { cookie: cook.cookie } });
    expect((list.json().items as { inCart: boolean }[]).every((item) => !item.inCart)).toBe(true);

    const [first, second] = await Promise.all([putAway(['carrot', 'lemon']), putAway(['spinach', 'cucumber'])]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await countItems()).toBe(CART_MAX_ITEMS);
    const passed = first?.statusCode === 200 ? first : second;
    const { items } = ZPutAwayResponseSchema.parse(passed?.json());
    expect(items).toHaveLength(2);
    // Each goes last in its section: after the seeded places.
    const stored = await testApp.deps.database.db
      .select()
      .from(cartItem)
      .where(eq(cartItem.householdId, householdOf(cook.id)));
    for (const item of items) {
      const row = stored.find((candidate) => candidate.id === item.id);
      const seededLast = Math.max(
        -1,
        ...stored.filter((candidate) => candidate.section === row?.section && candidate.id.startsWith('seed-')).map((candidate) => candidate.position),
      );
      expect(row?.position).toBeGreaterThan(seededLast);
    }
  });
});
