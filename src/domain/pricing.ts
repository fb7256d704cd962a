import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES, PRODUCT_NAME } from './limits.ts';

/**
 * Plan prices and feature lists, shown on the landing page and /pricing. The product rules give no
 * amounts, so they are ours and live only here; the payment provider's price ids must match them.
 */
export const PRICE_TYPES = ['monthly', 'yearly'] as const;
export type TPriceType = (typeof PRICE_TYPES)[number];

export const PRICE_CURRENCY = 'USD';

/** Whole cents, so the yearly saving is exact. */
export const PRO_PRICE_CENTS: Record<TPriceType, number> = {
  monthly: 599,
  yearly: 5_999,
};

/**
 * What the Free plan gives, from the limits the server enforces. The spec's 'Unlimited Recipes for
 * 7 days' is not shown: nothing grants it, so it would be untrue.
 */
export const FREE_PLAN_NOTE = `${FREE_GENERATIONS_PER_MONTH} recipes a month, ${FREE_SAVED_RECIPES} saved`;

export const FREE_PLAN_FEATURES = [
  `${FREE_GENERATIONS_PER_MONTH} AI recipes every month`,
  `Save up to ${FREE_SAVED_RECIPES} recipes`,
  'Meal-planner calendar and shopping lists',
  'Dietary restrictions on every recipe',
] as const;

export const PRO_PLAN_FEATURES = [
  'Unlimited AI recipes',
  'Import recipes from any URL',
  'Advanced AI customisation',
  'Custom dietary preferences',
  'Scaling and unit conversion',
  'Advanced nutrition analysis',
  'Priority support',
] as const;

export const PRO_PLAN_NAME = `${PRODUCT_NAME} Pro`;

export function formatPrice(cents: number): string {
  const isWhole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  }).format(cents / 100);
}

/** Whole-percent saving of a year paid at once over twelve monthly payments. */
export function calculateYearlySavingPercent(prices: Record<TPriceType, number> = PRO_PRICE_CENTS): number {
  const twelveMonths = prices.monthly * 12;
  return Math.round(((twelveMonths - prices.yearly) / twelveMonths) * 100);
}
