import Stripe from 'stripe';
import type { TPriceType } from '../../../domain/pricing.ts';
import { AppError } from '../../errors.ts';
import type { TPaymentEvent, TPaymentProvider, TSubscriptionSnapshot } from './payment-provider.ts';

export type TStripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<TPriceType, string>;
  appUrl: string;
  /** Tests point the SDK at a fake of the Stripe API on loopback. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Per attempt; with the one retry a checkout waits at most about twice this on a Stripe that hangs. */
  timeoutMs?: number;
};

export const STRIPE_TIMEOUT_MS = 10_000;

export const BAD_SIGNATURE_MESSAGE = 'Webhook signature verification failed.';

const toDate = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe's subscription states onto ours. past_due keeps Pro while Stripe retries the card. */
export function toSnapshot(subscription: Stripe.Subscription, prices: Record<TPriceType, string>): TSubscriptionSnapshot {
  const item = subscription.items.data[0];
  const periodEnd = toDate(item?.current_period_end);
  const priceId = item?.price.id ?? null;
  const priceType: TPriceType | null = priceId === prices.yearly ? 'yearly' : priceId === prices.monthly ? 'monthly' : null;
  const base = { subscriptionId: subscription.id, customerId: idOf(subscription.customer) ?? '', priceType };
  switch (subscription.status) {
    case 'active':
    case 'trialing':
    case 'past_due': {
      const isCanceling = subscription.cancel_at_period_end || subscription.cancel_at !== null;
      return isCanceling
        ? { ...base, status: 'canceling', endDate: toDate(subscription.cancel_at) ?? periodEnd }
        : { ...base, status: 'pro', endDate: periodEnd };
    }
    case 'incomplete':
      return { ...base, status: 'unchanged', endDate: null };
    default:
      return { ...base, status: 'free', endDate: toDate(subscription.ended_at) };
  }
}

function readSubscriptionId(object: Stripe.Event.Data.Object): string | null {
  if (!('object' in object)) return null;
  switch (object.object) {
    case 'checkout.session':
      return idOf((object as Stripe.Checkout.Session).subscription);
    case 'subscription':
      return (object as Stripe.Subscription).id;
    case 'invoice':
      return idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/** PAYMENTS=stripe: Checkout in subscription mode, cancel at period end, the customer portal, signed webhooks. */
export function createStripePayments(options: TStripePaymentsOptions): TPaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.api ?? {}),
    maxNetworkRetries: options.api ? 0 : 1,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Forkcast' },
  });

  const requireSubscription = (subscriptionId: string | null): string => {
    if (!subscriptionId) throw new AppError('CONFLICT', 'No Stripe subscription is linked to this account.');
    return subscriptionId;
  };

  return {
    name: 'stripe',
    async createCheckout({ userId, email, priceType, customerId }) {
      // The customer is made first and kept on the profile, so every later event finds the cook.
      const customer = customerId ?? (await stripe.customers.create({ email, metadata: { userId } })).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: options.prices[priceType], quantity: 1 }],
        subscription_data: { metadata: { userId } },
        success_url: `${options.appUrl}/settings?tab=subscription&checkout=success`,
        cancel_url: `${options.appUrl}/pricing?checkout=cancelled`,
      });
      if (!session.url) throw new AppError('UPSTREAM_ERROR', 'Unable to start upgrade.');
      return { url: session.url, customerId: customer };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const updated = await stripe.subscriptions.update(requireSubscription(subscriptionId), { cancel_at_period_end: true });
      return { endDate: toSnapshot(updated, options.prices).endDate };
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(requireSubscription(subscriptionId), { cancel_at_period_end: false });
    },
    async createPortal(customerId) {
      if (!customerId) throw new AppError('CONFLICT', 'No Stripe customer is linked to this account yet.');
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${options.appUrl}/settings?tab=subscription` });
      return { url: portal.url };
    },
    verifyWebhook(rawBody, signature): TPaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new AppError('BAD_REQUEST', BAD_SIGNATURE_MESSAGE, { cause: error });
      }
      const object = event.data.object;
      const isCheckout = 'object' in object && object.object === 'checkout.session';
      const customerId =
        'customer' in object && (typeof object.customer === 'string' || (object.customer !== null && typeof object.customer === 'object'))
          ? idOf(object.customer)
          : null;
      return {
        id: event.id,
        type: event.type,
        userId: isCheckout ? ((object as Stripe.Checkout.Session).client_reference_id ?? null) : null,
        customerId,
        subscriptionId: readSubscriptionId(object),
      };
    },
    async getSubscription(subscriptionId) {
      return toSnapshot(await stripe.subscriptions.retrieve(subscriptionId), options.prices);
    },
  };
}
