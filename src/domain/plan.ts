import type { TSubscriptionStatus } from './limits.ts';

export type TPlanState = {
  subscriptionStatus: TSubscriptionStatus | 'cancelling';
  subscriptionEndDate: Date | null;
};

/** Spec §4: Pro is effective when pro, or canceling with an end date still ahead. */
export function hasProAccess(state: TPlanState, now: Date = new Date()): boolean {
  if (state.subscriptionStatus === 'pro') return true;
  const isCanceling = state.subscriptionStatus === 'canceling' || state.subscriptionStatus === 'cancelling';
  return isCanceling && state.subscriptionEndDate !== null && state.subscriptionEndDate.getTime() > now.getTime();
}

/** Year-month key (e.g. '2025-01') in UTC; usage counters reset when it changes. */
export function toUsageMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}
