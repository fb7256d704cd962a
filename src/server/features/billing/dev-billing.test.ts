import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { profile } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('billing with PAYMENTS=dev', () => {
  let testApp: TTestApp;
  const clock = createManualClock(new Date('2026-03-10T12:00:00Z'));

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PAYMENTS: 'dev' }, overrides: { clock } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const readRow = async (userId: string) => {
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, userId) });
    if (!row) throw new Error('no profile');
    return row;
  };

  it('walks a cook from free to Pro, canceling, and free again after the end date', async () => {
    // Far ahead of the real date, so only the injected clock can make the end date pass.
    clock.set(new Date('2036-03-10T12:00:00Z'));
    const cook = await createTestUser(testApp);
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'free' });

    const checkout = await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType: 'monthly' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toBe('http://localhost:3000/billing/dev-checkout?priceType=monthly');

    const paid = await call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'monthly' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'pro',
      priceType: 'monthly',
      canCancel: true,
      canResume: false,
      canManageBilling: false,
    });
    expect(paid.json().subscriptionEndDate).toBe('2036-04-10T12:00:00.000Z');
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'pro' });

    const again = await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType: 'yearly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'yearly' })).statusCode).toBe(409);

    const cancel = await call('POST', '/cancel-subscription', cook.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({
      message: 'Your subscription has been canceled. You keep Pro until April 10, 2036.',
      endDate: '2036-04-10T12:00:00.000Z',
    });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('canceling');
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'pro' });
    expect((await call('POST', '/cancel-subscription', cook.cookie)).statusCode).toBe(409);
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ isPro: true, savedRecipesLimit: null });

    clock.set(new Date('2036-04-10T12:00:01Z'));
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'free' });
    const profileAfter = await call('GET', '/api/profile', cook.cookie);
    expect(profileAfter.json()).toMatchObject({ isPro: false, savedRecipesLimit: 10 });
    expect((await call('POST', '/api/billing/resume', cook.cookie)).statusCode).toBe(409);
    expect((await call('POST', '/cancel-subscription', cook.cookie)).json().code).toBe('CONFLICT');

    // Free again, the cook can buy a new year.
    const yearly = await call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'yearly' });
    expect(yearly.json()).toMatchObject({ plan: 'pro', priceType: 'yearly', subscriptionEndDate: '2037-04-10T12:00:01.000Z' });
  });

  it('resumes a canceling subscription before its end date', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const cook = await createTestUser(testApp);
    await call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'yearly' });
    await call('POST', '/cancel-subscription', cook.cookie);
    clock.advance(30 * DAY_MS);
    const resumed = await call('POST', '/api/billing/resume', cook.cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ plan: 'pro', subscriptionStatus: 'pro', canCancel: true, canResume: false });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('pro');
    expect((await call('POST', '/api/billing/resume', cook.cookie)).statusCode).toBe(409);
  });

  it('treats the stored "cancelling" spelling like "canceling"', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ subscriptionStatus: 'cancelling', subscriptionEndDate: new Date('2026-03-20T00:00:00Z') })
      .where(eq(profile.userId, cook.id));
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'pro' });
    expect((await call('GET', '/api/billing', cook.cookie)).json()).toMatchObject({ canResume: true, canCancel: false });
    clock.set(new Date('2026-03-20T00:00:01Z'));
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'free' });
  });

  it('refuses cancel for a free cook, and the portal outside Stripe', async () => {
    const cook = await createTestUser(testApp);
    const cancel = await call('POST', '/cancel-subscription', cook.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ error: 'You have no active Pro subscription to cancel.', code: 'CONFLICT' });
    const portal = await call('POST', '/api/billing/portal', cook.cookie);
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error).toBe('Managing billing is only available when Stripe is configured.');
  });

  it("answers 404 for another cook's plan and 401 for a visitor", async () => {
    const cook = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const response = await call('GET', `/api/user-plan/${other.id}`, cook.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found.', code: 'NOT_FOUND' });
    expect((await testApp.app.inject({ method: 'GET', url: `/api/user-plan/${cook.id}` })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/cancel-subscription' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/billing/dev/pay', payload: { priceType: 'monthly' } })).statusCode).toBe(401);
  });

  it('pays once when Pay is pressed twice at the same moment', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const cook: TTestUser = await createTestUser(testApp);
    const results = await Promise.all([
      call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'monthly' }),
      call('POST', '/api/billing/dev/pay', cook.cookie, { priceType: 'yearly' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const cancels = await Promise.all([call('POST', '/cancel-subscription', cook.cookie), call('POST', '/cancel-subscription', cook.cookie)]);
    expect(cancels.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('billing with PAYMENTS=off', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PAYMENTS: 'off' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the clear 501 for every billing action and keeps the plan call working', async () => {
    const cook = await createTestUser(testApp);
    for (const url of ['/cancel-subscription', '/api/billing/resume', '/api/billing/portal', '/api/billing/webhook']) {
      const response = await testApp.app.inject({ method: 'POST', url, headers: { cookie: cook.cookie }, payload: {} });
      expect(response.statusCode, url).toBe(501);
      expect(response.json().error, url).toBe('Billing is not configured on this server.');
    }
    const pay = await testApp.app.inject({ method: 'POST', url: '/api/billing/dev/pay', headers: { cookie: cook.cookie }, payload: { priceType: 'monthly' } });
    expect(pay.statusCode).toBe(404);
    const plan = await testApp.app.inject({ method: 'GET', url: `/api/user-plan/${cook.id}`, headers: { cookie: cook.cookie } });
    expect(plan.json()).toEqual({ plan: 'free' });
    const status = await testApp.app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: cook.cookie } });
    expect(status.json()).toMatchObject({ payments: 'off', plan: 'free', canUpgrade: true, canCancel: false });
  });
});
