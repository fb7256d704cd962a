import { and, eq, gt, inArray } from 'drizzle-orm';
import { NOTHING_TO_RESUME_MESSAGE, type TBillingStatus } from '../../../domain/billing.ts';
import { getEffectivePlan, isCancelingStatus } from '../../../domain/plan.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callProvider, readBillingProfile, toBillingStatus } from './billing-profile.ts';

/** POST /api/billing/resume: a canceling cook keeps Pro and renews again, while the end date is ahead. */
export async function resumeSubscription(deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>, userId: string): Promise<TBillingStatus> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const row = await readBillingProfile(db, userId, now);
  if (deps.payments.name !== 'off' && !(isCancelingStatus(row.subscriptionStatus) && getEffectivePlan(row, now) === 'pro')) {
    throw new AppError('CONFLICT', NOTHING_TO_RESUME_MESSAGE);
  }
  await callProvider(() => deps.payments.resume(row.stripeSubscriptionId), 'Could not resume the subscription. Please try again later.');
  const [updated] = await db
    .update(profile)
    .set({ subscriptionStatus: 'pro', updatedAt: new Date() })
    .where(and(eq(profile.userId, userId), inArray(profile.subscriptionStatus, ['canceling', 'cancelling']), gt(profile.subscriptionEndDate, now)))
    .returning();
  if (!updated) throw new AppError('CONFLICT', NOTHING_TO_RESUME_MESSAGE);
  return toBillingStatus(updated, deps.payments.name, now);
}
