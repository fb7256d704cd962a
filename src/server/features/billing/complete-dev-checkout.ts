import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { ALREADY_PRO_MESSAGE, type TBillingStatus } from '../../../domain/billing.ts';
import type { TPriceType } from '../../../domain/pricing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readBillingProfile, toBillingStatus } from './billing-profile.ts';

export const DEV_CHECKOUT_OFF_MESSAGE = 'The simulated checkout is only available when PAYMENTS=dev.';

/** PAYMENTS=dev, Pay on the simulated checkout page: Pro for a month or a year from now. */
export async function completeDevCheckout(
  deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>,
  userId: string,
  priceType: TPriceType,
): Promise<TBillingStatus> {
  if (deps.payments.name !== 'dev') throw new AppError('NOT_FOUND', DEV_CHECKOUT_OFF_MESSAGE);
  const { db } = deps.database;
  const now = deps.clock.now();
  await readBillingProfile(db, userId, now);
  const endDate = priceType === 'yearly' ? addYears(now, 1) : addMonths(now, 1);
  // One conditional statement: only a cook without effective Pro becomes Pro (a double click pays once).
  const [updated] = await db
    .update(profile)
    .set({ subscriptionStatus: 'pro', subscriptionEndDate: endDate, subscriptionPriceType: priceType, updatedAt: new Date() })
    .where(
      and(
        eq(profile.userId, userId),
        or(
          eq(profile.subscriptionStatus, 'free'),
          and(inArray(profile.subscriptionStatus, ['canceling', 'cancelling']), or(isNull(profile.subscriptionEndDate), lte(profile.subscriptionEndDate, now))),
        ),
      ),
    )
    .returning();
  if (!updated) throw new AppError('CONFLICT', ALREADY_PRO_MESSAGE);
  return toBillingStatus(updated, deps.payments.name, now);
}
