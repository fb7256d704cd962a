import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TApiTokenScope } from '../../../domain/api-tokens.ts';
import { ZDateKeySchema } from '../../../domain/date-key.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { AppError } from '../../errors.ts';
import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import type { TMcpOperations } from './mcp-operations.ts';

export const MCP_PATH = '/mcp';

/** The tools that change something: a read-only token sees them listed and is refused when it calls one. */
export const MCP_WRITE_TOOLS: ReadonlySet<string> = new Set(['generate_recipe', 'add_to_meal_plan', 'add_to_cart']);

type TCaller = { id: string; scope: TApiTokenScope; ip: string; log: FastifyBaseLogger };

function toResult(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: { result: value } };
}

/** A refusal or a user mistake is the tool's answer ({ error, code }), never a protocol error. */
async function runTool(caller: TCaller, tool: string, run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    if (MCP_WRITE_TOOLS.has(tool) && caller.scope === 'read') throw new AppError('TOKEN_READ_ONLY', 'This API token is read only.');
    return toResult(await run());
  } catch (error) {
    if (!(error instanceof AppError)) {
      caller.log.error({ err: error, tool }, 'MCP tool failed');
      return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: 'Something went wrong.', code: 'INTERNAL' }) }] };
    }
    return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: error.message, code: error.code }) }] };
  }
}

function createMcpServer(deps: TAppDeps, operations: TMcpOperations, caller: TCaller): McpServer {
  const server = new McpServer({ name: 'forkcast', version: '1.0.0' });
  server.registerTool(
    'search_recipes',
    {
      title: 'Search my recipes',
      description: "Search the cook's saved recipes by words in the title, ingredients or notes. Answers { recipes, total }.",
      inputSchema: { query: z.string().max(200).optional(), limit: z.number().int().min(1).max(50).default(10) },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) =>
      runTool(caller, 'search_recipes', () => operations.searchRecipes(caller.id, { ...(query ? { q: query } : {}), limit, offset: 0 })),
  );
  server.registerTool(
    'get_recipe',
    {
      title: 'Get a recipe',
      description: 'One saved recipe by its id: ingredients, instructions, times, servings, nutrition.',
      inputSchema: { recipeId: z.string().min(1).max(100) },
      annotations: { readOnlyHint: true },
    },
    async ({ recipeId }) => runTool(caller, 'get_recipe', () => operations.getRecipe(caller.id, recipeId)),
  );
  server.registerTool(
    'generate_recipe',
    {
      title: 'Generate a recipe',
      description: "Generate a new recipe from a request, within the cook's monthly quota and dietary restrictions (the same as the app).",
      inputSchema: { prompt: z.string().min(1).max(2000), cartList: z.array(z.string().max(200)).max(100).optional() },
    },
    async ({ prompt, cartList }) =>
      runTool(caller, 'generate_recipe', async () => {
        await enforceRate(deps.rateLimiter, 'generate-recipe', { ip: caller.ip, account: caller.id });
        return operations.generateRecipe(caller.id, { prompt, userId: caller.id, ...(cartList ? { cartList } : {}) }, caller.log);
      }),
  );
  server.registerTool(
    'add_to_meal_plan',
    {
      title: 'Add a recipe to the meal plan',
      description: 'Plan a saved recipe on a day (YYYY-MM-DD); at most 5 recipes a day.',
      inputSchema: { recipeId: z.string().min(1).max(100), date: ZDateKeySchema, servingMultiplier: z.number().min(0.25).max(10).optional() },
    },
    async ({ recipeId, date, servingMultiplier }) =>
      runTool(caller, 'add_to_meal_plan', () =>
        operations.addMealPlanEntry(caller.id, { recipeId, date, ...(servingMultiplier ? { servingMultiplier } : {}) }),
      ),
  );
  server.registerTool(
    'get_shopping_list',
    {
      title: 'Read the shopping list',
      description:
        'The shopping list for the meals planned from startDate to endDate (YYYY-MM-DD). A read-only token reads the list made last, when it covers that range.',
      inputSchema: { startDate: ZDateKeySchema, endDate: ZDateKeySchema },
      annotations: { readOnlyHint: true },
    },
    async ({ startDate, endDate }) =>
      runTool(caller, 'get_shopping_list', async () => {
        const stored = await operations.getShoppingList(caller.id);
        if (stored && stored.startDate === startDate && stored.endDate === endDate) return stored;
        // Making a list replaces the stored one: a change, so it needs a read-and-write token.
        if (caller.scope === 'read')
          throw new AppError('NOT_FOUND', 'No shopping list for those dates yet. Make one in Forkcast, or use a read-and-write token.');
        await enforceRate(deps.rateLimiter, 'shopping-list', { ip: caller.ip, account: caller.id });
        return operations.createShoppingList(caller.id, { startDate, endDate });
      }),
  );
  server.registerTool(
    'add_to_cart',
    {
      title: 'Add items to the cart',
      description: 'Add ingredients to "Your Ingredients" (the cart), e.g. ["2 lemons", "rice"]. Answers the items as stored.',
      inputSchema: { items: z.array(z.string().min(1).max(200)).min(1).max(50) },
    },
    async ({ items }) =>
      runTool(caller, 'add_to_cart', async () => {
        const added = [];
        for (const name of items) added.push(await operations.addCartItem(caller.id, { name }));
        return added;
      }),
  );
  return server;
}

/**
 * MCP over Streamable HTTP, stateless: each POST carries one JSON-RPC message and gets its answer as
 * JSON. Only a personal API token signs in here (no cookie), with the token's scope per tool.
 */
export const mcpRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps; operations: TMcpOperations }> = async (app, { deps, operations }) => {
  app.post(MCP_PATH, { config: { apiTokens: 'checked-by-route' }, schema: { hide: true, body: z.unknown() } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    if (!caller.apiToken) throw new AppError('UNAUTHORIZED', 'Send a personal API token: Authorization: Bearer <token>.');
    const server = createMcpServer(deps, operations, { id: caller.id, scope: caller.apiToken.scope, ip: request.ip, log: request.log });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no stream to open and no session to end.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      config: { apiTokens: 'checked-by-route' },
      schema: { hide: true },
      handler: async (request, reply) => {
        await requireVerifiedUser(request);
        reply.header('allow', 'POST');
        throw new AppError('METHOD_NOT_ALLOWED', 'Use POST for MCP requests.');
      },
    });
  }
};
