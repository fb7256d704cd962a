import type { TMealPlanEntry } from '../../../domain/meal-plan.ts';
import { readMeal } from '../../db/meal-plan-entry-meal.ts';
import type { mealPlanEntry } from '../../db/schema.ts';

export type TMealPlanEntryRow = typeof mealPlanEntry.$inferSelect;

export const ENTRY_NOT_FOUND_MESSAGE = 'Meal plan entry not found.';

/** The API shape of a planned meal; userId and bookkeeping columns stay on the server. */
export function toMealPlanEntry(row: TMealPlanEntryRow): TMealPlanEntry {
  return { instanceId: row.instanceId, date: row.date, servingMultiplier: row.servingMultiplier, recipe: row.recipe, meal: readMeal(row.meal) };
}
