import { describe, expect, it } from 'vitest';
import { getEffectivePlan, hasProAccess, isCancelingStatus, readPlan, readSubscriptionStatus, toUsageMonth } from './plan.ts';

describe('hasProAccess', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('grants pro', () => {
    expect(hasProAccess({ subscriptionStatus: 'pro', subscriptionEndDate: null }, now)).toBe(true);
  });

  it('denies free', () => {
    expect(hasProAccess({ subscriptionStatus: 'free', subscriptionEndDate: null }, now)).toBe(false);
  });

  it.each(['canceling', 'cancelling'] as const)('keeps %s until the end date', (status) => {
    expect(hasProAccess({ subscriptionStatus: status, subscriptionEndDate: new Date('2026-05-11T00:00:00Z') }, now)).toBe(true);
    expect(hasProAccess({ subscriptionStatus: status, subscriptionEndDate: new Date('2026-05-10T11:59:59Z') }, now)).toBe(false);
    expect(hasProAccess({ subscriptionStatus: status, subscriptionEndDate: null }, now)).toBe(false);
  });
});

describe('readSubscriptionStatus', () => {
  it('reads both spellings of canceling as one, and anything unknown as free', () => {
    expect(readSubscriptionStatus('pro')).toBe('pro');
    expect(readSubscriptionStatus('canceling')).toBe('canceling');
    expect(readSubscriptionStatus('cancelling')).toBe('canceling');
    expect(readSubscriptionStatus('free')).toBe('free');
    expect(readSubscriptionStatus('trialing')).toBe('free');
    expect(readSubscriptionStatus('')).toBe('free');
    expect(readSubscriptionStatus(null)).toBe('free');
  });

  it('gives the status and the Pro decision together, by the given clock', () => {
    const endDate = new Date('2026-05-11T00:00:00Z');
    expect(readPlan({ subscriptionStatus: 'cancelling', subscriptionEndDate: endDate }, new Date('2026-05-10T00:00:00Z'))).toEqual({
      subscriptionStatus: 'canceling',
      isPro: true,
    });
    expect(readPlan({ subscriptionStatus: 'cancelling', subscriptionEndDate: endDate }, new Date('2026-05-12T00:00:00Z'))).toEqual({
      subscriptionStatus: 'canceling',
      isPro: false,
    });
    expect(readPlan({ subscriptionStatus: 'PRO', subscriptionEndDate: null })).toEqual({ subscriptionStatus: 'free', isPro: false });
  });
});

describe('toUsageMonth', () => {
  it('formats the UTC year and month', () => {
    expect(toUsageMonth(new Date('2025-01-31T23:59:59Z'))).toBe('2025-01');
    expect(toUsageMonth(new Date('2025-12-01T00:00:00Z'))).toBe('2025-12');
  });
});

describe('getEffectivePlan', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ahead = new Date('2026-06-10T12:00:00Z');
  const behind = new Date('2026-05-10T11:00:00Z');

  it('is pro for pro, with or without an end date', () => {
    expect(getEffectivePlan({ subscriptionStatus: 'pro', subscriptionEndDate: null }, now)).toBe('pro');
    expect(getEffectivePlan({ subscriptionStatus: 'pro', subscriptionEndDate: ahead }, now)).toBe('pro');
  });

  it.each(['canceling', 'cancelling'])('is pro for %s before the end date and free after it', (status) => {
    expect(getEffectivePlan({ subscriptionStatus: status, subscriptionEndDate: ahead }, now)).toBe('pro');
    expect(getEffectivePlan({ subscriptionStatus: status, subscriptionEndDate: behind }, now)).toBe('free');
    expect(getEffectivePlan({ subscriptionStatus: status, subscriptionEndDate: ahead }, new Date(ahead.getTime() + 1))).toBe('free');
  });

  it('is free for free and for unknown stored text', () => {
    expect(getEffectivePlan({ subscriptionStatus: 'free', subscriptionEndDate: ahead }, now)).toBe('free');
    expect(getEffectivePlan({ subscriptionStatus: 'PRO', subscriptionEndDate: null }, now)).toBe('free');
    expect(getEffectivePlan({ subscriptionStatus: '', subscriptionEndDate: null }, now)).toBe('free');
  });
});

describe('isCancelingStatus', () => {
  it('knows both cancel spellings', () => {
    expect(isCancelingStatus('cancelling')).toBe(true);
    expect(isCancelingStatus('canceling')).toBe(true);
    expect(isCancelingStatus('pro')).toBe(false);
    expect(isCancelingStatus(null)).toBe(false);
  });
});
