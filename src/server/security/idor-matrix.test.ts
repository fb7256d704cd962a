import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiToken,
  cartItem,
  conversation,
  household,
  householdMember,
  importJob,
  mealPlanEntry,
  message,
  profile,
  recipe,
  sharedRecipe,
  user,
  mealPlanProposal,
  mealPlanRule,
} from '../db/schema.ts';
import { addItemId } from '../test/cart-test-helpers.ts';
import { submitContact } from '../test/messages-test-helpers.ts';
import { saveRecipeId } from '../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import { uploadImportFile } from '../test/upload-test-helpers.ts';
import type { TRouteEntry } from '../plugins/route-policy.ts';

/** The things a cook owns that a route can name by id. */
type TResource = 'recipe' | 'conversation' | 'cartItem' | 'planEntry' | 'user' | 'apiToken' | 'importJob' | 'proposal' | 'rule';

type TOwnedIds = Record<TResource, string>;

type TMatrixRow = {
  resource: TResource;
  /** A body the route would accept from the owner, so a refusal is about ownership, not validation. */
  payload?: object;
  /** 404 hides that the id exists; 403 is for admin-only routes (the role check comes first). */
  status: 404 | 403;
};

/**
 * Every route with an id in its path, with what it names. A route added to the app with an id
 * and not listed here fails the first test: deciding how it is protected is part of adding it.
 * GET /api/shared-recipes/:id takes a share link id, a capability anyone signed in may read on
 * purpose; given a cook's private recipe id it must find nothing.
 */
const ID_ROUTES: Record<string, TMatrixRow> = {
  'GET /api/recipes/:id': { resource: 'recipe', status: 404 },
  'PATCH /api/recipes/:id': { resource: 'recipe', payload: { title: 'Taken over' }, status: 404 },
  'DELETE /api/recipes/:id': { resource: 'recipe', status: 404 },
  'PUT /api/recipes/:id/rating': { resource: 'recipe', payload: { rating: 1 }, status: 404 },
  'POST /api/recipes/:id/share': { resource: 'recipe', status: 404 },
  'GET /api/shared-recipes/:id': { resource: 'recipe', status: 404 },
  'GET /api/shared-recipes/:id/saved': { resource: 'recipe', status: 404 },
  'POST /api/shared-recipes/:id/save': { resource: 'recipe', status: 404 },
  'GET /api/user-plan/:uid': { resource: 'user', status: 404 },
  'GET /api/conversations/:id/messages': { resource: 'conversation', status: 404 },
  'POST /api/conversations/:id/messages': { resource: 'conversation', payload: { text: 'I got in' }, status: 404 },
  'PATCH /api/conversations/:id/read': { resource: 'conversation', payload: { role: 'user' }, status: 404 },
  'PATCH /api/conversations/:id/end': { resource: 'conversation', status: 403 },
  'DELETE /api/conversations/:id': { resource: 'conversation', status: 404 },
  'DELETE /api/admin/conversations/:id': { resource: 'conversation', status: 403 },
  'GET /api/admin/users/:id': { resource: 'user', status: 403 },
  'PATCH /api/admin/users/:id': { resource: 'user', payload: { disabled: true }, status: 403 },
  'POST /api/admin/users/:id/reset-count': { resource: 'user', status: 403 },
  'DELETE /api/admin/users/:id': { resource: 'user', status: 403 },
  'PATCH /api/cart/items/:id': { resource: 'cartItem', payload: { name: 'Taken over' }, status: 404 },
  'DELETE /api/cart/items/:id': { resource: 'cartItem', status: 404 },
  'PATCH /api/meal-plan/entries/:instanceId': { resource: 'planEntry', payload: { servingMultiplier: 2 }, status: 404 },
  'DELETE /api/meal-plan/entries/:instanceId': { resource: 'planEntry', status: 404 },
  'POST /api/meal-plan/entries/:instanceId/cooked': { resource: 'planEntry', status: 404 },
  'DELETE /api/meal-plan/entries/:instanceId/cooked': { resource: 'planEntry', status: 404 },
  'POST /api/meal-plan/entries/:instanceId/leftovers': { resource: 'planEntry', payload: { date: '2026-03-03' }, status: 404 },
  'DELETE /api/meal-plan/rules/:id': { resource: 'rule', status: 404 },
  'POST /api/meal-plan/proposals/:id/swap': { resource: 'proposal', payload: { date: '2026-03-02', meal: 'dinner' }, status: 404 },
  'POST /api/meal-plan/proposals/:id/accept': { resource: 'proposal', status: 404 },
  'DELETE /api/tokens/:id': { resource: 'apiToken', status: 404 },
  'GET /api/imports/:id': { resource: 'importJob', status: 404 },
  'POST /api/imports/:id/confirm': { resource: 'importJob', status: 404 },
  'DELETE /api/imports/:id': { resource: 'importJob', status: 404 },
  // A cook outside the owner's household is no member of it: removing them finds nothing.
  'DELETE /api/household/members/:userId': { resource: 'user', status: 404 },
  // The feed's address is its own capability (public, unguessable); a cook's ids name no feed.
  'GET /api/calendar/:feed': { resource: 'recipe', status: 404 },
};

