import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { THEME_INIT_SCRIPT } from '../domain/theme.ts';
import type { TAppDeps } from './app-deps.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { apiTokenRoutes } from './features/api-tokens/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { calendarFeedRoutes } from './features/calendar-feed/routes.ts';
import { householdRoutes } from './features/household/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { generationRoutes } from './features/generation/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { importRoutes } from './features/imports/routes.ts';
import { addMealPlanEntry } from './features/meal-plan/add-meal-plan-entry.ts';
import { mealPlanRoutes } from './features/meal-plan/routes.ts';
import { mealPlanProposalRoutes } from './features/meal-plan/proposal-routes.ts';
import { mcpRoutes } from './features/mcp/routes.ts';
import type { TMcpOperations } from './features/mcp/mcp-operations.ts';
import { addCartItem } from './features/cart/add-cart-item.ts';
import { generateRecipe } from './features/generation/generate-recipe.ts';
import { createPageRecipeReader } from './features/generation/read-page-recipe.ts';
import { getRecipe } from './features/recipes/get-recipe.ts';
import { listRecipes } from './features/recipes/list-recipes.ts';
import { createShoppingList } from './features/shopping-list/create-shopping-list.ts';
import { getShoppingList } from './features/shopping-list/get-shopping-list.ts';
import { messageRoutes } from './features/messages/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { recipeRoutes } from './features/recipes/routes.ts';
import { findSharedRecipeMeta } from './features/recipes/shared-recipe-meta.ts';
import { readSavedFrameHead } from './features/recipes/saved-frame-head.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { shoppingListRoutes } from './features/shopping-list/routes.ts';
import { signInOptionsRoutes } from './features/sign-in-options/routes.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { jsonDepthLimitPlugin } from './plugins/json-depth-limit.ts';
import { openApiPlugin } from './plugins/openapi-plugin.ts';
import { rejectNulTextPlugin } from './plugins/reject-nul-text.ts';
import { routePolicyPlugin } from './plugins/route-policy.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limit-plugin.ts';
import { staticPlugin } from './plugins/static-plugin.ts';
import { userResponseCachePlugin } from './plugins/user-response-cache-plugin.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type TBuildAppOptions = {
  deps: TAppDeps;
  /** Built SPA folder; null serves the API only (tests, dev server). */
  webDir?: string | null;
  /** The process logger; tests leave it out and get a silent app. */
  loggerInstance?: FastifyBaseLogger;
};

/** drizzle writes a failed query's parameters into the error's message and stack ("params: <session token>"). */
/** The one inline script the pages carry (the theme before the first paint), allowed by its hash. */
const THEME_INIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

const QUERY_PARAMS_TEXT = /(\bparams: )[^\n]*/g;

/**
 * A database error carries its query's parameters (a session token, an e-mail) in a `params` field
 * and in its text, at any depth of `cause`: both are blanked before anything is logged.
 */
export function scrubQueryParams(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(QUERY_PARAMS_TEXT, '$1[redacted]');
  if (depth > 10 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubQueryParams(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'params' ? '[redacted]' : scrubQueryParams(item, depth + 1)]));
}

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Secrets never reach the logs: no cookies, tokens or passwords, and no query strings (they carry tokens).
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) => scrubQueryParams(pino.stdSerializers.err(error)),
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}

/** ANALYTICS_TAG: the optional third-party tag script, and the one origin the CSP then allows for it. */
export function toAnalyticsTag(tagUrl: string | undefined): { origins: string[]; headHtml: string } {
  if (!tagUrl) return { origins: [], headHtml: '' };
  const escaped = tagUrl.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return { origins: [new URL(tagUrl).origin], headHtml: `<script defer src="${escaped}"></script>` };
}

/** The operations the MCP tools call: the same ones the routes run (app.ts is the one place that wires features together). */
function toMcpOperations(deps: TAppDeps): TMcpOperations {
  const { db } = deps.database;
  return {
    searchRecipes: (callerId, filter) => listRecipes(db, callerId, { ...filter, sort: 'newest' }),
    getRecipe: (callerId, recipeId) => getRecipe(db, callerId, recipeId),
    generateRecipe: (callerId, body, log) => generateRecipe({ ...deps, log }, callerId, body),
    addMealPlanEntry: (callerId, input) => addMealPlanEntry(db, callerId, input),
    getShoppingList: (callerId) => getShoppingList(db, callerId),
    createShoppingList: (callerId, range) => createShoppingList(db, callerId, range),
    addCartItem: (callerId, input) => addCartItem(db, callerId, input),
  };
}

export async function buildApp({ deps, webDir = null, loggerInstance }: TBuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const analyticsTag = toAnalyticsTag(config.ANALYTICS_TAG);
  // As better-auth names it from its configuration: `__Secure-` behind HTTPS, and any cookie prefix.
  const sessionCookieName = (await deps.auth.$context).authCookies.sessionToken.name;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  // First, so that it sees every route: each one is closed to signed-out callers unless it says otherwise.
  await app.register(routePolicyPlugin);
  // Before every route, so that it describes them all (GET /api/openapi.json, /api/docs).
  await app.register(openApiPlugin, { appUrl: config.APP_URL, sessionCookieName });
  await app.register(jsonDepthLimitPlugin);
  await app.register(rejectNulTextPlugin);
  await app.register(securityHeadersPlugin, {
    options: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", THEME_INIT_SCRIPT_SOURCE, ...analyticsTag.origins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : []), ...analyticsTag.origins],
          connectSrc: ["'self'", ...analyticsTag.origins],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.isSecureCookies ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.isSecureCookies,
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(authPlugin, { auth: deps.auth, database: deps.database, config });
  await app.register(userResponseCachePlugin, { database: deps.database, clock: deps.clock });
  // After the sign-in check (route policy), so a route's limit counts per account.
  await app.register(rateLimitPlugin, { rateLimiter: deps.rateLimiter });
  // Feature routes: one line each.
  await app.register(healthRoutes, { deps });
  await app.register(signInOptionsRoutes, { deps });
  await app.register(recipeRoutes, { deps });
  await app.register(generationRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(billingRoutes, { deps });
  await app.register(seoRoutes, { deps });
  await app.register(messageRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(analyticsRoutes, { deps });
  await app.register(cartRoutes, { deps });
  await app.register(mealPlanRoutes, { deps });
  await app.register(mealPlanProposalRoutes, { deps });
  await app.register(shoppingListRoutes, { deps });
  await app.register(apiTokenRoutes, { deps });
  await app.register(calendarFeedRoutes, { deps });
  await app.register(householdRoutes, { deps });
  await app.register(eventRoutes, { deps });
  // Bulk URL import reads each page the way the single URL import does (a feature of generation).
  const readPageRecipe = createPageRecipeReader({
    db: deps.database.db,
    storage: deps.storage,
    generator: deps.generator,
    log: app.log,
    allowPrivate: config.URL_IMPORT_ALLOW_PRIVATE,
  });
  await app.register(importRoutes, { deps, readPageRecipe });
  await app.register(mcpRoutes, { deps, operations: toMcpOperations(deps) });

  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(staticPlugin, {
    webDir,
    uploadsDir,
    storage: deps.storage,
    sessionCookieName,
    headHtml: analyticsTag.headHtml,
    resolvePageMeta: (urlPath) => findSharedRecipeMeta(deps.database.db, config.APP_URL, urlPath),
    resolveSignedInHead: (request, pagePath) => readSavedFrameHead(deps.database.db, request, pagePath),
  });

  return app;
}
