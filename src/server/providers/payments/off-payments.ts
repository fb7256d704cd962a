import { BILLING_NOT_CONFIGURED_MESSAGE } from '../../../domain/billing.ts';
import { AppError } from '../../errors.ts';
import type { TPaymentProvider } from './payment-provider.ts';

const refuse = (): never => {
  throw new AppError('BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED_MESSAGE);
};

/** PAYMENTS=off: every billing call answers the clear 501. */
export function createOffPayments(): TPaymentProvider {
  return {
    name: 'off',
    createCheckout: async () => refuse(),
    cancelAtPeriodEnd: async () => refuse(),
    resume: async () => refuse(),
    createPortal: async () => refuse(),
    verifyWebhook: () => refuse(),
    getSubscription: async () => refuse(),
  };
}
