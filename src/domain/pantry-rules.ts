import { chooseCartSection } from './cart-placement.ts';
import type { TCartSectionName } from './cart.ts';
import { convertToGrams } from './ingredients/convert-to-grams.ts';
import type { TParsedIngredient } from './ingredients/parse-ingredient-line.ts';
import { convertMeasure, toCanonicalUnit } from './ingredients/units.ts';
import type { TFood } from './kitchen/food.ts';
import { findShelfLifeDays } from './kitchen/food-table.ts';
import { normalizeFoodName } from './shopping-list/consolidate-shopping-list.ts';

// A pantry that keeps itself (issue 31): the rules of putting the shopping away and of cooking from the cart.
// Server-side (they read ingredient lines); the contracts the browser reads are in pantry.ts.

/** An amount the cart holds: null unit is a count ("3 onions"). */
export type TCartAmount = { quantity: number; unit: string | null };

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The use-by guess for a food kept in a section: today plus its shelf life there; null when the table does not know the food or it does not keep there. */
export function guessUseBy(food: TFood | null, section: TCartSectionName, today: string): string | null {
  if (!food) return null;
  const days = findShelfLifeDays(food, section);
  return days > 0 ? addDays(today, days) : null;
}

/** Where a bought item goes and how long it keeps: the cart's own placement rule and the table's shelf life. */
export function placeBoughtItem(name: string, food: TFood | null, today: string): { section: TCartSectionName; useBy: string | null } {
  const section = chooseCartSection(name, food);
  return { section, useBy: guessUseBy(food, section, today) };
}

/** The key a cart item and a recipe line are matched by: the food table's food, else the normalised name. */
export function toPantryKey(name: string, food: TFood | null): string {
  return food ? `food:${food.id}` : `name:${normalizeFoodName(name)}`;
}

/**
 * `used` expressed in the cart's unit: the same dimension by the unit table; across dimensions or counts
 * through the food's weights (a cup of flour from a kilogram bag). Null when they cannot be compared.
 */
export function convertToCartUnit(used: TCartAmount, cartUnit: string | null, food: TFood | null): number | null {
  const from = toCanonicalUnit(used.unit);
  const to = toCanonicalUnit(cartUnit);
  if ((used.unit === null) !== (from === null) || (cartUnit === null) !== (to === null)) return null;
  if (from === null && to === null) return used.quantity;
  if (from !== null && to !== null) {
    const direct = convertMeasure(used.quantity, from, to);
    if (direct !== null) return direct;
  }
  if (!food) return null;
  const usedGrams = convertToGrams(used.quantity, from, food);
  const gramsPerCartUnit = convertToGrams(1, to, food);
  return usedGrams === null || gramsPerCartUnit === null || gramsPerCartUnit === 0 ? null : usedGrams / gramsPerCartUnit;
}

/** The cart amount left after cooking, or null when the whole item is used (nothing measurable left, or the amounts cannot be compared). */
export function takeFromAmount(have: TCartAmount | null, used: TCartAmount | null, food: TFood | null): number | null {
  if (!have || !used) return null;
  const taken = convertToCartUnit(used, have.unit, food);
  if (taken === null) return null;
  const left = Math.round((have.quantity - taken) * 1000) / 1000;
  return left > 0 ? left : null;
}

/** What one recipe line uses, scaled by the planned multiplier (a range uses its upper bound); null for no amount. */
export function readUsedAmount(parsed: TParsedIngredient, multiplier: number): TCartAmount | null {
  const quantity = parsed.quantity2 ?? parsed.quantity;
  if (quantity === null) return null;
  return { quantity: quantity * multiplier, unit: parsed.unit };
}
