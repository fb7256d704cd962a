import type { TConfig } from '../../config.ts';
import { createDevPayments } from './dev-payments.ts';
import { createOffPayments } from './off-payments.ts';
import type { TPaymentProvider } from './payment-provider.ts';

/**
 * PAYMENTS picks the provider; config has already refused Stripe without all four of its settings.
 * The Stripe SDK is imported only when it is the one (a large module to load at every start otherwise).
 */
export async function createPayments(config: TConfig): Promise<TPaymentProvider> {
  if (config.PAYMENTS === 'dev') return createDevPayments({ appUrl: config.APP_URL });
  if (config.PAYMENTS === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PRICE_MONTHLY && config.STRIPE_PRICE_YEARLY) {
    const { createStripePayments } = await import('./stripe-payments.ts');
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      prices: { monthly: config.STRIPE_PRICE_MONTHLY, yearly: config.STRIPE_PRICE_YEARLY },
      appUrl: config.APP_URL,
    });
  }
  return createOffPayments();
}
