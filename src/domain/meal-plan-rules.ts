// The meal plan's pure rules without its zod schemas, so the planner's first load does not bring zod
// (its fetchers import the schemas beside the request). meal-plan.ts re-exports them.
import { RECIPES_PER_PLANNER_DAY } from './limits.ts';
import type { TMealPlanRange, TMealPlanResponse } from './meal-plan.ts';

export const DAY_FULL_MESSAGE = `Max ${RECIPES_PER_PLANNER_DAY} recipes per day`;

/** The meals of a day, in the order a day lists them (a planned meal without one comes after). */
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type TMeal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<TMeal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** One of MEALS (a select's value, say); the same answer as ZMealSchema without zod. */
export function isMeal(value: string): value is TMeal {
  return MEALS.some((meal) => meal === value);
}

/**
 * The order within a day: breakfast, lunch, dinner, then meals without one; ties keep their given order
 * (the order they were placed), since Array#sort is stable.
 */
export function sortDayEntries<TEntry extends { meal?: TMeal | null }>(entries: readonly TEntry[]): TEntry[] {
  const rank = (entry: TEntry) => (entry.meal ? MEALS.indexOf(entry.meal) : MEALS.length);
  return [...entries].sort((first, second) => rank(first) - rank(second));
}

/** The range with each entry holding its copy (shared, not duplicated, between entries of one copy). */
export function expandMealPlanRange(range: TMealPlanRange): TMealPlanResponse {
  const days: TMealPlanResponse['days'] = {};
  for (const [date, entries] of Object.entries(range.days)) {
    days[date] = entries.flatMap(({ recipeKey, ...entry }) => {
      const recipe = range.recipes[recipeKey];
      return recipe ? [{ ...entry, recipe }] : [];
    });
  }
  return { days, totals: range.totals, servingTotals: range.servingTotals };
}
