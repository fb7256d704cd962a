import { afterAll, describe, expect, it } from 'vitest';
import { ZMealPlanRangeSchema, expandMealPlanRange } from '../../domain/meal-plan.ts';
import { createChildCook, startChildServer, type TChildServer } from '../test/child-server.ts';
import { createScratchPlaces } from '../test/scratch-places.ts';

/**
 * kill -9 in the middle of a burst of writes: after a restart on the same data,
 * every write the server answered 2xx is there, complete, and nothing is there twice or in part.
 */

type TCook = { email: string; cookie: string };
type TAcked = { recipes: Map<string, string>; cartItems: Map<string, string>; planEntries: Map<string, string>; messages: Set<string> };

const PLAN_START = Date.UTC(2026, 4, 1);
const PLAN_DAYS = 55;

function toPlanDate(index: number): string {
  return new Date(PLAN_START + (index % PLAN_DAYS) * 86_400_000).toISOString().slice(0, 10);
}

async function call(server: TChildServer, cook: TCook, method: string, url: string, body?: object): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: cook.cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

function buildRecipe(title: string) {
  return {
    title,
    ingredients: [`2 cups ${title} flour`, '1 egg'],
    instructions: [`Mix the ${title}.`, 'Bake for 20 minutes.'],
    category: 'Dinner',
    prepTime: '10 mins',
    cookTime: '20 mins',
    totalTime: '30 mins',
    servings: '2',
  };
}

/**
 * Four writers (recipes, planner entries, cart items, messages) each keep several requests in flight
 * until the server dies. Only answers that arrived count; a request cut by the kill proves nothing.
 */
async function burstUntilKilled(server: TChildServer, cook: TCook, conversationId: string, seedRecipeId: string): Promise<TAcked> {
  const acked: TAcked = { recipes: new Map(), cartItems: new Map(), planEntries: new Map(), messages: new Set() };
  let isDead = false;
  let sequence = 0;
  const next = () => (sequence += 1);
  const attempt = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch {
      // the connection died with the server: this write was never acknowledged
    }
  };
  const writers: Array<() => Promise<void>> = [
    async () => {
      const title = `Crash soup ${next()}`;
      const response = await call(server, cook, 'POST', '/api/recipes', buildRecipe(title));
      if (response.status === 201) acked.recipes.set((await response.json()).id, title);
    },
    async () => {
      const index = next();
      if (acked.planEntries.size >= PLAN_DAYS) return;
      const response = await call(server, cook, 'POST', '/api/meal-plan/entries', { date: toPlanDate(index), recipeId: seedRecipeId });
      if (response.status === 201) acked.planEntries.set((await response.json()).instanceId, toPlanDate(index));
    },
    async () => {
      const name = `crash flour ${next()}`;
      const response = await call(server, cook, 'POST', '/api/cart/items', { name });
      if (response.status !== 201) return;
      // The cart stores the name as it shows it (title case): remember the answer, not the request.
      const added = await response.json();
      acked.cartItems.set(added.id, added.name);
    },
    async () => {
      // Under the per-minute message limit, so every refusal would be a real failure.
      if (acked.messages.size >= 20) return;
      const text = `crash message ${next()}`;
      const response = await call(server, cook, 'POST', `/api/conversations/${conversationId}/messages`, { text });
      if (response.status === 201) acked.messages.add(text);
    },
  ];
  const loops = writers.flatMap((write) =>
    [0, 1, 2].map(async () => {
      while (!isDead) await attempt(write);
    }),
  );
  // Kill once enough writes have been answered that the crash lands among committed and in-flight ones.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const total = acked.recipes.size + acked.cartItems.size + acked.planEntries.size + acked.messages.size;
    if (total >= 40) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.child.kill('SIGKILL');
  await server.exited;
  isDead = true;
  await Promise.all(loops);
  return acked;
}

