import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, type TSubscriptionStatus } from './limits.ts';

// Plan state in one place: what a stored subscription status means and whether Pro applies now.

/** Stored texts mean one of the spec's statuses: both spellings of canceling, anything unknown is free. */
const ZStoredSubscriptionStatusSchema = z
  .enum([...SUBSCRIPTION_STATUSES, 'cancelling'])
  .transform((status): TSubscriptionStatus => (status === 'cancelling' ? 'canceling' : status))
  .catch('free');

/** 'pro' → 'pro'; 'canceling' or 'cancelling' → 'canceling'; null, '' or an unknown text → 'free'. */
export function readSubscriptionStatus(stored: string | null | undefined): TSubscriptionStatus {
  return ZStoredSubscriptionStatusSchema.parse(stored);
}

export type TPlanState = {
  /** The stored status text, either spelling. */
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | null;
};

/** Pro is effective when pro, or canceling with an end date still ahead of `now`. */
export function hasProAccess(state: TPlanState, now: Date = new Date()): boolean {
  const status = readSubscriptionStatus(state.subscriptionStatus);
  if (status === 'pro') return true;
  return status === 'canceling' && state.subscriptionEndDate !== null && state.subscriptionEndDate.getTime() > now.getTime();
}

export const PLANS = ['free', 'pro'] as const;
export type TPlan = (typeof PLANS)[number];

/** Both spellings mean the same thing. */
export function isCancelingStatus(stored: string | null | undefined): boolean {
  return readSubscriptionStatus(stored) === 'canceling';
}

/**
 * THE effective plan of a stored row: the gates, the plan call and billing use it.
 * A canceling cook past the end date is free again at once, with no job needed.
 */
export function getEffectivePlan(state: TPlanState, now: Date = new Date()): TPlan {
  return hasProAccess(state, now) ? 'pro' : 'free';
}

/** The status and the Pro decision together, as every reader of a profile row needs them. */
export function readPlan(state: TPlanState, now: Date = new Date()): { subscriptionStatus: TSubscriptionStatus; isPro: boolean } {
  return { subscriptionStatus: readSubscriptionStatus(state.subscriptionStatus), isPro: hasProAccess(state, now) };
}

/** Year-month key (e.g. '2025-01') in UTC; usage counters reset when it changes. */
export function toUsageMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}
