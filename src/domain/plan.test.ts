import { describe, expect, it } from 'vitest';
import { hasProAccess, toUsageMonth } from './plan.ts';

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

describe('toUsageMonth', () => {
  it('formats the UTC year and month', () => {
    expect(toUsageMonth(new Date('2025-01-31T23:59:59Z'))).toBe('2025-01');
    expect(toUsageMonth(new Date('2025-12-01T00:00:00Z'))).toBe('2025-12');
  });
});
