import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../config.ts';
import { account, session, user } from '../db/schema.ts';
import { getSession, lastMailTo, postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';
import { startOidcTestProvider, type TOidcTestProvider } from '../test/oidc-provider-server.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, extractToken, signIn, toCookieHeader } from '../test/test-users.ts';

const REDIRECT_URI = `${TEST_APP_URL}/api/auth/callback/oidc`;
const ADMIN_GROUP = 'forkcast-admins';

/** Cookies a browser keeps for the provider's origin (path scoping is not needed here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(setCookies: string[]): void {
    for (const line of setCookies) {
      const pair = line.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The form on the provider's development login or consent page: where it posts, and its hidden fields. */
function readForm(html: string): { action: string; hidden: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
  const hidden: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name !== undefined) hidden[name] = value ?? '';
  }
  return { action, hidden };
}

/**
 * What the browser does at the provider: open the authorisation URL, log in on the development page
 * (any password), agree on the consent page, until the provider sends it back to Forkcast's callback.
 */
async function passProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = { url: authorizeUrl, method: 'GET' };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.body,
    });
    jar.keep(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(REDIRECT_URI)) return target;
      next = { url: target.href, method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const form = readForm(html);
    const isLogin = form.hidden.prompt === 'login';
    next = {
      url: new URL(form.action, next.url).href,
      method: 'POST',
      body: new URLSearchParams({ ...form.hidden, ...(isLogin ? { login, password: 'any' } : {}) }),
    };
  }
  throw new Error('the provider never sent the browser back');
}

const ZStartAnswer = z.object({ url: z.url() });
const ZSessionAnswer = z.object({ user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean(), role: z.string().nullish() }) }).nullable();

type TSsoResult = { location: string; cookie: string; sessionUser: NonNullable<z.infer<typeof ZSessionAnswer>>['user'] | null };

/** The whole sign-in a cook's browser makes: Forkcast's start, the provider, Forkcast's callback, then "who am I". */
async function signInWithSso(testApp: TTestApp, login: string): Promise<TSsoResult> {
  const start = await postAuth(testApp, '/sign-in/social', { provider: 'oidc', callbackURL: '/create', errorCallbackURL: '/login' });
  expect(start.statusCode, start.body).toBe(200);
  const { url } = ZStartAnswer.parse(start.json());
  const startCookie = toCookieHeader(start.headers['set-cookie']);
  const callback = await passProvider(url, login);
  const back = await testApp.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: startCookie } });
  expect(back.statusCode, back.body).toBe(302);
  const cookie = toCookieHeader(back.headers['set-cookie']);
  const session = await getSession(testApp, cookie);
  const body = session.body ? ZSessionAnswer.parse(session.json()) : null;
  return { location: String(back.headers.location), cookie, sessionUser: body?.user ?? null };
}

function addPerson(provider: TOidcTestProvider, person: { email: string; emailVerified?: boolean; groups?: string[]; name?: string }): string {
  const login = `person-${randomBytes(4).toString('hex')}`;
  provider.accounts.set(login, {
    email: person.email,
    emailVerified: person.emailVerified ?? true,
    name: person.name ?? 'Sam Sso',
    groups: person.groups ?? [],
  });
  return login;
}

function oidcEnv(provider: TOidcTestProvider): Record<string, string> {
  return { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret };
}

