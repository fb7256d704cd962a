import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { billingEvent, profile } from '../../db/schema.ts';
import { createStripePayments } from '../../providers/payments/stripe-payments.ts';
import { signWebhook, startFakeStripeServer, type TFakeStripeServer } from '../../test/fake-stripe-server.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const WEBHOOK_SECRET = 'whsec_test_forkcast';
const PRICES = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };

describe('billing with PAYMENTS=stripe (official SDK against a fake Stripe API on loopback)', () => {
  let testApp: TTestApp;
  let fake: TFakeStripeServer;
  const clock = createManualClock(new Date('2036-01-15T09:00:00Z'));
  const periodEnd = new Date('2036-02-15T09:00:00Z');

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    const payments = createStripePayments({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, prices: PRICES, appUrl: TEST_APP_URL, api: fake.api });
    testApp = await createTestApp({
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: PRICES.monthly,
        STRIPE_PRICE_YEARLY: PRICES.yearly,
      },
      overrides: { payments, clock },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const deliver = (event: { id?: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) => {
    const { payload, signature } = signWebhook(secret, event);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  const readRow = async (userId: string) => {
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, userId) });
    if (!row) throw new Error('no profile');
    return row;
  };

  /** Checkout through our API, then Stripe's side of the payment; returns the session object for the webhook. */
  async function checkOut(cook: TTestUser, priceType: 'monthly' | 'yearly' = 'monthly') {
    const response = await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType });
    expect(response.statusCode).toBe(200);
    const sessionId = String(response.json().url).split('/').pop() ?? '';
    return fake.completeCheckout(sessionId, periodEnd);
  }

  it('creates a subscription-mode Checkout Session with the right price, customer and reference', async () => {
    const cook = await createTestUser(testApp);
    const response = await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType: 'yearly' });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(created?.authorization).toBe('Bearer sk_test_fake');
    expect(created?.params.get('mode')).toBe('subscription');
    expect(created?.params.get('line_items[0][price]')).toBe(PRICES.yearly);
    expect(created?.params.get('client_reference_id')).toBe(cook.id);
    const row = await readRow(cook.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(created?.params.get('customer')).toBe(row.stripeCustomerId);

    // A second attempt reuses the customer kept on the profile.
    await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType: 'monthly' });
    expect(fake.requests.filter((request) => request.path === '/v1/customers' && request.params.get('email') === cook.email)).toHaveLength(1);
    expect(
      fake.requests
        .filter((request) => request.path === '/v1/checkout/sessions')
        .at(-1)
        ?.params.get('line_items[0][price]'),
    ).toBe(PRICES.monthly);
  });

  it('refuses a webhook with a bad signature with 400 and changes nothing', async () => {
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook);
    const forged = await deliver({ type: 'checkout.session.completed', object: session }, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Webhook signature verification failed.', code: 'BAD_REQUEST' });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await readRow(cook.id)).subscriptionStatus).toBe('free');
  });

  it('makes the cook Pro on checkout.session.completed, once, even when the event is replayed', async () => {
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook, 'yearly');
    const event = { id: 'evt_checkout_replay', type: 'checkout.session.completed', object: session };
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const row = await readRow(cook.id);
    expect(row).toMatchObject({ subscriptionStatus: 'pro', subscriptionPriceType: 'yearly', stripeSubscriptionId: session.subscription });
    expect(row.subscriptionEndDate?.toISOString()).toBe(periodEnd.toISOString());
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'pro' });

    // The cook cancels; the replayed checkout event must not bring 'pro' back.
    await call('POST', '/cancel-subscription', cook.cookie);
    const replay = await deliver(event);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('canceling');
    const stored = await testApp.deps.database.db.select().from(billingEvent).where(eq(billingEvent.id, 'evt_checkout_replay'));
    expect(stored).toHaveLength(1);
  });

  it('cancels at the period end, keeps Pro until then, is free after it, and resumes before it', async () => {
    clock.set(new Date('2036-01-15T09:00:00Z'));
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook);
    await deliver({ type: 'checkout.session.completed', object: session });

    const cancel = await call('POST', '/cancel-subscription', cook.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Your subscription has been canceled. You keep Pro until February 15, 2036.', endDate: periodEnd.toISOString() });
    const subscriptionId = String(session.subscription);
    expect(fake.subscriptions.get(subscriptionId)?.cancelAtPeriodEnd).toBe(true);
    expect((await readRow(cook.id)).subscriptionStatus).toBe('canceling');

    // Stripe's own echo of the change is applied and agrees.
    await deliver({ type: 'customer.subscription.updated', object: fake.subscriptionObject(subscriptionId) });
    expect(await readRow(cook.id)).toMatchObject({ subscriptionStatus: 'canceling', subscriptionEndDate: periodEnd });

    const resumed = await call('POST', '/api/billing/resume', cook.cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ plan: 'pro', subscriptionStatus: 'pro', canManageBilling: true });
    expect(fake.subscriptions.get(subscriptionId)?.cancelAtPeriodEnd).toBe(false);

    await call('POST', '/cancel-subscription', cook.cookie);
    clock.set(new Date(periodEnd.getTime() + 1000));
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'free' });
    expect((await call('POST', '/api/billing/resume', cook.cookie)).statusCode).toBe(409);
    clock.set(new Date('2036-01-15T09:00:00Z'));
  });

  it('applies subscription.deleted and invoice events, whatever order they arrive in', async () => {
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook);
    const subscriptionId = String(session.subscription);

    // invoice.paid can land before checkout.session.completed: the subscription is read from Stripe either way.
    const invoicePaid = await deliver({ type: 'invoice.paid', object: fake.invoiceObject(subscriptionId) });
    expect(invoicePaid.json().outcome).toBe('applied');
    expect((await readRow(cook.id)).subscriptionStatus).toBe('pro');

    // A renewal moves the end date forward.
    const renewedEnd = new Date('2036-03-15T09:00:00Z');
    const stored = fake.subscriptions.get(subscriptionId);
    if (!stored) throw new Error('no subscription');
    stored.periodEnd = Math.floor(renewedEnd.getTime() / 1000);
    await deliver({ type: 'invoice.paid', object: fake.invoiceObject(subscriptionId) });
    expect((await readRow(cook.id)).subscriptionEndDate?.toISOString()).toBe(renewedEnd.toISOString());

    // A failed payment: Stripe retries (past_due keeps Pro) ...
    stored.status = 'past_due';
    await deliver({ type: 'invoice.payment_failed', object: fake.invoiceObject(subscriptionId) });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('pro');

    // ... then gives up and deletes the subscription. The late checkout event afterwards changes nothing wrong.
    stored.status = 'canceled';
    stored.endedAt = Math.floor(new Date('2036-01-20T00:00:00Z').getTime() / 1000);
    await deliver({ type: 'customer.subscription.deleted', object: fake.subscriptionObject(subscriptionId) });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('free');
    await deliver({ type: 'checkout.session.completed', object: session });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('free');
    expect((await call('GET', `/api/user-plan/${cook.id}`, cook.cookie)).json()).toEqual({ plan: 'free' });
  });

  it('ignores an old subscription’s late event after the cook subscribed again', async () => {
    const cook = await createTestUser(testApp);
    const oldSession = await checkOut(cook);
    await deliver({ type: 'checkout.session.completed', object: oldSession });
    const oldStored = fake.subscriptions.get(String(oldSession.subscription));
    if (!oldStored) throw new Error('no subscription');
    oldStored.status = 'canceled';
    await deliver({ type: 'customer.subscription.deleted', object: fake.subscriptionObject(oldStored.id) });
    expect((await readRow(cook.id)).subscriptionStatus).toBe('free');

    const newSession = await checkOut(cook, 'yearly');
    await deliver({ type: 'checkout.session.completed', object: newSession });
    await deliver({ type: 'customer.subscription.updated', object: fake.subscriptionObject(oldStored.id) });
    expect(await readRow(cook.id)).toMatchObject({ subscriptionStatus: 'pro', stripeSubscriptionId: newSession.subscription, subscriptionPriceType: 'yearly' });
  });

  it('answers 502 when Stripe fails, so the event is delivered again and applied then', async () => {
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook);
    fake.failNext('/v1/subscriptions/');
    const event = { id: 'evt_retry_after_failure', type: 'checkout.session.completed', object: session };
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    expect(JSON.stringify(failed.json())).not.toContain('fake failure');
    expect((await readRow(cook.id)).subscriptionStatus).toBe('free');
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect((await readRow(cook.id)).subscriptionStatus).toBe('pro');
  });

  it('opens the customer portal for the cook’s own customer, and refuses checkout for a Pro cook', async () => {
    const cook = await createTestUser(testApp);
    const session = await checkOut(cook);
    await deliver({ type: 'checkout.session.completed', object: session });
    const portal = await call('POST', '/api/billing/portal', cook.cookie);
    expect(portal.statusCode).toBe(200);
    const row = await readRow(cook.id);
    expect(portal.json().url).toBe(`https://billing.stripe.test/p/session/${row.stripeCustomerId}`);
    const request = fake.requests.filter((entry) => entry.path === '/v1/billing_portal/sessions').at(-1);
    expect(request?.params.get('return_url')).toBe(`${TEST_APP_URL}/settings?tab=subscription`);

    const again = await call('POST', '/create-checkout-session', cook.cookie, { userId: cook.id, priceType: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', '/api/billing', cook.cookie)).json()).toMatchObject({ payments: 'stripe', canManageBilling: true, canCancel: true });

    const newcomer = await createTestUser(testApp);
    const noCustomer = await call('POST', '/api/billing/portal', newcomer.cookie);
    expect(noCustomer.statusCode).toBe(409);
  });
});
