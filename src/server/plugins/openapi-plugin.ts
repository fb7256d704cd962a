import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The reference groups operations by the first word of their path: /api/cart/items → cart. */
export function readOperationTag(url: string): string {
  const [first = 'app', second] = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean);
  return first === 'admin' || first === 'user' ? `${first} ${second ?? ''}`.trim() : first;
}

/**
 * Collects every route as it is declared (so it is registered before the features) and describes it
 * from the route's own zod schemas. The document is built on first request, once every route is known.
 */
export const openApiPlugin = fp<{ appUrl: string; sessionCookieName: string }>(
  async (app: FastifyInstance, { appUrl, sessionCookieName }) => {
    app.addHook('onRoute', (routeOptions) => {
      if (routeOptions.schema && !routeOptions.schema.hide) routeOptions.schema.tags ??= [readOperationTag(routeOptions.url)];
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Forkcast API',
          version: '1',
          description:
            'The REST API of this Forkcast server. Sign in with the session cookie, or send a personal API token as `Authorization: Bearer <token>` (Settings → API tokens). Every error answers `{ error, code }`.',
        },
        servers: [{ url: appUrl }],
        components: {
          securitySchemes: {
            bearerToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (Settings → API tokens).' },
            sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
          },
        },
        security: [{ bearerToken: [] }, { sessionCookie: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

    // The reference page and its files are public and served from this app only (the CSP stays 'self').
    await app.register(async (docs) => {
      docs.addHook('onRoute', (routeOptions) => {
        routeOptions.config = { ...routeOptions.config, access: 'public' };
      });
      await docs.register(swaggerUi, {
        routePrefix: API_DOCS_PREFIX,
        // No call-outs: the bundled validator badge would reach a third-party host.
        uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
        // The top bar only offers to explore another document: this page describes this server.
        theme: { title: 'Forkcast API reference', css: [{ filename: 'forkcast.css', content: '.swagger-ui .topbar { display: none; }' }] },
        transformSpecificationClone: false,
        logLevel: 'warn',
      });
    });
  },
  { name: 'openapi', dependencies: ['route-policy'] },
);
