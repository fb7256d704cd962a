import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRouteEntry } from '../plugins/route-policy.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import { saveRecipeId } from '../test/recipe-test-helpers.ts';

// The better-auth relay has its own fuzz test (auth/auth-fuzz.test.ts); files and the sitemap take no JSON;
// the Stripe webhook reads a signed raw body only Stripe sends (billing/stripe-billing.test.ts).
// GET /api/events is a server-sent event stream (it stays open): events.test.ts covers it.
const NOT_JSON_ROUTES = new Set(['/api/auth/*', '/uploads/*', '/sitemap.xml', '/api/billing/webhook', '/api/events']);

/** Runs per route: enough to hit every field with every kind of junk, small enough for a loaded 2-core machine. */
const RUNS_PER_ROUTE = 15;

/** A stack frame ("at fn (file.ts:12:3)") or a source path: internals a client must never see. */
const STACK_TRACE = /\bat [^\n]*\(?[^\s()]+:\d+:\d+\)?|node_modules|\/src\/server\//;
/** What a database error looks like when it leaks through. */
const SQL_LEAK =
  /\b(select|insert into|update|delete from)\b[^\n]*\b(from|where|values|set)\b|syntax error|violates|relation "|duplicate key|invalid input syntax|PGlite|drizzle/i;

/** Strings that have broken servers before: SQL, NUL bytes, lone surrogates, huge and odd numbers as text. */
const NASTY_STRINGS = [
  "' OR 1=1 --",
  '"; drop table recipe; --',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  '9999-12-31',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-1',
  '1e309',
  'NaN',
  '<script>alert(1)</script>',
  'x'.repeat(20_000),
  '__proto__',
  'constructor',
];

const arbitraryScalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -0.5),
  fc.boolean(),
  fc.constant(null),
);

const arbitraryValue = fc.oneof(
  { weight: 4, arbitrary: arbitraryScalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.array(arbitraryScalar, { maxLength: 30 }),
  },
);

/** The field names a zod object schema knows, so generated bodies reach past "unknown key". */
function readFieldNames(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option: unknown) => readFieldNames(option));
  if (schema instanceof z.ZodPipe) return readFieldNames(schema.in);
  return [];
}

function arbitraryRecord(fieldNames: string[]) {
  const keys = fieldNames.length > 0 ? fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  return fc.dictionary(keys, arbitraryValue, { maxKeys: fieldNames.length + 2 });
}

