import { and, eq } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../domain/password.ts';
import { analyticsEvent, profile, session, user } from '../db/schema.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, extractToken, signIn, TEST_PASSWORD, toCookieHeader } from '../test/test-users.ts';
import { ACCOUNT_DISABLED_MESSAGE } from './auth.ts';
import { getSession, lastMailTo, postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';

describe('accounts', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('sign-up', () => {
    it('creates the account, writes the free profile, mails the verification link and records the event', async () => {
      const email = uniqueEmail();
      const response = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token: null, user: { email, name: 'Ada', emailVerified: false } });
      const created = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, email) });
      expect(created).toBeDefined();
      const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, created?.id ?? '') });
      expect(row).toMatchObject({
        subscriptionStatus: 'free',
        usageCount: 0,
        vegan: false,
        vegetarian: false,
        glutenFree: false,
        dairyFree: false,
        nutFree: false,
      });
      expect(row?.usageMonth).toBe(new Date().toISOString().slice(0, 7));
      const mail = lastMailTo(testApp, email);
      expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?oobCode=/);
      expect(mail?.text).toContain('Forkcast');
      expect(mail?.html).toContain('<a href=');
      const events = await testApp.deps.database.db
        .select()
        .from(analyticsEvent)
        .where(eq(analyticsEvent.userId, created?.id ?? ''));
      expect(events).toEqual([expect.objectContaining({ category: 'user', action: 'signup', label: 'email_signup' })]);
    });

    it('answers a sign-up with a registered e-mail exactly like a new one, and tells the owner by e-mail', async () => {
      const owner = await createTestUser(testApp);
      const fresh = await postAuth(testApp, '/sign-up/email', { name: 'Someone', email: uniqueEmail(), password: TEST_PASSWORD });
      const duplicate = await postAuth(testApp, '/sign-up/email', { name: 'Someone', email: owner.email, password: 'another long passphrase' });
      expect(duplicate.statusCode).toBe(fresh.statusCode);
      const freshBody = fresh.json();
      const duplicateBody = duplicate.json();
      expect(Object.keys(duplicateBody).sort()).toEqual(Object.keys(freshBody).sort());
      expect(Object.keys(duplicateBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
      expect(duplicateBody.user).toMatchObject({ email: owner.email, name: 'Someone', emailVerified: false, role: 'user', banned: false });
      expect(duplicateBody.user.id).not.toBe(owner.id);
      expect(
        Object.keys(duplicate.headers)
          .filter((name) => name !== 'date' && name !== 'content-length')
          .sort(),
      ).toEqual(
        Object.keys(fresh.headers)
          .filter((name) => name !== 'date' && name !== 'content-length')
          .sort(),
      );
      const rows = await testApp.deps.database.db.select().from(user).where(eq(user.email, owner.email));
      expect(rows).toHaveLength(1);
      expect(lastMailTo(testApp, owner.email)?.subject).toBe('Someone tried to sign up to Forkcast with your e-mail');
      // The original password still works; the attempt changed nothing.
      expect((await signIn(testApp, owner.email, owner.password)).statusCode).toBe(200);
    });

    it.each([
      ['11 characters', 'abcdefghijk', PASSWORD_MESSAGES.tooShort],
      ['129 characters', 'ab'.repeat(64) + 'c', PASSWORD_MESSAGES.tooLong],
      ['a common password', 'QAZWSXEDCRFV', PASSWORD_MESSAGES.tooCommon],
    ])('refuses %s with a clear message', async (_label, password, message) => {
      const response = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email: uniqueEmail(), password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'WEAK_PASSWORD' });
    });

    it('accepts any characters: spaces, accents and 128 emoji', async () => {
      for (const password of ['  spaces are fine here  ', 'crème brûlée für zwei', '🍲'.repeat(128)]) {
        const email = uniqueEmail();
        const response = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password });
        expect(response.statusCode, password).toBe(200);
        expect((await signIn(testApp, email, password)).statusCode).toBe(200);
      }
    });

    it('refuses a sign-up from another origin', async () => {
      const response = await postAuth(
        testApp,
        '/sign-up/email',
        { name: 'Ada', email: uniqueEmail(), password: TEST_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('login', () => {
    it('gives the same answer for an unknown user and a wrong password', async () => {
      const cook = await createTestUser(testApp);
      const unknown = await signIn(testApp, uniqueEmail('nobody'), TEST_PASSWORD);
      const wrong = await signIn(testApp, cook.email, 'not the right password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    });

    it('sets an HttpOnly SameSite=Lax cookie, a new session each time, and records the login', async () => {
      const cook = await createTestUser(testApp);
      const first = await signIn(testApp, cook.email, cook.password);
      const second = await signIn(testApp, cook.email, cook.password);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('Secure');
      expect(toCookieHeader(first.headers['set-cookie'])).not.toBe(toCookieHeader(second.headers['set-cookie']));
      const logins = await testApp.deps.database.db
        .select()
        .from(analyticsEvent)
        .where(and(eq(analyticsEvent.userId, cook.id), eq(analyticsEvent.action, 'login')));
      // createTestUser signed in once, then twice here.
      expect(logins).toHaveLength(3);
      expect(logins[0]).toMatchObject({ category: 'user', label: 'email_login' });
    });

    it('lets an unverified user sign in but keeps product routes closed', async () => {
      const cook = await createTestUser(testApp, { isVerified: false });
      const signedIn = await signIn(testApp, cook.email, cook.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.emailVerified).toBe(false);
      const cookie = toCookieHeader(signedIn.headers['set-cookie']);
      const profileResponse = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(profileResponse.statusCode).toBe(403);
      expect(profileResponse.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('makes the old cookie fail after logout', async () => {
      const cook = await createTestUser(testApp);
      const out = await postAuth(testApp, '/sign-out', {}, { cookie: cook.cookie });
      expect(out.statusCode).toBe(200);
      expect((await getSession(testApp, cook.cookie)).json()).toBeNull();
      const profileResponse = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cook.cookie } });
      expect(profileResponse.statusCode).toBe(401);
    });
  });

  describe('e-mail verification', () => {
    it('verifies through the link, signs in the browser that signed up, and a replay signs nobody in', async () => {
      const email = uniqueEmail();
      const signUp = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password: TEST_PASSWORD });
      const browser = toCookieHeader(signUp.headers['set-cookie']);
      const token = extractToken(lastMailTo(testApp, email)?.link, 'oobCode');
      const verify = await testApp.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
        headers: { cookie: browser },
      });
      expect(verify.statusCode).toBe(200);
      const cookie = toCookieHeader(verify.headers['set-cookie']);
      expect((await getSession(testApp, cookie)).json().user).toMatchObject({ email, emailVerified: true });
      const replay = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
      expect(replay.headers['set-cookie']).toBeUndefined();
    });

    it('refuses an expired or forged token', async () => {
      const cook = await createTestUser(testApp, { isVerified: false });
      const expired = await createEmailVerificationToken(testApp.deps.config.AUTH_SECRET, cook.email, undefined, -60, { userId: cook.id });
      const expiredResponse = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${expired}` });
      expect(expiredResponse.statusCode).toBe(401);
      expect(expiredResponse.json().code).toBe('TOKEN_EXPIRED');
      const forged = await testApp.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-real-token' });
      expect(forged.statusCode).toBe(401);
      const row = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) });
      expect(row?.emailVerified).toBe(false);
    });

    it('resends the link to a signed-in unverified user', async () => {
      const cook = await createTestUser(testApp, { isVerified: false });
      const signedIn = await signIn(testApp, cook.email, cook.password);
      const cookie = toCookieHeader(signedIn.headers['set-cookie']);
      const before = testApp.mailbox.length;
      const resend = await postAuth(testApp, '/send-verification-email', { email: cook.email }, { cookie });
      expect(resend.statusCode).toBe(200);
      expect(testApp.mailbox.length).toBe(before + 1);
      expect(lastMailTo(testApp, cook.email)?.link).toContain('/verify-email?oobCode=');
    });
  });

  describe('disabled accounts', () => {
    it('ends existing sessions at once and refuses sign-in with the disabled message', async () => {
      const cook = await createTestUser(testApp);
      const db = testApp.deps.database.db;
      await db.update(user).set({ banned: true }).where(eq(user.id, cook.id));

      const profileResponse = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cook.cookie } });
      expect(profileResponse.statusCode).toBe(403);
      expect(profileResponse.json()).toEqual({ error: ACCOUNT_DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });

      expect((await getSession(testApp, cook.cookie)).json()).toBeNull();
      expect(await db.select().from(session).where(eq(session.userId, cook.id))).toHaveLength(0);

      const again = await signIn(testApp, cook.email, cook.password);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ code: 'BANNED_USER', message: ACCOUNT_DISABLED_MESSAGE });
    });
  });

  describe('disabled accounts, first seen by the session read', () => {
    it('answers null and says why in a header, so the login page can tell the cook', async () => {
      const cook = await createTestUser(testApp);
      await testApp.deps.database.db.update(user).set({ banned: true }).where(eq(user.id, cook.id));
      const first = await getSession(testApp, cook.cookie);
      expect(first.json()).toBeNull();
      expect(first.headers['x-forkcast-signed-out']).toBe('disabled');
      // An ordinary signed-out read carries no such header.
      const stranger = await getSession(testApp, '');
      expect(stranger.headers['x-forkcast-signed-out']).toBeUndefined();
    });
  });

  describe('password reset', () => {
    it('answers the same for a registered and an unknown address', async () => {
      const cook = await createTestUser(testApp);
      const known = await postAuth(testApp, '/request-password-reset', { email: cook.email, redirectTo: '/reset-password' });
      const unknown = await postAuth(testApp, '/request-password-reset', { email: uniqueEmail('ghost'), redirectTo: '/reset-password' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
    });

    it('resets through the e-mailed link, ends every session, and the link works once', async () => {
      const cook = await createTestUser(testApp);
      const otherDevice = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
      await postAuth(testApp, '/request-password-reset', { email: cook.email, redirectTo: '/reset-password' });
      const link = lastMailTo(testApp, cook.email)?.link;
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      const token = extractToken(link, 'token');

      const weak = await postAuth(testApp, '/reset-password', { token, newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(PASSWORD_MESSAGES.tooShort);

      const reset = await postAuth(testApp, '/reset-password', { token, newPassword: 'a brand new kitchen secret' });
      expect(reset.statusCode).toBe(200);
      for (const cookie of [cook.cookie, otherDevice]) {
        expect((await getSession(testApp, cookie)).json()).toBeNull();
      }
      expect((await signIn(testApp, cook.email, cook.password)).statusCode).toBe(401);
      expect((await signIn(testApp, cook.email, 'a brand new kitchen secret')).statusCode).toBe(200);
      const reuse = await postAuth(testApp, '/reset-password', { token, newPassword: 'yet another kitchen secret' });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('INVALID_TOKEN');
    });
  });

  describe('outstanding reset links', () => {
    async function requestResetToken(email: string): Promise<string> {
      await postAuth(testApp, '/request-password-reset', { email, redirectTo: '/reset-password' });
      return extractToken(lastMailTo(testApp, email)?.link, 'token');
    }

    it('ends every other reset link once one is used', async () => {
      const cook = await createTestUser(testApp);
      const older = await requestResetToken(cook.email);
      const newer = await requestResetToken(cook.email);
      expect(older).not.toBe(newer);
      expect((await postAuth(testApp, '/reset-password', { token: newer, newPassword: 'a brand new kitchen secret' })).statusCode).toBe(200);
      const stale = await postAuth(testApp, '/reset-password', { token: older, newPassword: 'the attacker kitchen secret' });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('INVALID_TOKEN');
      expect((await signIn(testApp, cook.email, 'a brand new kitchen secret')).statusCode).toBe(200);
    });

    it('ends every reset link when the password is changed', async () => {
      const cook = await createTestUser(testApp);
      const outstanding = await requestResetToken(cook.email);
      const changed = await postAuth(
        testApp,
        '/change-password',
        { currentPassword: cook.password, newPassword: 'a fresh kitchen secret' },
        { cookie: cook.cookie },
      );
      expect(changed.statusCode).toBe(200);
      const stale = await postAuth(testApp, '/reset-password', { token: outstanding, newPassword: 'the attacker kitchen secret' });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('INVALID_TOKEN');
      expect((await signIn(testApp, cook.email, 'a fresh kitchen secret')).statusCode).toBe(200);
    });
  });

  describe('password change', () => {
    it('needs the current password and follows the password rule', async () => {
      const cook = await createTestUser(testApp);
      const wrong = await postAuth(
        testApp,
        '/change-password',
        { currentPassword: 'not my password at all', newPassword: 'a fresh kitchen secret' },
        { cookie: cook.cookie },
      );
      expect(wrong.statusCode).toBe(400);
      const common = await postAuth(testApp, '/change-password', { currentPassword: cook.password, newPassword: '1q2w3e4r5t6y' }, { cookie: cook.cookie });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe(PASSWORD_MESSAGES.tooCommon);
      const ok = await postAuth(
        testApp,
        '/change-password',
        { currentPassword: cook.password, newPassword: 'a fresh kitchen secret', revokeOtherSessions: true },
        { cookie: cook.cookie },
      );
      expect(ok.statusCode).toBe(200);
      expect((await signIn(testApp, cook.email, 'a fresh kitchen secret')).statusCode).toBe(200);
    });
  });
});
