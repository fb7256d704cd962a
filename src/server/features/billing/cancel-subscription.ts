import { and, eq } from 'drizzle-orm';
import { ALREADY_CANCELING_MESSAGE, NOT_PRO_TO_CANCEL_MESSAGE, type TCancelSubscriptionResponse } from '../../../domain/billing.ts';
import { getEffectivePlan, isCancelingStatus } from '../../../domain/plan.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callProvider, formatPlanDate, readBillingProfile } from './billing-profile.ts';

/** POST /cancel-subscription: Pro until the end of the paid period (status 'canceling'), then free. */
export async function cancelSubscription(deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>, userId: string): Promise<TCancelSubscriptionResponse> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const row = await readBillingProfile(db, userId, now);
  if (deps.payments.name !== 'off') {
    if (getEffectivePlan(row, now) !== 'pro') throw new AppError('CONFLICT', NOT_PRO_TO_CANCEL_MESSAGE);
    if (isCancelingStatus(row.subscriptionStatus)) throw new AppError('CONFLICT', ALREADY_CANCELING_MESSAGE);
  }
  const { endDate } = await callProvider(
    () => deps.payments.cancelAtPeriodEnd(row.stripeSubscriptionId, row.subscriptionEndDate),
    'Could not cancel the subscription. Please try again later.',
  );
  // Conditional on still being 'pro': of two concurrent cancels, one answers 409.
  const [updated] = await db
    .update(profile)
    .set({ subscriptionStatus: 'canceling', subscriptionEndDate: endDate, updatedAt: new Date() })
    .where(and(eq(profile.userId, userId), eq(profile.subscriptionStatus, 'pro')))
    .returning({ endDate: profile.subscriptionEndDate });
  if (!updated) throw new AppError('CONFLICT', ALREADY_CANCELING_MESSAGE);
  return {
    message: endDate ? `Your subscription has been canceled. You keep Pro until ${formatPlanDate(endDate)}.` : 'Your subscription has been canceled.',
    endDate: endDate ? endDate.toISOString() : null,
  };
}