async function expectEveryAckedWrite(server: TChildServer, cook: TCook, conversationId: string, acked: TAcked): Promise<void> {
  // Recipes: each one answered 201 is there with every field it was sent with.
  const list = await call(server, cook, 'GET', '/api/recipes?limit=100');
  expect(list.status).toBe(200);
  for (const [id, title] of acked.recipes) {
    const response = await call(server, cook, 'GET', `/api/recipes/${id}`);
    expect(response.status, `recipe ${title}`).toBe(200);
    const saved = await response.json();
    const sent = buildRecipe(title);
    expect({ title: saved.title, ingredients: saved.ingredients, instructions: saved.instructions, servings: saved.servings }).toEqual({
      title: sent.title,
      ingredients: sent.ingredients,
      instructions: sent.instructions,
      servings: sent.servings,
    });
  }
  // The saved-recipe counter (the free limit reads it) matches the rows: no save counted without its row.
  const profile = await (await call(server, cook, 'GET', '/api/profile')).json();
  const recipesBody = await list.json();
  const total = typeof recipesBody.total === 'number' ? recipesBody.total : recipesBody.recipes?.length;
  expect(profile.savedRecipeCount).toBe(total);
  expect(total).toBeGreaterThanOrEqual(acked.recipes.size + 1);

  const cart = await (await call(server, cook, 'GET', '/api/cart')).json();
  const cartItems: Array<{ id: string; name: string }> = [...cart.pantry, ...cart.refrigerator, ...cart.freezer];
  const cartById = new Map(cartItems.map((item) => [item.id, item.name]));
  expect(cartById.size).toBe(cartItems.length);
  for (const [id, name] of acked.cartItems) expect(cartById.get(id), name).toBe(name);

  const plan = expandMealPlanRange(
    ZMealPlanRangeSchema.parse(await (await call(server, cook, 'GET', `/api/meal-plan?from=${toPlanDate(0)}&to=${toPlanDate(PLAN_DAYS - 1)}`)).json()),
  );
  const entries = Object.values(plan.days).flat();
  for (const entry of entries) expect(entry.recipe.title).toBe('Crash seed');
  const entryIds = new Set(entries.map((entry) => entry.instanceId));
  for (const id of acked.planEntries.keys()) expect(entryIds.has(id), id).toBe(true);

  const messages: Array<{ text: string }> = await (await call(server, cook, 'GET', `/api/conversations/${conversationId}/messages`)).json();
  const texts = messages.map((item) => item.text);
  expect(new Set(texts).size).toBe(texts.length);
  for (const text of acked.messages) expect(texts).toContain(text);
}

async function runCrashScenario(dataDir: string, env: Record<string, string>): Promise<TAcked> {
  const first = await startChildServer(dataDir, env);
  let cook: TCook;
  let conversationId = '';
  try {
    cook = await createChildCook(first, dataDir);
    expect((await call(first, cook, 'POST', '/api/billing/dev/pay', { priceType: 'monthly' })).status).toBe(200);
    const contact = await call(first, cook, 'POST', '/api/contact-submission', { name: 'Crash Cook', email: cook.email, message: 'Before the crash' });
    expect(contact.status).toBe(201);
    conversationId = (await contact.json()).conversationId;
    const seed = await call(first, cook, 'POST', '/api/recipes', buildRecipe('Crash seed'));
    expect(seed.status).toBe(201);
    const seedRecipeId: string = (await seed.json()).id;
    const acked = await burstUntilKilled(first, cook, conversationId, seedRecipeId);
    expect(acked.recipes.size + acked.cartItems.size + acked.planEntries.size + acked.messages.size).toBeGreaterThanOrEqual(40);

    const second = await startChildServer(dataDir, env);
    try {
      await expectEveryAckedWrite(second, cook, conversationId, acked);
      // And the restarted server takes new writes.
      expect((await call(second, cook, 'POST', '/api/cart/items', { name: 'after the crash' })).status).toBe(201);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    return acked;
  } finally {
    if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
  }
}

describe('kill -9 during a burst of writes', () => {
  const scratch = createScratchPlaces('forkcast-crash-');

  afterAll(async () => {
    await scratch.removeAll();
  });

  it('on PGlite: every acknowledged write is there after the restart, and the data folder opens', async () => {
    await runCrashScenario(scratch.makeDir(), { PAYMENTS: 'dev' });
  }, 180_000);

  // CI's PostgreSQL run (TEST_DATABASE_URL) crashes the server on PostgreSQL too.
  if (process.env.TEST_DATABASE_URL) {
    it('on PostgreSQL: every acknowledged write is there after the restart', async () => {
      await runCrashScenario(scratch.makeDir(), { PAYMENTS: 'dev', DATABASE_URL: await scratch.makeDatabaseUrl() });
    }, 180_000);
  }
});
