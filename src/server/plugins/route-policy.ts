import type { FastifyContextConfig, FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { requireAdmin, requireUser, requireVerifiedUser, type TSessionUser } from '../auth/session-user.ts';
import { AppError, ERROR_CODES } from '../errors.ts';

/**
 * Who may call a route. The default is `verified`: a route is closed unless it says otherwise,
 * so a new route cannot forget its sign-in check.
 */
export const ROUTE_ACCESS = ['public', 'user', 'verified', 'admin'] as const;
export type TRouteAccess = (typeof ROUTE_ACCESS)[number];
export const DEFAULT_ROUTE_ACCESS: TRouteAccess = 'verified';

/** The one error body every route declares: `{ error, code }`. */
export const ZErrorResponseSchema = z
  .object({ error: z.string(), code: z.enum(ERROR_CODES) })
  .meta({ id: 'ErrorResponse', description: 'Every error: a plain message and a stable code.' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; leave it out for `verified`. */
    access?: TRouteAccess;
    /** The handler relays another library's responses as they are (better-auth): no error schema is added. */
    isPassthrough?: boolean;
    /**
     * What a personal API token may do here. Left out: a read token may GET, a write token anything the
     * cook may. `refused`: the account's own keys (tokens, e-mail, deletion, billing) need the session.
     * `checked-by-route`: the route applies the scope itself (MCP's tools).
     */
    apiTokens?: 'refused' | 'checked-by-route';
  }
  interface FastifyInstance {
    /** Every route the app registered, for the tests that walk the route table. */
    routeTable: readonly TRouteEntry[];
  }
}

export type TRouteEntry = {
  method: HTTPMethods;
  url: string;
  access: TRouteAccess;
  /** Its 4xx and 5xx answers are declared as ZErrorResponseSchema. */
  hasErrorSchema: boolean;
  /** The zod schemas it validates its body and query with, for the tests that fuzz them. */
  bodySchema: unknown;
  querystringSchema: unknown;
  paramsSchema: unknown;
  /** Its answers' schemas by status (the error schemas included). */
  responseSchemas: Readonly<Record<string, unknown>>;
  /** Left out of the OpenAPI document on purpose (`schema.hide`: the better-auth relay, files, the docs page). */
  isHidden: boolean;
  /** Its `config`, as declared (e.g. the tables a cached answer reads). */
  config: FastifyContextConfig;
};

function hasErrorSchema(options: RouteOptions): boolean {
  const response = options.schema?.response;
  if (typeof response !== 'object' || response === null) return false;
  return '4xx' in response && response['4xx'] === ZErrorResponseSchema && '5xx' in response && response['5xx'] === ZErrorResponseSchema;
}

/** The access a route ends up with (read at request time: a plugin's own onRoute hook may have set it). */
export function readRouteAccess(config: { access?: TRouteAccess } | undefined): TRouteAccess {
  return config?.access ?? DEFAULT_ROUTE_ACCESS;
}

const ACCESS_CHECKS: Record<Exclude<TRouteAccess, 'public'>, (request: Parameters<typeof requireUser>[0]) => Promise<unknown>> = {
  user: requireUser,
  verified: requireVerifiedUser,
  admin: async (request) => {
    await requireVerifiedUser(request);
    return requireAdmin(request);
  },
};

function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** A personal API token acts with the cook's rights, within its scope, and never on admin routes or the account's own keys. */
export function checkApiTokenUse(caller: TSessionUser, access: TRouteAccess, config: FastifyContextConfig | undefined, method: string): void {
  const token = caller.apiToken;
  if (!token) return;
  if (access === 'admin' || config?.apiTokens === 'refused') {
    throw new AppError('TOKEN_NOT_ALLOWED', 'An API token cannot be used here. Sign in to Forkcast instead.');
  }
  if (config?.apiTokens === 'checked-by-route') return;
  if (token.scope === 'read' && !isReadMethod(method)) throw new AppError('TOKEN_READ_ONLY', 'This API token is read only.');
}

function addErrorSchemas(routeOptions: RouteOptions): void {
  if (routeOptions.config?.isPassthrough) return;
  const schema = (routeOptions.schema ??= {});
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  // A route's own 2xx schemas stay; every error status shares one shape.
  response['4xx'] ??= ZErrorResponseSchema;
  response['5xx'] ??= ZErrorResponseSchema;
  schema.response = response;
}

/**
 * Authentication as a hook for every route: it runs on `onRequest`, before the body is parsed or
 * validated, so a signed-out caller gets 401 (and an unverified one 403) whatever it sent.
 * Routes opt out with `config: { access: 'public' }`.
 */
export const routePolicyPlugin = fp(
  async (app: FastifyInstance) => {
    const routeOptionsSeen: RouteOptions[] = [];
    app.decorate('routeTable', {
      getter() {
        return routeOptionsSeen.flatMap((options) =>
          [options.method].flat().map((method) => ({
            method,
            url: options.url,
            access: readRouteAccess(options.config),
            hasErrorSchema: hasErrorSchema(options),
            bodySchema: options.schema?.body,
            querystringSchema: options.schema?.querystring,
            paramsSchema: options.schema?.params,
            responseSchemas: { ...(options.schema?.response as Record<string, unknown> | undefined) },
            isHidden: options.schema?.hide === true,
            config: options.config ?? {},
          })),
        );
      },
    });

    app.addHook('onRoute', (routeOptions) => {
      routeOptionsSeen.push(routeOptions);
      addErrorSchemas(routeOptions);
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = readRouteAccess(request.routeOptions.config);
      if (access === 'public') return;
      await ACCESS_CHECKS[access](request);
      const caller = await request.getSessionUser();
      if (caller) checkApiTokenUse(caller, access, request.routeOptions.config, request.method);
    });
  },
  // Registered before the auth plugin on purpose (to see its route too); the session reader it
  // uses is decorated by then, at request time.
  { name: 'route-policy' },
);