/** Words only the owner's data contains: none may appear in an answer to the other cook. */
function secretOf(cook: string): string {
  return `secret-of-${cook}`;
}

describe("IDOR matrix: on every route with an id, a cook's ids are nothing to another cook", () => {
  let testApp: TTestApp;
  const cooks = new Map<'alice' | 'bob', { user: TTestUser; ids: TOwnedIds }>();
  let idRoutes: TRouteEntry[];

  function getCook(name: 'alice' | 'bob') {
    const cook = cooks.get(name);
    if (!cook) throw new Error(`${name} was not created`);
    return cook;
  }

  async function createOwnedIds(name: 'alice' | 'bob', who: TTestUser): Promise<TOwnedIds> {
    const secret = secretOf(name);
    const recipeId = await saveRecipeId(testApp, who, { title: `Soup ${secret}`, notes: secret });
    const conversationId = await submitContact(testApp, who, { message: `Question ${secret}` });
    const cartItemId = await addItemId(testApp, who, `flour ${secret}`);
    const entry = await testApp.app.inject({
      method: 'POST',
      url: '/api/meal-plan/entries',
      headers: { cookie: who.cookie },
      payload: { date: '2026-03-02', recipeId },
    });
    if (entry.statusCode !== 201) throw new Error(`plan entry failed: ${entry.statusCode} ${entry.body}`);
    const token = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: who.cookie },
      payload: { name: `Script ${secret}`, scope: 'read' },
    });
    if (token.statusCode !== 201) throw new Error(`token failed: ${token.statusCode} ${token.body}`);
    const importId = await createReviewedImportId(who, secret);
    const proposal = await testApp.app.inject({
      method: 'POST',
      url: '/api/meal-plan/proposals',
      headers: { cookie: who.cookie },
      payload: { prompt: 'two dinners', from: '2026-03-02', to: '2026-03-03', meals: ['dinner'] },
    });
    if (proposal.statusCode !== 201) throw new Error(`proposal failed: ${proposal.statusCode} ${proposal.body}`);
    const rule = await testApp.app.inject({
      method: 'POST',
      url: '/api/meal-plan/rules',
      headers: { cookie: who.cookie },
      payload: { weekday: 5, meal: 'dinner', recipeId },
    });
    if (rule.statusCode !== 201) throw new Error(`rule failed: ${rule.statusCode} ${rule.body}`);
    return {
      recipe: recipeId,
      conversation: conversationId,
      cartItem: cartItemId,
      planEntry: entry.json().instanceId,
      user: who.id,
      apiToken: token.json().id,
      importJob: importId,
      proposal: proposal.json().id,
      rule: rule.json().id,
    };
  }

  /** An import of one JSON-LD recipe, left in review so the snapshot below cannot move under the test. */
  async function createReviewedImportId(who: TTestUser, secret: string): Promise<string> {
    const file = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `Stew ${secret}`,
      recipeIngredient: ['1 cup water'],
      recipeInstructions: ['Simmer.'],
    });
    const created = await uploadImportFile(testApp, who, 'recipe.json', new TextEncoder().encode(file));
    if (created.statusCode !== 201) throw new Error(`import failed: ${created.statusCode} ${created.body}`);
    const id = String(created.json().id);
    for (let attempt = 0; attempt < 2_000; attempt += 1) {
      const job = await testApp.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: who.cookie } });
      if (job.json().status === 'review') return id;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`import ${id} never reached its review`);
  }

  /** Every row of every table a cook owns, in a stable order. */
  async function snapshotData() {
    const { db } = testApp.deps.database;
    return {
      users: await db.select().from(user).orderBy(asc(user.id)),
      profiles: await db.select().from(profile).orderBy(asc(profile.userId)),
      recipes: await db.select().from(recipe).orderBy(asc(recipe.id)),
      shared: await db.select().from(sharedRecipe).orderBy(asc(sharedRecipe.id)),
      conversations: await db.select().from(conversation).orderBy(asc(conversation.id)),
      messages: await db.select().from(message).orderBy(asc(message.id)),
      cart: await db.select().from(cartItem).orderBy(asc(cartItem.id)),
      plan: await db.select().from(mealPlanEntry).orderBy(asc(mealPlanEntry.instanceId)),
      apiTokens: await db.select().from(apiToken).orderBy(asc(apiToken.id)),
      households: await db.select().from(household).orderBy(asc(household.id)),
      householdMembers: await db.select().from(householdMember).orderBy(asc(householdMember.userId)),
      imports: await db.select().from(importJob).orderBy(asc(importJob.id)),
      proposals: await db.select().from(mealPlanProposal).orderBy(asc(mealPlanProposal.id)),
      rules: await db.select().from(mealPlanRule).orderBy(asc(mealPlanRule.id)),
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const name of ['alice', 'bob'] as const) {
      const who = await createTestUser(testApp, { name: name === 'alice' ? 'Alice' : 'Bob' });
      cooks.set(name, { user: who, ids: await createOwnedIds(name, who) });
    }
    idRoutes = testApp.app.routeTable.filter((route) => route.method !== 'HEAD' && /\/:[A-Za-z]+/.test(route.url));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('covers every route with an id in its path (a new one must be added to the matrix)', () => {
    expect(idRoutes.length).toBeGreaterThan(10);
    expect(idRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(Object.keys(ID_ROUTES).sort());
  });

  it.each([
    ['bob', 'alice'],
    ['alice', 'bob'],
  ] as const)('%s gets 404/403 on every one of %s’s ids, sees none of it, and changes nothing', async (intruderName, ownerName) => {
    const intruder = getCook(intruderName).user;
    const owned = getCook(ownerName).ids;
    const before = await snapshotData();
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of idRoutes) {
      const key = `${route.method} ${route.url}`;
      const row = ID_ROUTES[key];
      if (!row) continue;
      const url = route.url.replace(/:[A-Za-z]+/, encodeURIComponent(owned[row.resource]));
      const response = await testApp.app.inject({
        method: route.method,
        url,
        headers: { cookie: intruder.cookie, origin: TEST_APP_URL },
        ...(row.payload ? { payload: row.payload } : {}),
      });
      outcomes.push(`${key} → ${response.statusCode}`);
      expected.push(`${key} → ${row.status}`);
      expect(response.body, key).not.toContain(secretOf(ownerName));
    }
    expect(outcomes).toEqual(expected);
    expect(await snapshotData()).toEqual(before);
  });

  it.each([
    ['bob', 'alice'],
    ['alice', 'bob'],
  ] as const)('%s, in another household, sees none of %s’s recipes in the household list and cannot plan them by id', async (intruderName, ownerName) => {
    const intruder = getCook(intruderName).user;
    const owned = getCook(ownerName).ids;
    const before = await snapshotData();
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/household/recipes?limit=100', headers: { cookie: intruder.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ recipes: [], total: 0 });
    const planned = await testApp.app.inject({
      method: 'POST',
      url: '/api/meal-plan/entries',
      headers: { cookie: intruder.cookie, origin: TEST_APP_URL },
      payload: { date: '2026-03-03', recipeId: owned.recipe },
    });
    expect(planned.statusCode).toBe(404);
    expect(planned.body).not.toContain(secretOf(ownerName));
    expect(await snapshotData()).toEqual(before);
  });

  it('lets each owner reach their own ids (the matrix tests ownership, not broken routes)', async () => {
    for (const name of ['alice', 'bob'] as const) {
      const { user: owner, ids } = getCook(name);
      const checks = [
        { url: `/api/recipes/${ids.recipe}`, status: 200 },
        { url: `/api/conversations/${ids.conversation}/messages`, status: 200 },
        { url: `/api/user-plan/${ids.user}`, status: 200 },
      ];
      for (const check of checks) {
        const response = await testApp.app.inject({ method: 'GET', url: check.url, headers: { cookie: owner.cookie } });
        expect(response.statusCode, check.url).toBe(check.status);
      }
      const patched = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/meal-plan/entries/${ids.planEntry}`,
        headers: { cookie: owner.cookie },
        payload: { servingMultiplier: 2 },
      });
      expect(patched.statusCode).toBe(200);
      const cart = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/cart/items/${ids.cartItem}`,
        headers: { cookie: owner.cookie },
        payload: { name: 'rye flour' },
      });
      expect(cart.statusCode).toBe(200);
    }
  });
});