function arbitraryBody(route: TRouteEntry) {
  return fc.oneof({ weight: 4, arbitrary: arbitraryRecord(readFieldNames(route.bodySchema)) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

function arbitraryQuery(route: TRouteEntry) {
  const fieldNames = readFieldNames(route.querystringSchema);
  const keys = fieldNames.length > 0 ? fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const value = fc.oneof(fc.string(), fc.constantFrom(...NASTY_STRINGS.slice(0, 13)), fc.integer().map(String));
  return fc.dictionary(keys, fc.oneof(value, fc.array(value, { maxLength: 3 })), { maxKeys: fieldNames.length + 2 });
}

function toQueryString(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item);
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('every JSON route under random bodies and queries, with a valid session', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let admin: TTestUser;
  let recipeId: string;
  let routes: TRouteEntry[];

  beforeAll(async () => {
    // Simulated payments, so the billing routes do their work instead of answering 501 "not configured".
    // Plan my week's own limit (10 a minute) is below what fuzzing its two routes sends; limits are tested on their own.
    testApp = await createTestApp({
      env: { PAYMENTS: 'dev' },
      rateLimits: { 'meal-plan-proposals': { rules: [{ scope: 'account', windowMs: 60_000, max: 10_000 }], message: 'Slow down.' } },
    });
    cook = await createTestUser(testApp);
    admin = await createTestUser(testApp, { role: 'admin' });
    // A real id among the random ones, so handlers past the lookup get fuzzed too.
    recipeId = await saveRecipeId(testApp, cook);
    routes = testApp.app.routeTable.filter((route) => route.method !== 'HEAD' && !NOT_JSON_ROUTES.has(route.url));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('walks the routes the app registered', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/recipes');
    // The route table carries the zod schemas, so bodies are built from the real field names.
    expect(readFieldNames(routes.find((route) => route.url === '/api/recipes' && route.method === 'POST')?.bodySchema)).toContain('title');
  });

  it('never answers 5xx, and never shows a stack trace or SQL', async () => {
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const caller = route.access === 'admin' ? admin : cook;
      const pathParam = fc.oneof(
        fc.constant(recipeId),
        fc.string({ minLength: 1, maxLength: 40 }).map((text) => encodeURIComponent(text)),
        // A lone surrogate cannot be percent-encoded (URIError); it gets its broken bytes below instead.
        fc.constantFrom(...NASTY_STRINGS.slice(0, 13).filter((text) => text !== '\ud800')).map((text) => encodeURIComponent(text)),
        // Already encoded, on purpose broken: invalid UTF-8, a NUL, a lone surrogate's bytes.
        fc.constantFrom('%FF', '%00', '%ED%A0%80', '%', '%%32'),
      );
      await fc.assert(
        fc.asyncProperty(arbitraryBody(route), arbitraryQuery(route), pathParam, async (body, query, id) => {
          const url = route.url.replace(/:[A-Za-z]+/g, () => id) + toQueryString(query);
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers: { origin: TEST_APP_URL, cookie: caller.cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: JSON.stringify(body) } : {}),
          });
          const label = `${route.method} ${url.slice(0, 200)} ${JSON.stringify(body).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.body, label).not.toMatch(STACK_TRACE);
          if (response.statusCode >= 400) expect(response.body, label).not.toMatch(SQL_LEAK);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 120_000);

  // Issue 23: each of these gave a 500. A year PostgreSQL has no room for, a lone surrogate it cannot
  // store, and JSON nested deeper than anything walks recursively.
  it('answers year-0000 dates, lone surrogates and deeply nested JSON with a 400 and a plain message', async () => {
    const year0 = '0000-01-01';
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'PATCH', string, unknown?][] = [
      ['cart use-by', 'POST', '/api/cart/items', { name: 'milk', useBy: year0 }],
      ['planner add', 'POST', '/api/meal-plan/entries', { date: year0, recipeId }],
      ['planner range', 'GET', `/api/meal-plan?from=${year0}&to=0000-01-07`],
      ['shopping list', 'POST', '/api/shopping-list', { startDate: year0, endDate: '0000-01-07' }],
      ['conversation cursor', 'GET', `/api/user/conversations?lastUpdatedAt=${year0}T00:00:00Z`],
      ['message cursor', 'GET', `/api/conversations/${recipeId}/messages?lastTimestamp=${year0}T00:00:00.000Z`],
      ['recipe ingredient', 'POST', '/api/recipes', { title: 'Soup', ingredients: ['1 cup \ud800 milk'], instructions: ['Stir.'] }],
      ['list item', 'PUT', '/api/shopping-list/items', { items: [{ name: 'milk\udc00', amounts: [], aisle: 'Other', checked: false }] }],
      ['cart name', 'POST', '/api/cart/items', { name: '\ud83d' }],
    ];
    for (const [name, method, url, body] of cases) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { origin: TEST_APP_URL, cookie: cook.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      const label = `${name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBe(400);
      expect(response.json<{ error: string }>().error, label).toMatch(/date|time|Unicode|surrogate/i);
    }
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const route of routes.filter((entry) => entry.method !== 'GET' && entry.method !== 'DELETE')) {
      const response = await testApp.app.inject({
        method: route.method,
        url: route.url.replace(/:[A-Za-z]+/g, recipeId),
        headers: { origin: TEST_APP_URL, cookie: (route.access === 'admin' ? admin : cook).cookie, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json(), route.url).toEqual({ error: expect.stringMatching(/nested/i), code: 'INVALID_JSON' });
    }
  });
});
