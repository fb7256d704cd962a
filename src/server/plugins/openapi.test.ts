import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import type { TRouteEntry } from './route-policy.ts';

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
type TObject = { [key: string]: TJson };

const ZOperationSchema = z.looseObject({
  parameters: z.array(z.looseObject({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: z.json() })).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.json() })) }).optional(),
  responses: z.record(z.string(), z.looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.json() })).optional() })),
});
const ZDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.json())),
  components: z.looseObject({ schemas: z.record(z.string(), z.json()).optional() }).optional(),
});
type TOperation = z.infer<typeof ZOperationSchema>;

function isObject(value: TJson | undefined): value is TObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document's schema with every `$ref` to a component written out, for comparing with the route's own. */
function resolveRefs(value: TJson, components: Record<string, TJson>): TJson {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, components));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const target = components[ref.replace(/^#\/(components\/schemas|\$defs)\//, '')];
    if (target === undefined) throw new Error(`unknown $ref ${ref}`);
    return resolveRefs(target, components);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, components)]));
}

/** What a route's own zod schema says, as JSON Schema 2020-12 (identity keywords and the component id left out). */
function toRouteJsonSchema(schema: unknown, io: 'input' | 'output'): TJson {
  if (!(schema instanceof z.ZodType)) throw new Error('not a zod schema');
  const json = z.parse(z.json(), z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }));
  if (!isObject(json)) return json;
  const { $defs, ...root } = json;
  return stripIdentity(resolveRefs(root, isObject($defs) ? $defs : {}));
}

function stripIdentity(value: TJson): TJson {
  if (Array.isArray(value)) return value.map(stripIdentity);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema' && key !== 'id' && key !== '$id')
      .map(([key, item]) => [
        key,
        key === 'properties' && isObject(item)
          ? Object.fromEntries(Object.entries(item).map(([name, field]) => [name, stripIdentity(field)]))
          : stripIdentity(item),
      ]),
  );
}

/** Spellings that mean the same thing: `const: x` is `enum: [x]` (the swagger plugin writes the second). */
function normalise(value: TJson): TJson {
  if (Array.isArray(value)) return value.map(normalise);
  if (!isObject(value)) return value;
  const entries = Object.entries(value).map(([key, item]): [string, TJson] => (key === 'const' ? ['enum', [item]] : [key, normalise(item)]));
  return Object.fromEntries(entries);
}

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('OpenAPI document', () => {
  let testApp: TTestApp;
  let document: z.infer<typeof ZDocumentSchema>;
  let components: Record<string, TJson>;
  let documentedRoutes: TRouteEntry[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = ZDocumentSchema.parse(response.json());
    components = document.components?.schemas ?? {};
    documentedRoutes = testApp.app.routeTable.filter((route) => !route.isHidden && route.method !== 'HEAD' && route.method !== 'OPTIONS');
  });

  afterAll(async () => {
    await testApp.close();
  });

  function findOperation(route: TRouteEntry): TOperation {
    const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
    if (operation === undefined) throw new Error(`${route.method} ${route.url} is missing from the document`);
    return ZOperationSchema.parse(operation);
  }

  it('is OpenAPI 3.1 and describes every route the app registered, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(documentedRoutes.length).toBeGreaterThan(40);
    const expected = documentedRoutes.map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([urlPath, operations]) => Object.keys(operations).map((method) => `${method} ${urlPath}`))
      .sort();
    expect(documented).toEqual(expected);
  });

  it("gives each route's body, query, path and answers exactly the route's own zod schemas", () => {
    const differences: string[] = [];
    const compare = (label: string, documented: TJson | undefined, own: TJson | undefined) => {
      const left = documented === undefined ? undefined : normalise(resolveRefs(documented, components));
      const right = own === undefined ? undefined : normalise(own);
      if (JSON.stringify(left) !== JSON.stringify(right))
        differences.push(`${label}\n  document: ${JSON.stringify(left)}\n  route:    ${JSON.stringify(right)}`);
    };
    for (const route of documentedRoutes) {
      const label = `${route.method} ${route.url}`;
      const operation = findOperation(route);
      if (route.bodySchema !== undefined) {
        const documented = operation.requestBody?.content['application/json']?.schema;
        compare(`${label} body`, documented, toRouteJsonSchema(route.bodySchema, 'input'));
      }
      for (const [location, schema] of [
        ['query', route.querystringSchema],
        ['path', route.paramsSchema],
      ] as const) {
        if (schema === undefined) continue;
        const routeJson = toRouteJsonSchema(schema, 'input');
        const properties = isObject(routeJson) && isObject(routeJson.properties) ? routeJson.properties : {};
        const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === location);
        expect(parameters.map((parameter) => parameter.name).sort(), `${label} ${location} names`).toEqual(Object.keys(properties).sort());
        for (const parameter of parameters) {
          compare(`${label} ${location} ${parameter.name}`, parameter.schema, properties[parameter.name]);
        }
      }
      for (const [status, schema] of Object.entries(route.responseSchemas)) {
        const answer = operation.responses[status.toUpperCase()];
        expect(answer, `${label} answer ${status}`).toBeDefined();
        const documented = answer?.content?.['application/json']?.schema;
        // A 204 (z.null()) has no body to describe.
        if (documented === undefined) {
          expect(status, `${label} answer ${status} has a body`).toBe('204');
          continue;
        }
        compare(`${label} answer ${status}`, documented, toRouteJsonSchema(schema, 'output'));
      }
    }
    expect(differences).toEqual([]);
  });

  it('declares the { error, code } answer on every route, 4XX and 5XX', () => {
    for (const route of documentedRoutes) {
      const operation = findOperation(route);
      for (const status of ['4XX', '5XX']) {
        const documented = operation.responses[status]?.content?.['application/json']?.schema;
        expect(documented, `${route.method} ${route.url} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      }
    }
    expect(components.ErrorResponse).toMatchObject({ required: ['error', 'code'] });
  });

  it('serves a readable reference at /api/docs from this server, within the CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    // No inline script and no other host: each script is a file this server answers.
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await testApp.app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
    }
    const initializer = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"validatorUrl":null');
  });
});
