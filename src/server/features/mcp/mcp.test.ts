import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItem, mealPlanEntry, profile } from '../../db/schema.ts';
import { createFakeGenerator, FAKE_RECIPE } from '../../test/fake-generation.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const ZToolResultSchema = z.object({
  isError: z.boolean().optional(),
  content: z.array(z.object({ type: z.literal('text'), text: z.string() })),
});

/** What a tool answered, read back from its text content. */
function readToolAnswer(result: unknown): { isError: boolean; value: unknown } {
  const parsed = ZToolResultSchema.parse(result);
  return { isError: parsed.isError === true, value: JSON.parse(parsed.content[0]?.text ?? 'null') };
}

describe('MCP server at /mcp, driven by the official MCP client over HTTP', () => {
  let testApp: TTestApp;
  let baseUrl: string;
  let cook: TTestUser;
  let recipeId: string;
  const clients: Client[] = [];

  async function createToken(scope: 'read' | 'write'): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { name: `MCP ${scope}`, scope },
    });
    expect(response.statusCode).toBe(201);
    return z.object({ token: z.string() }).parse(response.json()).token;
  }

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'forkcast-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
    cook = await createTestUser(testApp);
    recipeId = await saveRecipeId(testApp, cook, { title: 'Smoky Lentil Soup', ingredients: ['1 cup lentils', '1 onion', '1 tsp smoked paprika'] });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await testApp.close();
  });

  it('lists the six tools', async () => {
    const client = await connect(await createToken('read'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_to_cart',
      'add_to_meal_plan',
      'generate_recipe',
      'get_recipe',
      'get_shopping_list',
      'search_recipes',
    ]);
    for (const tool of tools) expect(tool.description, tool.name).toBeTruthy();
  });

  it('calls every tool with a read-and-write token, through the app’s own operations', async () => {
    const client = await connect(await createToken('write'));

    const search = readToolAnswer(await client.callTool({ name: 'search_recipes', arguments: { query: 'lentil' } }));
    expect(search.isError).toBe(false);
    expect(search.value).toMatchObject({ total: 1, recipes: [{ id: recipeId, title: 'Smoky Lentil Soup' }] });

    const recipe = readToolAnswer(await client.callTool({ name: 'get_recipe', arguments: { recipeId } }));
    expect(recipe.value).toMatchObject({ id: recipeId, title: 'Smoky Lentil Soup', ingredients: ['1 cup lentils', '1 onion', '1 tsp smoked paprika'] });

    const planned = readToolAnswer(await client.callTool({ name: 'add_to_meal_plan', arguments: { recipeId, date: '2026-12-01' } }));
    expect(planned.isError).toBe(false);
    const entries = await testApp.deps.database.db.select().from(mealPlanEntry).where(eq(mealPlanEntry.userId, cook.id));
    expect(entries.map((entry) => entry.date)).toEqual(['2026-12-01']);

    const list = readToolAnswer(await client.callTool({ name: 'get_shopping_list', arguments: { startDate: '2026-12-01', endDate: '2026-12-01' } }));
    expect(list.isError).toBe(false);
    expect(JSON.stringify(list.value).toLowerCase()).toContain('lentil');

    const cart = readToolAnswer(await client.callTool({ name: 'add_to_cart', arguments: { items: ['2 lemons', 'basmati rice'] } }));
    expect(cart.isError).toBe(false);
    const rows = await testApp.deps.database.db.select({ name: cartItem.name }).from(cartItem).where(eq(cartItem.userId, cook.id));
    expect(rows.map((row) => row.name.toLowerCase()).join(' ')).toMatch(/lemon.*rice|rice.*lemon/);

    const generated = readToolAnswer(await client.callTool({ name: 'generate_recipe', arguments: { prompt: 'A quick vegetarian chickpea curry' } }));
    expect(generated.isError).toBe(false);
    expect(JSON.stringify(generated.value).toLowerCase()).toContain('chickpea');
  });

  it('keeps the app’s rules: the monthly free quota, 5 recipes a day, and an unknown recipe is not found', async () => {
    const client = await connect(await createToken('write'));
    // The earlier test used one free generation: four more pass, the sixth of the month is refused as in the app.
    const generations = [];
    for (let index = 0; index < 5; index += 1) {
      generations.push(readToolAnswer(await client.callTool({ name: 'generate_recipe', arguments: { prompt: `Tomato soup number ${index + 1}` } })));
    }
    expect(generations.map((answer) => answer.isError)).toEqual([false, false, false, false, true]);
    expect(generations[4]?.value).toMatchObject({ code: 'LIMIT_REACHED' });

    const missing = readToolAnswer(await client.callTool({ name: 'get_recipe', arguments: { recipeId: 'not-a-recipe' } }));
    expect(missing).toMatchObject({ isError: true, value: { code: 'NOT_FOUND' } });
    const planned = await Promise.all(
      Array.from({ length: 5 }, () => client.callTool({ name: 'add_to_meal_plan', arguments: { recipeId, date: '2026-12-09' } })),
    );
    expect(planned.map((result) => readToolAnswer(result).isError)).toEqual([false, false, false, false, false]);
    const sixth = readToolAnswer(await client.callTool({ name: 'add_to_meal_plan', arguments: { recipeId, date: '2026-12-09' } }));
    expect(sixth).toMatchObject({ isError: true });
  });

  it('refuses every write tool to a read-only token, and changes nothing', async () => {
    const client = await connect(await createToken('read'));
    const before = await testApp.deps.database.db.select().from(cartItem).where(eq(cartItem.userId, cook.id));
    for (const [name, args] of [
      ['add_to_cart', { items: ['saffron'] }],
      ['add_to_meal_plan', { recipeId, date: '2026-12-02' }],
      ['generate_recipe', { prompt: 'Pancakes' }],
    ] as const) {
      const answer = readToolAnswer(await client.callTool({ name, arguments: args }));
      expect(answer, name).toEqual({ isError: true, value: { error: 'This API token is read only.', code: 'TOKEN_READ_ONLY' } });
    }
    expect(await testApp.deps.database.db.select().from(cartItem).where(eq(cartItem.userId, cook.id))).toEqual(before);
    // Reading still works.
    expect(readToolAnswer(await client.callTool({ name: 'search_recipes', arguments: {} })).isError).toBe(false);
  });

  it('answers 401 without a token, to a session cookie, and to a revoked token', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ cookie: cook.cookie })).status).toBe(401);
    const token = await createToken('read');
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(200);
    // Stateless: no event stream to open.
    const stream = await fetch(`${baseUrl}/mcp`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
    expect(stream.headers.get('allow')).toBe('POST');
    expect(await stream.json()).toEqual({ error: 'Use POST for MCP requests.', code: 'METHOD_NOT_ALLOWED' });
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: cook.cookie } });
    const id = z.array(z.object({ id: z.string(), name: z.string() })).parse(listed.json())[0]?.id;
    await testApp.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie: cook.cookie } });
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('MCP generate_recipe keeps the diet guard', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    const walnutSalad = {
      ...FAKE_RECIPE,
      title: 'Walnut Salad',
      ingredients: [
        { name: 'mixed greens', quantity: '4 cups' },
        { name: 'walnuts', quantity: '1/2 cup' },
      ],
    };
    testApp = await createTestApp({ overrides: { generator: createFakeGenerator(() => walnutSalad) } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("refuses a recipe that breaks the cook's Nut Free setting, as the app does, and uses no credit", async () => {
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ nutFree: true }).where(eq(profile.userId, cook.id));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: cook.cookie },
      payload: { name: 'assistant', scope: 'write' },
    });
    const token = z.object({ token: z.string() }).parse(created.json()).token;
    const address = testApp.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const client = new Client({ name: 'forkcast-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${address.port}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    const answer = readToolAnswer(await client.callTool({ name: 'generate_recipe', arguments: { prompt: 'a salad' } }));
    await client.close();
    expect(answer).toMatchObject({ isError: true, value: { code: 'DIETARY_VIOLATION' } });
    expect(JSON.stringify(answer.value)).not.toContain('Walnut Salad');
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, cook.id) });
    expect(row?.usageCount ?? 0).toBe(0);
  });
});
