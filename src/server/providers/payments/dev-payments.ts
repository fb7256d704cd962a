import { BILLING_NOT_CONFIGURED_MESSAGE } from '../../../domain/billing.ts';
import { AppError } from '../../errors.ts';
import type { TPaymentProvider } from './payment-provider.ts';

export const DEV_CHECKOUT_PATH = '/billing/dev-checkout';
export const PORTAL_STRIPE_ONLY_MESSAGE = 'Managing billing is only available when Stripe is configured.';

/**
 * PAYMENTS=dev: a simulated checkout on the app's own page (it says it is a simulation). Paying there
 * makes the cook Pro through POST /api/billing/dev/pay; cancel and resume only change the profile.
 */
export function createDevPayments({ appUrl }: { appUrl: string }): TPaymentProvider {
  return {
    name: 'dev',
    createCheckout: async ({ priceType }) => ({ url: `${appUrl}${DEV_CHECKOUT_PATH}?priceType=${priceType}`, customerId: null }),
    // The simulated period ends when the paid one would: the end date set at payment.
    cancelAtPeriodEnd: async (_subscriptionId, currentEndDate) => ({ endDate: currentEndDate }),
    resume: async () => undefined,
    createPortal: async () => {
      throw new AppError('CONFLICT', PORTAL_STRIPE_ONLY_MESSAGE);
    },
    verifyWebhook: () => {
      throw new AppError('BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED_MESSAGE);
    },
    getSubscription: async () => {
      throw new AppError('BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED_MESSAGE);
    },
  };
}
