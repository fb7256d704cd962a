import { BILLING_NOT_CONFIGURED_MESSAGE, type TCheckoutSession } from '../../../domain/billing.ts';
import type { TPriceType } from '../../../domain/pricing.ts';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';

export type TStartCheckoutInput = {
  config: TConfig;
  userId: string;
  priceType: TPriceType;
};

/**
 * Starts a payment-provider checkout. No provider is wired in yet (the billing issue adds the dev and
 * Stripe ones behind config.PAYMENTS), so every mode answers a clear 501 instead of pretending.
 */
export async function startCheckout(input: TStartCheckoutInput): Promise<TCheckoutSession> {
  void input;
  throw new AppError('BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED_MESSAGE);
}