describe('single sign-on with OpenID Connect (a real provider on loopback)', () => {
  let provider: TOidcTestProvider;
  let testApp: TTestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider(REDIRECT_URI);
    testApp = await createTestApp({ env: { ...oidcEnv(provider), OIDC_ADMIN_GROUP: ADMIN_GROUP, OIDC_NAME: 'Authentik' } });
  });

  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('signs a new cook in through the authorisation code flow with PKCE, their verified e-mail verified here too', async () => {
    const email = uniqueEmail('sso');
    const login = addPerson(provider, { email, name: 'Ada Sso' });
    const result = await signInWithSso(testApp, login);

    expect(result.location).toBe('/create');
    expect(result.sessionUser).toMatchObject({ email, emailVerified: true, role: 'user' });
    const authorize = provider.authorizationRequests.at(-1);
    expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize?.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'groups']));
    const row = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.name).toBe('Ada Sso');
    // A verified cook reaches the product's own routes with the session.
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: result.cookie } });
    expect(profile.statusCode).toBe(200);
  });

  it('joins an existing verified password account with the same address instead of making a second one', async () => {
    const cook = await createTestUser(testApp, { email: uniqueEmail('both') });
    const login = addPerson(provider, { email: cook.email.toUpperCase() });
    const result = await signInWithSso(testApp, login);

    expect(result.sessionUser?.id).toBe(cook.id);
    const { db } = testApp.deps.database;
    const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, cook.email));
    expect(rows).toHaveLength(1);
    const providers = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, cook.id));
    expect(providers.map((row) => row.providerId).sort()).toEqual(['credential', 'oidc']);
    // The password still works alongside.
    expect((await signIn(testApp, cook.email, cook.password)).statusCode).toBe(200);
  });

  it('does not join an account when the provider has not verified the address, and does not call a new one verified', async () => {
    const cook = await createTestUser(testApp, { email: uniqueEmail('claimed') });
    const intruder = addPerson(provider, { email: cook.email, emailVerified: false });
    const refused = await signInWithSso(testApp, intruder);
    expect(refused.sessionUser).toBeNull();
    expect(refused.location).toMatch(/^\/login\?error=account_not_linked/);
    const linked = await testApp.deps.database.db.query.account.findFirst({ where: and(eq(account.userId, cook.id), eq(account.providerId, 'oidc')) });
    expect(linked).toBeUndefined();

    const email = uniqueEmail('unverified');
    const newcomer = await signInWithSso(testApp, addPerson(provider, { email, emailVerified: false }));
    expect(newcomer.sessionUser).toMatchObject({ email, emailVerified: false });
    // Not verified here either: the product's routes wait for the link in the mail we sent.
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: newcomer.cookie } });
    expect(profile.statusCode).toBe(403);
    expect(testApp.mailbox.some((message) => message.to === email && message.link?.includes('oobCode'))).toBe(true);
  });

  it('does not join an unverified password account (someone may have signed up with the address)', async () => {
    const squatter = await createTestUser(testApp, { email: uniqueEmail('squat'), isVerified: false });
    const result = await signInWithSso(testApp, addPerson(provider, { email: squatter.email }));
    expect(result.sessionUser).toBeNull();
    expect(result.location).toMatch(/error=account_not_linked/);
  });

  it('makes a member of OIDC_ADMIN_GROUP an admin, and a former member a cook again', async () => {
    const email = uniqueEmail('boss');
    const login = addPerson(provider, { email, groups: ['staff', ADMIN_GROUP] });
    const first = await signInWithSso(testApp, login);
    expect(first.sessionUser).toMatchObject({ email, role: 'admin' });
    const adminRoute = await testApp.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: first.cookie } });
    expect(adminRoute.statusCode).toBe(200);

    provider.accounts.set(login, { email, emailVerified: true, name: 'Sam Sso', groups: ['staff'] });
    const second = await signInWithSso(testApp, login);
    expect(second.sessionUser).toMatchObject({ email, role: 'user' });
  });

  it('does not let a disabled account in through the provider', async () => {
    const email = uniqueEmail('disabled');
    const login = addPerson(provider, { email });
    expect((await signInWithSso(testApp, login)).sessionUser).toMatchObject({ email });
    await testApp.deps.database.db.update(user).set({ banned: true }).where(eq(user.email, email));
    const refused = await signInWithSso(testApp, login);
    expect(refused.sessionUser).toBeNull();
    expect(refused.location).toMatch(/^\/login\?error=/);
  });

  describe('a cook without a password', () => {
    function callProfile(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
      return testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: TEST_APP_URL, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
    }

    async function ageSessions(userId: string, minutes: number) {
      await testApp.deps.database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(session.userId, userId));
    }

    it('changes the e-mail after a recent sign-in, and still signs in with the provider (matched by its subject)', async () => {
      const email = uniqueEmail('sso-move');
      const login = addPerson(provider, { email });
      const first = await signInWithSso(testApp, login);
      const userId = first.sessionUser?.id ?? '';
      expect((await callProfile('GET', '/api/profile', first.cookie)).json()).toMatchObject({ email, hasPassword: false });
      const newEmail = uniqueEmail('sso-moved');
      const change = await callProfile('POST', '/api/profile/email', first.cookie, { newEmail });
      expect(change.statusCode, change.body).toBe(200);
      const verify = await testApp.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(extractToken(lastMailTo(testApp, newEmail)?.link, 'oobCode'))}`,
      });
      expect(verify.statusCode).toBe(200);
      // The provider still says the old address: the link to the provider's subject finds the same account.
      const again = await signInWithSso(testApp, login);
      expect(again.sessionUser).toMatchObject({ id: userId, email: newEmail });
    });

    it('deletes the account only within 10 minutes of a sign-in with the provider, and names it when asking to sign in again', async () => {
      const email = uniqueEmail('sso-leave');
      const login = addPerson(provider, { email });
      const old = await signInWithSso(testApp, login);
      const userId = old.sessionUser?.id ?? '';
      await ageSessions(userId, 11);
      const refused = await callProfile('DELETE', '/api/profile', old.cookie, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'For your safety, sign in again with Authentik, then try again within 10 minutes.',
        code: 'RECENT_SIGN_IN_REQUIRED',
      });
      const fresh = await signInWithSso(testApp, login);
      const deleted = await callProfile('DELETE', '/api/profile', fresh.cookie, {});
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, userId) })).toBeUndefined();
    });
  });

  it('exposes only the configured provider: no ID-token sign-in, no other provider, no other callback', async () => {
    expect((await postAuth(testApp, '/sign-in/social', { provider: 'google' })).statusCode).toBe(400);
    expect((await postAuth(testApp, '/sign-in/social', { provider: 'oidc', idToken: { token: 'x' } })).statusCode).toBe(400);
    const otherCallback = await testApp.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=x&state=y' });
    expect(otherCallback.statusCode).toBe(404);
    const crossSite = await postAuth(testApp, '/sign-in/social', { provider: 'oidc' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('tells the web how to sign in, without secrets', async () => {
    const options = await testApp.app.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(options.json()).toEqual({ isPasswordLoginOn: true, sso: { name: 'Authentik' } });
    expect(options.body).not.toContain(provider.clientSecret);
    expect(options.body).not.toContain(provider.issuer);
  });

  describe('rate limits', () => {
    let limited: TTestApp;
    const rule = { rules: [{ scope: 'ip' as const, windowMs: 60_000, max: 2 }], message: 'Too many sign-in attempts. Please wait a minute and try again.' };

    beforeAll(async () => {
      vi.stubEnv('FORKCAST_TEST_RATE_LIMIT', '1');
      limited = await createTestApp({ env: oidcEnv(provider), rateLimits: { 'auth:/sign-in/social': rule, 'auth:/callback/oidc': rule } });
    });

    afterAll(async () => {
      await limited?.close();
      vi.unstubAllEnvs();
    });

    it('counts single sign-on starts and returns per address like the other sign-in paths', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await postAuth(limited, '/sign-in/social', { provider: 'oidc' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=forged&state=forged' })).statusCode).toBe(302);
      }
      const start = await postAuth(limited, '/sign-in/social', { provider: 'oidc' });
      expect(start.statusCode).toBe(429);
      expect(start.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await limited.app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=forged&state=forged' })).statusCode).toBe(429);
    });
  });

  describe('PASSWORD_LOGIN=false', () => {
    let ssoOnly: TTestApp;

    beforeAll(async () => {
      ssoOnly = await createTestApp({ env: { ...oidcEnv(provider), PASSWORD_LOGIN: 'false' } });
    });

    afterAll(async () => {
      await ssoOnly?.close();
    });

    it('refuses signing up and in with a password, and still signs in with the provider', async () => {
      const email = uniqueEmail('nopass');
      for (const [path, body] of [
        ['/sign-up/email', { email, password: 'correct horse battery staple', name: 'No Pass' }],
        ['/sign-in/email', { email, password: 'correct horse battery staple' }],
        ['/request-password-reset', { email }],
      ] as const) {
        const refused = await postAuth(ssoOnly, path, body);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toMatchObject({ error: expect.stringContaining('single sign-on'), code: 'PASSWORD_LOGIN_OFF' });
      }
      expect((await ssoOnly.app.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toEqual({
        isPasswordLoginOn: false,
        sso: { name: 'single sign-on' },
      });
      const result = await signInWithSso(ssoOnly, addPerson(provider, { email }));
      expect(result.sessionUser).toMatchObject({ email, emailVerified: true, role: 'user' });
    });
  });
});

describe('single sign-on settings', () => {
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  it('stops the start when the configured issuer does not answer, naming OIDC_ISSUER', async () => {
    const issuer = `http://127.0.0.1:${await closedPort()}`;
    await expect(createTestApp({ env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' } })).rejects.toThrow(
      new RegExp(`OIDC_ISSUER ${issuer} is unreachable`),
    );
  });

  it('refuses half a configuration, and password sign-in turned off with no provider', () => {
    expect(() => parseConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(ConfigError);
    expect(() => parseConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/single sign-on needs OIDC_CLIENT_ID, OIDC_CLIENT_SECRET too/);
    expect(() => parseConfig({ OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' })).toThrow(/needs OIDC_ISSUER too/);
    expect(() => parseConfig({ OIDC_ADMIN_GROUP: 'admins' })).toThrow(/needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET too/);
    expect(() => parseConfig({ PASSWORD_LOGIN: 'false' })).toThrow(/PASSWORD_LOGIN=false needs single sign-on/);
    expect(() => parseConfig({ PASSWORD_LOGIN: 'no' })).toThrow(/PASSWORD_LOGIN must be true or false/);
    expect(() => parseConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' })).toThrow(
      /OIDC_ISSUER must be an https:\/\/ URL in production/,
    );
    const config = parseConfig({ OIDC_ISSUER: 'https://id.example.com/application/o/forkcast/', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com/application/o/forkcast',
      clientId: 'x',
      clientSecret: 'y',
      adminGroup: null,
      displayName: 'single sign-on',
    });
    expect(config.PASSWORD_LOGIN).toBe(true);
    expect(parseConfig({}).oidc).toBeNull();
  });

  it('keeps the single sign-on paths closed when no provider is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await postAuth(plain, '/sign-in/social', { provider: 'oidc' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=x&state=y' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toEqual({ isPasswordLoginOn: true, sso: null });
    } finally {
      await plain.close();
    }
  });
});
