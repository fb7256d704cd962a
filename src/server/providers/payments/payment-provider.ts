import type { TPriceType } from '../../../domain/pricing.ts';

/** What the provider says a subscription is now; the billing service writes it onto the profile. */
export type TSubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string;
  /** 'unchanged' while a first payment is still pending (Stripe's incomplete). */
  status: 'pro' | 'canceling' | 'free' | 'unchanged';
  endDate: Date | null;
  priceType: TPriceType | null;
};

/** A verified webhook event, reduced to what the billing service needs. */
export type TPaymentEvent = {
  id: string;
  type: string;
  /** checkout.session.completed: the user id we sent as client_reference_id. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
};

export type TCheckoutInput = {
  userId: string;
  email: string;
  priceType: TPriceType;
  /** The provider's customer kept on the profile, if any. */
  customerId: string | null;
};

export type TCheckoutResult = { url: string; customerId: string | null };

/**
 * A payment provider (PAYMENTS): off, the dev simulation, or Stripe. Remote effects only;
 * the billing service owns the database.
 */
export type TPaymentProvider = {
  name: 'off' | 'dev' | 'stripe';
  createCheckout: (input: TCheckoutInput) => Promise<TCheckoutResult>;
  /** Cancels at the end of the paid period; returns that end. */
  cancelAtPeriodEnd: (subscriptionId: string | null, currentEndDate: Date | null) => Promise<{ endDate: Date | null }>;
  resume: (subscriptionId: string | null) => Promise<void>;
  createPortal: (customerId: string | null) => Promise<{ url: string }>;
  /** Checks the signature on the raw body; throws on a bad one. Stripe only. */
  verifyWebhook: (rawBody: Buffer, signature: string | undefined) => TPaymentEvent;
  /** The subscription as the provider has it now (webhooks re-read it, so delivery order does not matter). */
  getSubscription: (subscriptionId: string) => Promise<TSubscriptionSnapshot>;
};
