import { sql } from 'drizzle-orm';
import { isMeal, type TMeal } from '../../domain/meal-plan-rules.ts';
import { mealPlanEntry } from './schema.ts';

/** The column's text as a meal (its check constraint allows only the three, or null). */
export function readMeal(value: string | null): TMeal | null {
  return value !== null && isMeal(value) ? value : null;
}

/** The order within a day in SQL, as `sortDayEntries`: breakfast, lunch, dinner, then meals without one. */
export const mealRank = sql<number>`case ${mealPlanEntry.meal} when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`;
