import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, signIn, toCookieHeader, type TTestUser } from '../test/test-users.ts';
import { authPlugin } from '../auth/auth-plugin.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from '../auth/session-user.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { routePolicyPlugin, type TRouteEntry } from './route-policy.ts';

// The routes anyone may call. Opening another one is a decision this list makes visible.
const PUBLIC_ROUTES = [
  '/api/analytics/events',
  '/api/contact-submission/disabled-account',
  '/api/auth/*',
  '/healthz',
  '/sitemap.xml',
  '/uploads/*',
  '/api/billing/webhook',
  '/api/shared-recipes/:id',
  // How the sign-in page lets cooks in (password, single sign-on): no secret in it.
  '/api/sign-in-options',
  // A calendar feed: its unguessable address is the credential.
  '/api/calendar/:feed',
  // The API's description and its reference page (swagger-ui's own routes).
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/*',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/theme/forkcast.css',
];

/** A concrete URL for a route pattern: params filled in, wildcards given a segment. */
function toConcreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'route-walk-id').replace(/\*$/, 'route-walk');
}

// A body no route accepts: a route that validates before authenticating would answer 400 to it.
const WRONG_BODY = { definitelyNotAField: ['x'], title: 42 };

describe('route policy: every route is closed unless it says otherwise', () => {
  let testApp: TTestApp;
  let unverifiedCookie: string;
  let cook: TTestUser;
  let productRoutes: TRouteEntry[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const unverified = await createTestUser(testApp, { isVerified: false });
    unverifiedCookie = toCookieHeader((await signIn(testApp, unverified.email, unverified.password)).headers['set-cookie']);
    cook = await createTestUser(testApp);
    productRoutes = testApp.app.routeTable.filter((route) => route.access !== 'public' && route.method !== 'HEAD' && route.method !== 'OPTIONS');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = (route: TRouteEntry, headers: Record<string, string>) =>
    testApp.app.inject({
      method: route.method,
      url: toConcreteUrl(route.url),
      headers: { origin: TEST_APP_URL, ...headers },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: WRONG_BODY }),
    });

  it('opens only the listed routes, and walks the product routes the app registered', () => {
    const openUrls = new Set(testApp.app.routeTable.filter((route) => route.access === 'public').map((route) => route.url));
    expect([...openUrls].sort()).toEqual([...PUBLIC_ROUTES].sort());
    // The walk covers what the issue names; a route added later is walked without touching this test.
    const walked = productRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'POST /api/recipes',
      'PATCH /api/profile',
      'PUT /api/recipes/:id/rating',
      'POST /generate-recipe',
      'POST /generate-image',
      'POST /nutrition',
      'POST /create-checkout-session',
    ]) {
      expect(walked).toContain(expected);
    }
  });

  it('answers 401 { error, code } to a signed-out caller before looking at the body', async () => {
    for (const route of productRoutes) {
      const response = await call(route, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ error: 'Authentication required.', code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 EMAIL_NOT_VERIFIED to a signed-in caller whose e-mail is not verified', async () => {
    for (const route of productRoutes) {
      const response = await call(route, { cookie: unverifiedCookie });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code, `${route.method} ${route.url}`).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('lets a verified cook through to validation', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: cook.cookie }, payload: WRONG_BODY });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('applies the access a route declares: user, admin, and verified by default', async () => {
    // A small app with the same plugins and one route per access level, on the test app's accounts.
    const probe = Fastify().withTypeProvider<ZodTypeProvider>();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    await probe.register(errorHandlerPlugin);
    await probe.register(routePolicyPlugin);
    await probe.register(authPlugin, { auth: testApp.deps.auth, database: testApp.deps.database, config: testApp.deps.config });
    const ok = { schema: { response: { 200: z.object({ id: z.string() }) } } };
    probe.get('/probe/default', ok, async (request) => ({ id: (await requireVerifiedUser(request)).id }));
    probe.get('/probe/user', { ...ok, config: { access: 'user' } }, async (request) => ({ id: (await requireUser(request)).id }));
    probe.get('/probe/admin', { ...ok, config: { access: 'admin' } }, async (request) => ({ id: (await requireAdmin(request)).id }));
    probe.get('/probe/public', { ...ok, config: { access: 'public' } }, async () => ({ id: 'anyone' }));
    await probe.ready();
    const admin = await createTestUser(testApp, { role: 'admin' });
    const status = async (url: string, cookie?: string) => (await probe.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;
    try {
      expect(await status('/probe/public')).toBe(200);
      expect(await status('/probe/default')).toBe(401);
      expect(await status('/probe/default', unverifiedCookie)).toBe(403);
      expect(await status('/probe/default', cook.cookie)).toBe(200);
      expect(await status('/probe/user', unverifiedCookie)).toBe(200);
      expect(await status('/probe/admin')).toBe(401);
      expect(await status('/probe/admin', cook.cookie)).toBe(403);
      const refused = await probe.inject({ method: 'GET', url: '/probe/admin', headers: { cookie: cook.cookie } });
      expect(refused.json()).toEqual({ error: 'Access denied. Admin privileges required.', code: 'FORBIDDEN' });
      const allowed = await probe.inject({ method: 'GET', url: '/probe/admin', headers: { cookie: admin.cookie } });
      expect(allowed.json()).toEqual({ id: admin.id });
    } finally {
      await probe.close();
    }
  });

  it('declares the one error schema on every route but the better-auth relay', () => {
    const routes = testApp.app.routeTable;
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(route.hasErrorSchema, `${route.method} ${route.url}`).toBe(route.url !== '/api/auth/*');
    }
  });

  it('sends error bodies through that schema: { error, code } and nothing else', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/recipes/no-such-recipe', headers: { cookie: cook.cookie } });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'error']);
  });
});
