import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfileSchema } from '../../../domain/profile.ts';
import { describeRecentSignInRequired, MISSING_CURRENT_PASSWORD_MESSAGE } from '../../auth/confirm-account-owner.ts';
import { account, profile, recipe, session, user } from '../../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, extractToken, signIn } from '../../test/test-users.ts';

describe('profile API', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  function call(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_APP_URL, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  /** Polls the profile; NOTIFIED gives the database's notification time to arrive on a loaded machine. */
  const readProfile = (cookie: string) => async (): Promise<unknown> => (await call('GET', '/api/profile', cookie)).json();
  const NOTIFIED = { timeout: 10_000, interval: 20 };

  it('answers the free profile of a new cook', async () => {
    const cook = await createTestUser(testApp, { name: 'Ada' });
    const response = await call('GET', '/api/profile', cook.cookie);
    expect(response.statusCode).toBe(200);
    const body = ZProfileSchema.parse(response.json());
    expect(body).toMatchObject({
      name: 'Ada',
      email: cook.email,
      subscriptionStatus: 'free',
      isPro: false,
      usageCount: 0,
      generationsLeft: 5,
      savedRecipeCount: 0,
      savedRecipesLimit: 10,
      dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
      allergens: [],
      theme: 'system',
    });
  });

  it('keeps the theme per cook, changes nothing else with it, and refuses an unknown one', async () => {
    const cook = await createTestUser(testApp);
    const neighbour = await createTestUser(testApp);
    await call('PATCH', '/api/profile', cook.cookie, { dietary: { vegan: true } });
    const response = await call('PATCH', '/api/profile', cook.cookie, { theme: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ theme: 'dark', dietary: { vegan: true } });
    await expect.poll(async () => ((await readProfile(cook.cookie)()) as { theme: string }).theme, NOTIFIED).toBe('dark');
    expect((await call('GET', '/api/profile', neighbour.cookie)).json().theme).toBe('system');
    const refused = await call('PATCH', '/api/profile', cook.cookie, { theme: 'sepia' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await call('PATCH', '/api/profile', cook.cookie, { theme: 'system' })).json().theme).toBe('system');
  });

  it('keeps daily nutrition goals per cook: sane ranges only, null clears them', async () => {
    const cook = await createTestUser(testApp);
    const neighbour = await createTestUser(testApp);
    expect((await call('GET', '/api/profile', cook.cookie)).json().nutritionGoals).toBeNull();
    const goals = { calories: 2000, protein: 75, carbs: 250, fat: 70, fiber: 30 };
    const saved = await call('PATCH', '/api/profile', cook.cookie, { nutritionGoals: goals });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().nutritionGoals).toEqual(goals);
    await expect.poll(async () => ((await readProfile(cook.cookie)()) as { nutritionGoals: unknown }).nutritionGoals, NOTIFIED).toEqual(goals);
    expect((await call('GET', '/api/profile', neighbour.cookie)).json().nutritionGoals).toBeNull();
    for (const wrong of [{ ...goals, calories: 20000 }, { ...goals, protein: -5 }, { ...goals, fat: 'lots' }, { calories: 2000 }]) {
      const refused = await call('PATCH', '/api/profile', cook.cookie, { nutritionGoals: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await call('PATCH', '/api/profile', cook.cookie, { nutritionGoals: null })).json().nutritionGoals).toBeNull();
  });

  it('sets the major allergens for any plan, keeps the five flags apart, and nobody else changes', async () => {
    const cook = await createTestUser(testApp);
    const neighbour = await createTestUser(testApp);
    const response = await call('PATCH', '/api/profile', cook.cookie, { allergens: ['sesame', 'egg', 'sesame'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPro: false, allergens: ['egg', 'sesame'], dietary: { nutFree: false, vegan: false } });
    const dietaryOnly = await call('PATCH', '/api/profile', cook.cookie, { dietary: { glutenFree: true } });
    expect(dietaryOnly.json()).toMatchObject({ allergens: ['egg', 'sesame'], dietary: { glutenFree: true } });
    expect((await call('GET', '/api/profile', cook.cookie)).json().allergens).toEqual(['egg', 'sesame']);
    expect((await call('PATCH', '/api/profile', cook.cookie, { allergens: [] })).json().allergens).toEqual([]);
    expect((await call('GET', '/api/profile', neighbour.cookie)).json().allergens).toEqual([]);
  });

  it('counts generations left in the current month only', async () => {
    const cook = await createTestUser(testApp);
    const db = testApp.deps.database.db;
    const month = new Date().toISOString().slice(0, 7);
    await db.update(profile).set({ usageCount: 3, usageMonth: month, savedRecipeCount: 4 }).where(eq(profile.userId, cook.id));
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ usageCount: 3, generationsLeft: 2, savedRecipeCount: 4 });
    // Changed straight in the database: the cached answer goes when the row's notification arrives (on
    // PostgreSQL a moment after commit), so these reads wait for it.
    await db.update(profile).set({ usageCount: 9 }).where(eq(profile.userId, cook.id));
    await expect.poll(readProfile(cook.cookie), NOTIFIED).toMatchObject({ generationsLeft: 0 });
    await db.update(profile).set({ usageCount: 5, usageMonth: '2001-01' }).where(eq(profile.userId, cook.id));
    await expect.poll(readProfile(cook.cookie), NOTIFIED).toMatchObject({ usageCount: 0, generationsLeft: 5 });
  });

  it('gives Pro and still-running canceling plans unlimited generations and recipes', async () => {
    const cook = await createTestUser(testApp);
    const db = testApp.deps.database.db;
    await db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: true, generationsLeft: null, savedRecipesLimit: null });
    const future = new Date(Date.now() + 86_400_000);
    await db.update(profile).set({ subscriptionStatus: 'canceling', subscriptionEndDate: future }).where(eq(profile.userId, cook.id));
    await expect.poll(readProfile(cook.cookie), NOTIFIED).toMatchObject({
      isPro: true,
      subscriptionStatus: 'canceling',
      subscriptionEndDate: future.toISOString(),
    });
    await db
      .update(profile)
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where(eq(profile.userId, cook.id));
    await expect.poll(readProfile(cook.cookie), NOTIFIED).toMatchObject({ isPro: false, generationsLeft: 5 });
  });

  it('updates the name and dietary flags, and nothing of anyone else', async () => {
    const cook = await createTestUser(testApp);
    const neighbour = await createTestUser(testApp, { name: 'Neighbour' });
    const response = await call('PATCH', '/api/profile', cook.cookie, { name: '  Grace  ', dietary: { vegan: true, nutFree: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Grace', dietary: { vegan: true, vegetarian: false, nutFree: true } });
    const again = await call('PATCH', '/api/profile', cook.cookie, { dietary: { vegan: false } });
    expect(again.json().dietary).toEqual({ vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: true });
    expect((await call('GET', '/api/profile', neighbour.cookie)).json()).toMatchObject({ name: 'Neighbour', dietary: { nutFree: false } });
  });

  it.each([
    [{ name: '' }],
    [{ name: 'x'.repeat(101) }],
    [{ dietary: { vegan: 'yes' } }],
    [{ dietary: 'vegan' }],
    [{ allergens: ['gluten'] }],
    [{ allergens: 'egg' }],
    [[]],
  ])('refuses a bad body %j with 400', async (payload) => {
    const cook = await createTestUser(testApp);
    const response = await call('PATCH', '/api/profile', cook.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('needs a signed-in, verified user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const unverified = await createTestUser(testApp, { isVerified: false });
    const signedIn = await signIn(testApp, unverified.email, unverified.password);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    expect((await call('PATCH', '/api/profile', cookie, { name: 'x' })).statusCode).toBe(403);
  });

  describe('e-mail change', () => {
    it('needs the current password', async () => {
      const cook = await createTestUser(testApp);
      const response = await call('POST', '/api/profile/email', cook.cookie, { newEmail: 'new-address@example.test', currentPassword: 'wrong wrong wrong' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Your current password is not correct.', code: 'BAD_REQUEST' });
      const row = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) });
      expect(row?.email).toBe(cook.email);
    });

    function lastLinkTo(email: string): string | undefined {
      return [...testApp.mailbox].reverse().find((message) => message.to === email)?.link;
    }

    async function readEmail(id: string) {
      return testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, id), columns: { email: true, emailVerified: true } });
    }

    it('keeps the address until the link sent to the new one is opened, then moves to it, still verified', async () => {
      const cook = await createTestUser(testApp);
      const newEmail = `moved-${cook.id.slice(0, 6).toLowerCase()}@example.test`;
      const response = await call('POST', '/api/profile/email', cook.cookie, { newEmail: newEmail.toUpperCase(), currentPassword: cook.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: cook.email, emailVerified: true, pendingEmail: newEmail });
      expect(await readEmail(cook.id)).toEqual({ email: cook.email, emailVerified: true });
      expect((await signIn(testApp, newEmail, cook.password)).statusCode).toBe(401);

      const token = extractToken(lastLinkTo(newEmail), 'oobCode');
      const verify = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
      expect(verify.statusCode).toBe(200);
      expect(await readEmail(cook.id)).toEqual({ email: newEmail, emailVerified: true });
      expect((await signIn(testApp, newEmail, cook.password)).statusCode).toBe(200);
    });

    it('answers a registered address exactly like a free one, and sends the registered one no link', async () => {
      const cook = await createTestUser(testApp);
      const other = await createTestUser(testApp);
      const free = `free-${cook.id.slice(0, 6).toLowerCase()}@example.test`;
      const mailsToOther = testApp.mailbox.filter((message) => message.to === other.email).length;
      const taken = await call('POST', '/api/profile/email', cook.cookie, { newEmail: other.email, currentPassword: cook.password });
      const untaken = await call('POST', '/api/profile/email', cook.cookie, { newEmail: free, currentPassword: cook.password });
      expect(taken.statusCode).toBe(200);
      expect(untaken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ email: cook.email, emailVerified: true, pendingEmail: other.email });
      expect(untaken.json()).toEqual({ email: cook.email, emailVerified: true, pendingEmail: free });
      const notices = testApp.mailbox.filter((message) => message.to === other.email).slice(mailsToOther);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.link).not.toContain('oobCode');
      expect(await readEmail(cook.id)).toEqual({ email: cook.email, emailVerified: true });
    });

    it('lets nobody take an address its owner has not registered yet', async () => {
      const attacker = await createTestUser(testApp);
      const victimEmail = `not-yet-${attacker.id.slice(0, 6).toLowerCase()}@example.test`;
      expect((await call('POST', '/api/profile/email', attacker.cookie, { newEmail: victimEmail, currentPassword: attacker.password })).statusCode).toBe(200);
      const attackerLink = lastLinkTo(victimEmail);
      expect(await readEmail(attacker.id)).toEqual({ email: attacker.email, emailVerified: true });

      // The victim registers the address: a real account, and their own verification link.
      const signUp = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_APP_URL },
        payload: { name: 'Victim', email: victimEmail, password: 'the victim kitchen secret' },
      });
      expect(signUp.statusCode).toBe(200);
      const victim = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, victimEmail) });
      expect(victim?.name).toBe('Victim');
      expect(lastLinkTo(victimEmail)).not.toBe(attackerLink);
      expect(lastLinkTo(victimEmail)).toContain('oobCode');

      // The change link, opened now, cannot move the attacker onto the victim's address.
      const late = await testApp.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(extractToken(attackerLink, 'oobCode'))}`,
      });
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(late.statusCode).toBeLessThan(500);
      expect(await readEmail(attacker.id)).toEqual({ email: attacker.email, emailVerified: true });
    });

    it('refuses a malformed address', async () => {
      const cook = await createTestUser(testApp);
      const response = await call('POST', '/api/profile/email', cook.cookie, { newEmail: 'not an email', currentPassword: cook.password });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('account deletion', () => {
    it('needs the current password', async () => {
      const cook = await createTestUser(testApp);
      const missing = await call('DELETE', '/api/profile', cook.cookie, { currentPassword: '' });
      expect(missing.statusCode).toBe(400);
      const wrong = await call('DELETE', '/api/profile', cook.cookie, { currentPassword: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) })).toBeDefined();
    });

    it("deletes the account and all of the user's data, and the session stops working", async () => {
      const cook = await createTestUser(testApp);
      const db = testApp.deps.database.db;
      await db.insert(recipe).values({ id: `r-${cook.id}`, userId: cook.id, title: 'Soup' });
      const response = await call('DELETE', '/api/profile', cook.cookie, { currentPassword: cook.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(await db.select().from(user).where(eq(user.id, cook.id))).toHaveLength(0);
      expect(await db.select().from(profile).where(eq(profile.userId, cook.id))).toHaveLength(0);
      expect(await db.select().from(recipe).where(eq(recipe.userId, cook.id))).toHaveLength(0);
      expect(await db.select().from(session).where(eq(session.userId, cook.id))).toHaveLength(0);
      expect((await call('GET', '/api/profile', cook.cookie)).statusCode).toBe(401);
      expect((await signIn(testApp, cook.email, cook.password)).statusCode).toBe(401);
    });
  });

  describe('confirming who is at the keyboard', () => {
    const MINUTE = 60_000;

    /** A cook who signs in only with single sign-on: no password row, their session made `minutesAgo` ago. */
    async function createPasswordlessCook(minutesAgo: number) {
      const cook = await createTestUser(testApp);
      const { db } = testApp.deps.database;
      await db.delete(account).where(and(eq(account.userId, cook.id), eq(account.providerId, 'credential')));
      await setSessionAge(cook.id, minutesAgo);
      return cook;
    }

    async function setSessionAge(userId: string, minutesAgo: number) {
      await testApp.deps.database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - minutesAgo * MINUTE) })
        .where(eq(session.userId, userId));
    }

    const recentSignInRefusal = { error: describeRecentSignInRequired(null), code: 'RECENT_SIGN_IN_REQUIRED' };

    it('tells the web whether the account has a password', async () => {
      const withPassword = await createTestUser(testApp);
      const without = await createPasswordlessCook(0);
      expect((await call('GET', '/api/profile', withPassword.cookie)).json()).toMatchObject({ hasPassword: true });
      await expect.poll(readProfile(without.cookie), NOTIFIED).toMatchObject({ hasPassword: false });
      expect((await call('PATCH', '/api/profile', without.cookie, { name: 'Sam' })).json()).toMatchObject({ name: 'Sam', hasPassword: false });
    });

    it('deletes an account without a password when its session is a sign-in of the last 10 minutes', async () => {
      const cook = await createPasswordlessCook(9);
      const response = await call('DELETE', '/api/profile', cook.cookie, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) })).toBeUndefined();
    });

    it('asks an account without a password to sign in again when its session is older, for deletion and e-mail change', async () => {
      const cook = await createPasswordlessCook(11);
      const deletion = await call('DELETE', '/api/profile', cook.cookie, {});
      expect(deletion.statusCode).toBe(403);
      expect(deletion.json()).toEqual(recentSignInRefusal);
      // A password given anyway proves nothing: there is none to check it against.
      const withGuess = await call('DELETE', '/api/profile', cook.cookie, { currentPassword: 'anything at all' });
      expect(withGuess.json()).toEqual(recentSignInRefusal);
      const emailChange = await call('POST', '/api/profile/email', cook.cookie, { newEmail: 'elsewhere@example.test' });
      expect(emailChange.statusCode).toBe(403);
      expect(emailChange.json()).toEqual(recentSignInRefusal);
      expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) })).toBeDefined();
      expect(testApp.mailbox.some((message) => message.to === 'elsewhere@example.test')).toBe(false);
    });

    it('sends the e-mail change link for an account without a password after a recent sign-in', async () => {
      const cook = await createPasswordlessCook(1);
      const newEmail = `sso-moved-${cook.id.slice(0, 6).toLowerCase()}@example.test`;
      const response = await call('POST', '/api/profile/email', cook.cookie, { newEmail });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: cook.email, emailVerified: true, pendingEmail: newEmail });
      expect(testApp.mailbox.at(-1)).toMatchObject({ to: newEmail, link: expect.stringContaining('oobCode') });
    });

    it('still needs the password of an account that has one, however recent the sign-in', async () => {
      const cook = await createTestUser(testApp);
      await setSessionAge(cook.id, 0);
      const missingPassword = { error: MISSING_CURRENT_PASSWORD_MESSAGE, code: 'VALIDATION_ERROR' };
      const deletion = await call('DELETE', '/api/profile', cook.cookie, {});
      expect(deletion.statusCode).toBe(400);
      expect(deletion.json()).toEqual(missingPassword);
      // Left out reads exactly like left empty.
      expect((await call('DELETE', '/api/profile', cook.cookie, { currentPassword: '' })).json()).toEqual(missingPassword);
      const emailChange = await call('POST', '/api/profile/email', cook.cookie, { newEmail: 'bypass@example.test' });
      expect(emailChange.statusCode).toBe(400);
      expect(emailChange.json()).toEqual(missingPassword);
      expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id) })).toBeDefined();
    });

    it('lets an account with a password use it whatever the age of the session', async () => {
      const cook = await createTestUser(testApp);
      await setSessionAge(cook.id, 60 * 24);
      expect((await call('DELETE', '/api/profile', cook.cookie, { currentPassword: cook.password })).statusCode).toBe(200);
    });

    it('names the provider in the message when single sign-on is configured', () => {
      expect(describeRecentSignInRequired('Authentik')).toBe('For your safety, sign in again with Authentik, then try again within 10 minutes.');
    });
  });
});
