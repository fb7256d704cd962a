import { describe, expect, it } from 'vitest';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from './limits.ts';
import { calculateYearlySavingPercent, formatPrice, FREE_PLAN_NOTE, PRO_PRICE_CENTS } from './pricing.ts';

describe('pricing', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(599)).toBe('$5.99');
    expect(formatPrice(5_999)).toBe('$59.99');
    expect(formatPrice(0)).toBe('$0');
  });

  it('computes the yearly saving against twelve monthly payments', () => {
    expect(calculateYearlySavingPercent({ monthly: 1_000, yearly: 9_000 })).toBe(25);
    expect(calculateYearlySavingPercent({ monthly: 1_000, yearly: 12_000 })).toBe(0);
  });

  it('says what the Free plan gives, from the limits the server enforces', () => {
    expect(FREE_PLAN_NOTE).toBe('5 recipes a month, 10 saved');
    expect(FREE_PLAN_NOTE).toBe(`${FREE_GENERATIONS_PER_MONTH} recipes a month, ${FREE_SAVED_RECIPES} saved`);
  });

  it('keeps yearly cheaper than twelve months', () => {
    expect(PRO_PRICE_CENTS.yearly).toBeLessThan(PRO_PRICE_CENTS.monthly * 12);
  });
});
