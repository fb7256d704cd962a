import type { TConfig } from '../../config.ts';
import { createDevPayments } from './dev-payments.ts';
import { createOffPayments } from './off-payments.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createStripePayments } from './stripe-payments.ts';

/** PAYMENTS picks the provider; config has already refused Stripe without all four of its settings. */
export function createPayments(config: TConfig): TPaymentProvider {
  if (config.PAYMENTS === 'dev') return createDevPayments({ appUrl: config.APP_URL });
  if (config.PAYMENTS === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PRICE_MONTHLY && config.STRIPE_PRICE_YEARLY) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      prices: { monthly: config.STRIPE_PRICE_MONTHLY, yearly: config.STRIPE_PRICE_YEARLY },
      appUrl: config.APP_URL,
    });
  }
  return createOffPayments();
}
