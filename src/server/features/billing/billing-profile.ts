import { format } from 'date-fns/format';
import type { TBillingStatus } from '../../../domain/billing.ts';
import { getEffectivePlan, isCancelingStatus, readSubscriptionStatus } from '../../../domain/plan.ts';
import type { TPriceType } from '../../../domain/pricing.ts';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow, type TProfileRow } from '../../db/profile-row.ts';
import { AppError } from '../../errors.ts';
import type { TPaymentProvider } from '../../providers/payments/payment-provider.ts';

export type TBillingProfile = TProfileRow;

/** The caller's profile row; accounts made before profiles existed get their free row here. */
export async function readBillingProfile(db: TDatabase, userId: string, now: Date): Promise<TBillingProfile> {
  return getOrCreateProfileRow(db, userId, { now });
}

const toPriceType = (value: string | null): TPriceType | null => (value === 'monthly' || value === 'yearly' ? value : null);

/** What Settings → Subscription shows, and which Manage actions apply right now. */
export function toBillingStatus(row: TBillingProfile, payments: TPaymentProvider['name'], now: Date): TBillingStatus {
  const plan = getEffectivePlan(row, now);
  const status = readSubscriptionStatus(row.subscriptionStatus);
  const isCanceling = isCancelingStatus(status);
  const isBillingOn = payments !== 'off';
  return {
    payments,
    plan,
    subscriptionStatus: status,
    subscriptionEndDate: row.subscriptionEndDate ? row.subscriptionEndDate.toISOString() : null,
    priceType: toPriceType(row.subscriptionPriceType),
    canUpgrade: plan === 'free',
    canCancel: isBillingOn && plan === 'pro' && !isCanceling,
    canResume: isBillingOn && plan === 'pro' && isCanceling,
    canManageBilling: payments === 'stripe' && row.stripeCustomerId !== null,
  };
}

/** "May 4, 2027", as the Settings page shows dates. */
export function formatPlanDate(date: Date): string {
  return format(date, 'MMMM d, yyyy');
}

/** A payment provider's own failure becomes a clear 502, never its internals. */
export async function callProvider<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UPSTREAM_ERROR', message, { cause: error });
  }
}
