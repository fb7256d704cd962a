import type { TNutrition } from './recipe.ts';

// A planned day's nutrition (issue 31): the planned recipes' figures × their multipliers, added up.

export const ZERO_NUTRITION: TNutrition = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 };
const KEYS = Object.keys(ZERO_NUTRITION) as (keyof TNutrition)[];

/** `a + b × factor`, each nutrient. */
export function addScaledNutrition(a: TNutrition, b: TNutrition, factor: number): TNutrition {
  const sum = { ...a };
  for (const key of KEYS) sum[key] = a[key] + b[key] * factor;
  return sum;
}

/** One decimal: enough for a day's figure, and the same on every reader. */
export function roundNutrition(value: TNutrition): TNutrition {
  const rounded = { ...value };
  for (const key of KEYS) rounded[key] = Math.round(value[key] * 10) / 10;
  return rounded;
}

type TPlannedRef = { recipeKey: string; servingMultiplier: number };

/**
 * Per day: the whole cooked amount (each recipe's nutrition × multiplier) and one serving of each recipe
 * (its nutrition ÷ its servings). A recipe whose nutrition is unknown counts as nothing.
 */
export function sumDayNutrition(
  days: Readonly<Record<string, readonly TPlannedRef[]>>,
  nutritionOf: (recipeKey: string) => { nutrition: TNutrition; servings: number } | undefined,
): { totals: Record<string, TNutrition>; servingTotals: Record<string, TNutrition> } {
  const totals: Record<string, TNutrition> = {};
  const servingTotals: Record<string, TNutrition> = {};
  for (const [date, entries] of Object.entries(days)) {
    let whole = ZERO_NUTRITION;
    let serving = ZERO_NUTRITION;
    for (const entry of entries) {
      const known = nutritionOf(entry.recipeKey);
      if (!known) continue;
      whole = addScaledNutrition(whole, known.nutrition, entry.servingMultiplier);
      serving = addScaledNutrition(serving, known.nutrition, 1 / known.servings);
    }
    totals[date] = roundNutrition(whole);
    servingTotals[date] = roundNutrition(serving);
  }
  return { totals, servingTotals };
}
