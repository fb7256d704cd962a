import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profile, user } from '../db/schema.ts';
import type { TTestApp } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export type TTestUser = {
  id: string;
  email: string;
  name: string;
  password: string;
  /** Cookie header value for app.inject. */
  cookie: string;
};

export function toCookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export function extractToken(link: string | undefined, param: 'oobCode' | 'token'): string {
  if (!link) throw new Error('no link in the e-mail');
  const value = new URL(link).searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${link}`);
  return value;
}

export async function signIn(testApp: TTestApp, email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testApp.deps.config.APP_URL },
    payload: { email, password },
  });
}

/** Signs a user up, optionally verifies the e-mail through the real link, and signs in. */
export async function createTestUser(
  testApp: TTestApp,
  options: { email?: string; name?: string; password?: string; isVerified?: boolean; role?: 'admin' | 'user'; isPro?: boolean } = {},
): Promise<TTestUser> {
  const email = options.email ?? `cook-${randomBytes(5).toString('hex')}@example.test`;
  const name = options.name ?? 'Test Cook';
  const password = options.password ?? TEST_PASSWORD;
  const signUp = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    // The app's own address: an app made with another APP_URL (behind HTTPS) refuses any other origin.
    headers: { origin: testApp.deps.config.APP_URL },
    payload: { email, name, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const created = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, email) });
  if (!created) throw new Error('sign-up wrote no user');

  if (options.isVerified ?? true) {
    const mail = [...testApp.mailbox].reverse().find((message) => message.to === email && message.link?.includes('oobCode'));
    const token = extractToken(mail?.link, 'oobCode');
    const verify = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  } else {
    await testApp.deps.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, created.id));
  }
  if (options.role === 'admin') {
    await testApp.deps.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, created.id));
  }
  if (options.isPro) {
    const updated = await testApp.deps.database.db
      .update(profile)
      .set({ subscriptionStatus: 'pro' })
      .where(eq(profile.userId, created.id))
      .returning({ userId: profile.userId });
    if (updated.length !== 1) throw new Error('no profile row to make Pro');
  }

  const signedIn = await signIn(testApp, email, password);
  if (options.isVerified ?? true) {
    if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  }
  return { id: created.id, email, name, password, cookie: toCookieHeader(signedIn.headers['set-cookie']) };
}
