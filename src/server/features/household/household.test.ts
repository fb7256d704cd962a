import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MAX_MEMBERS, ZHouseholdSchema } from '../../../domain/household.ts';
import { RECIPES_PER_PLANNER_DAY } from '../../../domain/limits.ts';
import { releaseHousehold } from '../../db/household-row.ts';
import { household, householdInvitation, householdMember, mealPlanEntry } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { createTestUser, extractToken, type TTestUser } from '../../test/test-users.ts';

describe('households API', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  function inject(who: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  }

  async function readHousehold(who: TTestUser) {
    const response = await inject(who, 'GET', '/api/household');
    expect(response.statusCode).toBe(200);
    return ZHouseholdSchema.parse(response.json());
  }

  /** Invites `guest` into `host`'s household and returns the token from the e-mail. */
  async function invite(host: TTestUser, email: string): Promise<string> {
    const response = await inject(host, 'POST', '/api/household/invitations', { email });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'expiresAt', 'id']);
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const mail = [...testApp.mailbox].reverse().find((message) => message.to === email && message.link?.includes('/household/join'));
    return extractToken(mail?.link, 'token');
  }

  async function join(host: TTestUser, guest: TTestUser, bringMyPlan?: boolean) {
    const token = await invite(host, guest.email);
    const response = await inject(guest, 'POST', '/api/household/invitations/accept', { token, ...(bringMyPlan === undefined ? {} : { bringMyPlan }) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('gives every new cook a household of one, which they own', async () => {
    const cook = await createTestUser(testApp, { name: 'Ada' });
    const home = await readHousehold(cook);
    expect(home.name).toBe("Ada's household");
    expect(home.members).toEqual([{ userId: cook.id, name: 'Ada', email: cook.email, role: 'owner' }]);
  });

  it('moves an invited cook into the household, which both then share', async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp, { name: 'Host' }), createTestUser(testApp, { name: 'Guest' })]);
    const guestOldHousehold = (await readHousehold(guest)).id;
    const answer = await join(host, guest);
    expect(answer.household.members.map((member: { userId: string; role: string }) => [member.userId, member.role])).toEqual([
      [host.id, 'owner'],
      [guest.id, 'member'],
    ]);
    expect((await readHousehold(host)).members).toHaveLength(2);
    // The household of one the guest left is gone.
    expect(await testApp.deps.database.db.select().from(household).where(eq(household.id, guestOldHousehold))).toHaveLength(0);
  });

  it('refuses another address, a used link, an expired link and a guessed one, each with a clear answer', async () => {
    const [host, invited, stranger] = await Promise.all([createTestUser(testApp), createTestUser(testApp), createTestUser(testApp)]);
    const token = await invite(host, invited.email);
    const wrong = await inject(stranger, 'POST', '/api/household/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: expect.stringContaining('another e-mail address'), code: 'FORBIDDEN' });

    const guessed = await inject(invited, 'POST', '/api/household/invitations/accept', { token: `${token.slice(0, -2)}xx` });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().code).toBe('NOT_FOUND');

    expect((await inject(invited, 'POST', '/api/household/invitations/accept', { token })).statusCode).toBe(200);
    const reused = await inject(invited, 'POST', '/api/household/invitations/accept', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ error: 'This invitation has already been used.', code: 'INVITATION_USED' });

    const late = await createTestUser(testApp);
    const lateToken = await invite(host, late.email);
    await testApp.deps.database.db
      .update(householdInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitation.email, late.email));
    const expired = await inject(late, 'POST', '/api/household/invitations/accept', { token: lateToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'This invitation has expired. Ask for a new one.', code: 'INVITATION_EXPIRED' });
    expect((await readHousehold(late)).members).toHaveLength(1);
  });

  it('validates the invitation body and refuses a ninth member', async () => {
    const host = await createTestUser(testApp);
    expect((await inject(host, 'POST', '/api/household/invitations', { email: 'not an address' })).json().code).toBe('VALIDATION_ERROR');
    expect((await inject(host, 'POST', '/api/household/invitations', { email: host.email })).statusCode).toBe(409);
    const guests = await Promise.all(Array.from({ length: HOUSEHOLD_MAX_MEMBERS - 1 }, () => createTestUser(testApp)));
    for (const guest of guests) await join(host, guest);
    expect((await readHousehold(host)).members).toHaveLength(HOUSEHOLD_MAX_MEMBERS);
    const full = await inject(host, 'POST', '/api/household/invitations', { email: 'ninth@example.test' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'A household has at most 8 members.', code: 'CONFLICT' });
  });

  it('shares the 5-a-day limit: 10 concurrent adds to one day from two members make exactly 5', async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    await join(host, guest);
    const [hostRecipe, guestRecipe] = await Promise.all([
      saveRecipeId(testApp, host, { title: 'Host Soup' }),
      saveRecipeId(testApp, guest, { title: 'Guest Stew' }),
    ]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? inject(host, 'POST', '/api/meal-plan/entries', { date: '2026-05-01', recipeId: hostRecipe })
          : inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-05-01', recipeId: guestRecipe }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(RECIPES_PER_PLANNER_DAY);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(10 - RECIPES_PER_PLANNER_DAY);
    const householdId = (await readHousehold(host)).id;
    const [planned] = await testApp.deps.database.db
      .select({ value: count() })
      .from(mealPlanEntry)
      .where(and(eq(mealPlanEntry.householdId, householdId), eq(mealPlanEntry.date, '2026-05-01')));
    expect(planned?.value).toBe(RECIPES_PER_PLANNER_DAY);
    // Both members read the same plan.
    const hostPlan = (await inject(host, 'GET', '/api/meal-plan?from=2026-05-01&to=2026-05-01')).json();
    const guestPlan = (await inject(guest, 'GET', '/api/meal-plan?from=2026-05-01&to=2026-05-01')).json();
    expect(guestPlan).toEqual(hostPlan);
    expect(hostPlan.days['2026-05-01']).toHaveLength(RECIPES_PER_PLANNER_DAY);
  });

  it('shares the cart and the shopping list checks, and a removed member gets 404 for them on the very next request', async () => {
    const [host, guest, outsider] = await Promise.all([createTestUser(testApp), createTestUser(testApp), createTestUser(testApp)]);
    await join(host, guest);
    const recipeId = await saveRecipeId(testApp, host, { title: 'Onion Soup', ingredients: ['2 onions', '1 l broth'] });
    const planned = await inject(host, 'POST', '/api/meal-plan/entries', { date: '2026-06-01', recipeId });
    const instanceId = planned.json().instanceId;
    const added = await inject(guest, 'POST', '/api/cart/items', { name: 'rice' });
    expect(added.statusCode).toBe(201);
    const itemId = added.json().id;
    expect((await inject(host, 'GET', '/api/cart')).json().pantry.map((item: { name: string }) => item.name)).toEqual(['Rice']);
    // The same name from the other member is the same item.
    expect((await inject(host, 'POST', '/api/cart/items', { name: 'RICE' })).statusCode).toBe(200);
    expect((await inject(guest, 'POST', '/api/shopping-list', { startDate: '2026-06-01', endDate: '2026-06-01' })).statusCode).toBe(200);
    const list = (await inject(host, 'GET', '/api/shopping-list')).json();
    const firstItem = list.items[0].name;
    expect((await inject(host, 'PATCH', '/api/shopping-list/items', { name: firstItem, checked: true })).statusCode).toBe(200);
    expect((await inject(guest, 'GET', '/api/shopping-list')).json().items[0].checked).toBe(true);

    // An outsider sees none of it.
    expect((await inject(outsider, 'DELETE', `/api/meal-plan/entries/${instanceId}`)).statusCode).toBe(404);
    expect((await inject(outsider, 'PATCH', `/api/meal-plan/entries/${instanceId}`, { servingMultiplier: 2 })).statusCode).toBe(404);
    expect((await inject(outsider, 'PATCH', `/api/cart/items/${itemId}`, { name: 'Beans' })).statusCode).toBe(404);
    expect((await inject(outsider, 'DELETE', `/api/cart/items/${itemId}`)).statusCode).toBe(404);
    expect((await inject(outsider, 'GET', '/api/shopping-list')).json()).toBeNull();
    expect((await inject(outsider, 'PATCH', '/api/shopping-list/items', { name: firstItem, checked: false })).statusCode).toBe(404);

    // Warm the guest's cached planner month, then remove them.
    expect((await inject(guest, 'GET', '/api/meal-plan?from=2026-06-01&to=2026-06-01')).json().days['2026-06-01']).toHaveLength(1);
    expect((await inject(guest, 'DELETE', `/api/household/members/${host.id}`)).statusCode).toBe(403);
    expect((await inject(host, 'DELETE', `/api/household/members/${outsider.id}`)).statusCode).toBe(404);
    expect((await inject(host, 'DELETE', `/api/household/members/${guest.id}`)).statusCode).toBe(204);
    expect((await inject(guest, 'GET', '/api/meal-plan?from=2026-06-01&to=2026-06-01')).json().days).toEqual({});
    expect((await inject(guest, 'DELETE', `/api/meal-plan/entries/${instanceId}`)).statusCode).toBe(404);
    expect((await inject(guest, 'DELETE', `/api/cart/items/${itemId}`)).statusCode).toBe(404);
    expect((await inject(guest, 'GET', '/api/shopping-list')).json()).toBeNull();
    expect((await inject(guest, 'GET', '/api/cart')).json()).toEqual({ pantry: [], refrigerator: [], freezer: [] });
    const guestHome = await readHousehold(guest);
    expect(guestHome.members).toEqual([expect.objectContaining({ userId: guest.id, role: 'owner' })]);
    // The household keeps what the guest added.
    expect((await inject(host, 'GET', '/api/cart')).json().pantry).toHaveLength(1);
  });

  it('brings the cook’s plan and cart when asked, within the day limit', async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    const [hostRecipe, guestRecipe] = await Promise.all([
      saveRecipeId(testApp, host, { title: 'Host Pie' }),
      saveRecipeId(testApp, guest, { title: 'Guest Pie' }),
    ]);
    for (let index = 0; index < 4; index += 1) await inject(host, 'POST', '/api/meal-plan/entries', { date: '2026-07-01', recipeId: hostRecipe });
    for (let index = 0; index < 2; index += 1) await inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-07-01', recipeId: guestRecipe });
    await inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-07-02', recipeId: guestRecipe });
    await inject(host, 'POST', '/api/cart/items', { name: 'Salt' });
    await inject(guest, 'POST', '/api/cart/items', { name: 'salt' });
    await inject(guest, 'POST', '/api/cart/items', { name: 'Eggs' });
    // The guest's own list, one item checked: the host's household has none, so it comes along with its check.
    const guestList = await inject(guest, 'POST', '/api/shopping-list', { startDate: '2026-07-02', endDate: '2026-07-02' });
    expect(guestList.statusCode).toBe(200);
    const checkedName: string = guestList.json().items[0].name;
    expect((await inject(guest, 'PATCH', '/api/shopping-list/items', { name: checkedName, checked: true })).statusCode).toBe(200);
    await join(host, guest, true);
    const sharedList = (await inject(host, 'GET', '/api/shopping-list')).json();
    expect(sharedList.items.find((item: { name: string }) => item.name === checkedName)).toEqual(expect.objectContaining({ checked: true }));
    const plan = (await inject(guest, 'GET', '/api/meal-plan?from=2026-07-01&to=2026-07-02')).json();
    expect(plan.days['2026-07-01']).toHaveLength(RECIPES_PER_PLANNER_DAY);
    expect(plan.days['2026-07-02']).toHaveLength(1);
    const cart = (await inject(host, 'GET', '/api/cart')).json();
    expect([...cart.pantry, ...cart.refrigerator].map((item: { name: string }) => item.name).sort()).toEqual(['Eggs', 'Salt']);
  });

  it('leaves nothing behind by default, hands ownership over, and lets anyone leave with a fresh household', async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    const guestRecipe = await saveRecipeId(testApp, guest, { title: 'Guest Tart' });
    await inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-08-01', recipeId: guestRecipe });
    await join(host, guest, false);
    expect((await inject(host, 'GET', '/api/meal-plan?from=2026-08-01&to=2026-08-01')).json().days).toEqual({});

    expect((await inject(guest, 'POST', '/api/household/owner', { userId: guest.id })).statusCode).toBe(403);
    const handed = await inject(host, 'POST', '/api/household/owner', { userId: guest.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().members[0]).toEqual(expect.objectContaining({ userId: guest.id, role: 'owner' }));

    const householdId = (await readHousehold(host)).id;
    const left = await inject(guest, 'POST', '/api/household/leave');
    expect(left.statusCode).toBe(200);
    expect(left.json().id).not.toBe(householdId);
    expect(left.json().members).toEqual([expect.objectContaining({ userId: guest.id, role: 'owner' })]);
    // The one who stays becomes the owner again.
    expect((await readHousehold(host)).members).toEqual([expect.objectContaining({ userId: host.id, role: 'owner' })]);
    const alone = await inject(host, 'POST', '/api/household/leave');
    expect(alone.statusCode).toBe(409);
  });

  it('keeps a shared household with its other members when one deletes the account', async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    await join(host, guest);
    const householdId = (await readHousehold(host)).id;
    await testApp.deps.database.db.transaction(async (tx) => {
      await releaseHousehold(tx, host.id);
      await tx.delete(householdMember).where(eq(householdMember.userId, host.id));
    });
    expect((await readHousehold(guest)).id).toBe(householdId);
    expect((await readHousehold(guest)).members).toEqual([expect.objectContaining({ userId: guest.id, role: 'owner' })]);
  });
  it("lists the other members' saved recipes for the planner, plans a copy of one, and shows none to an outsider or a removed member", async () => {
    const [host, guest, outsider] = await Promise.all([
      createTestUser(testApp, { name: 'Hester' }),
      createTestUser(testApp, { name: 'Gus' }),
      createTestUser(testApp, { name: 'Olive' }),
    ]);
    const hostRecipe = await saveRecipeId(testApp, host, { title: 'Hester Hotpot', ingredients: ['2 potatoes', '1 onion'] });
    await saveRecipeId(testApp, host, { title: 'Hester Flan', ingredients: ['3 eggs'] });
    const guestRecipe = await saveRecipeId(testApp, guest, { title: 'Gus Goulash' });
    const outsiderRecipe = await saveRecipeId(testApp, outsider, { title: 'Olive Tapenade' });

    // Alone, the household list is empty; an outsider's recipe cannot be planned by anyone else.
    expect((await inject(guest, 'GET', '/api/household/recipes')).json()).toEqual({ recipes: [], total: 0 });
    await join(host, guest);

    const listed = await inject(guest, 'GET', '/api/household/recipes?sort=title');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(2);
    expect(listed.json().recipes.map((item: { title: string; savedBy: { name: string } }) => [item.title, item.savedBy.name])).toEqual([
      ['Hester Flan', 'Hester'],
      ['Hester Hotpot', 'Hester'],
    ]);
    expect((await inject(guest, 'GET', '/api/household/recipes?q=potato')).json().recipes.map((item: { id: string }) => item.id)).toEqual([hostRecipe]);
    expect((await inject(guest, 'GET', '/api/household/recipes?limit=1&offset=5')).json()).toEqual({ recipes: [], total: 2 });
    expect((await inject(guest, 'GET', '/api/household/recipes?limit=0')).json().code).toBe('VALIDATION_ERROR');
    // The host sees the guest's, never their own; the outsider sees neither.
    expect((await inject(host, 'GET', '/api/household/recipes')).json().recipes.map((item: { id: string }) => item.id)).toEqual([guestRecipe]);
    const outsiderView = await inject(outsider, 'GET', '/api/household/recipes');
    expect(outsiderView.json()).toEqual({ recipes: [], total: 0 });

    // A member plans a copy of another's recipe; the source stays the owner's alone.
    const planned = await inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-10-01', recipeId: hostRecipe });
    expect(planned.statusCode).toBe(201);
    expect(planned.json().recipe.title).toBe('Hester Hotpot');
    expect((await inject(guest, 'GET', `/api/recipes/${hostRecipe}`)).statusCode).toBe(404);
    expect((await inject(guest, 'PATCH', `/api/recipes/${hostRecipe}`, { title: 'Taken' })).statusCode).toBe(404);
    for (const [who, recipeId] of [
      [outsider, hostRecipe],
      [guest, outsiderRecipe],
    ] as const) {
      const refused = await inject(who, 'POST', '/api/meal-plan/entries', { date: '2026-10-02', recipeId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }

    // Removed, the guest sees none of the household's recipes and cannot plan them; the planned copy stays with the household.
    expect((await inject(host, 'DELETE', `/api/household/members/${guest.id}`)).statusCode).toBe(204);
    expect((await inject(guest, 'GET', '/api/household/recipes')).json()).toEqual({ recipes: [], total: 0 });
    expect((await inject(guest, 'POST', '/api/meal-plan/entries', { date: '2026-10-03', recipeId: hostRecipe })).statusCode).toBe(404);
    expect((await inject(host, 'GET', '/api/meal-plan?from=2026-10-01&to=2026-10-01')).json().days['2026-10-01']).toHaveLength(1);
  });
});
