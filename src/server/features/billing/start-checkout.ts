import { eq } from 'drizzle-orm';
import { ALREADY_PRO_MESSAGE, type TCheckoutSession } from '../../../domain/billing.ts';
import { getEffectivePlan } from '../../../domain/plan.ts';
import type { TPriceType } from '../../../domain/pricing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callProvider, readBillingProfile } from './billing-profile.ts';

export const CHECKOUT_FAILED_MESSAGE = 'Unable to start upgrade.';

/** POST /create-checkout-session: a cook who already has Pro gets a 409, not a second subscription. */
export async function startCheckout(
  deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>,
  user: { id: string; email: string },
  priceType: TPriceType,
): Promise<TCheckoutSession> {
  const { db } = deps.database;
  const row = await readBillingProfile(db, user.id, deps.clock.now());
  if (deps.payments.name !== 'off' && getEffectivePlan(row, deps.clock.now()) === 'pro') throw new AppError('CONFLICT', ALREADY_PRO_MESSAGE);
  const result = await callProvider(
    () => deps.payments.createCheckout({ userId: user.id, email: user.email, priceType, customerId: row.stripeCustomerId }),
    CHECKOUT_FAILED_MESSAGE,
  );
  if (result.customerId && result.customerId !== row.stripeCustomerId) {
    await db.update(profile).set({ stripeCustomerId: result.customerId, updatedAt: new Date() }).where(eq(profile.userId, user.id));
  }
  return { url: result.url };
}
