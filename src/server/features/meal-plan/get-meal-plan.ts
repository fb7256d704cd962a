import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TMealPlanQuery, TMealPlanRange } from '../../../domain/meal-plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { mealPlanEntry } from '../../db/schema.ts';

/**
 * The caller's household's planned meals from `from` to `to` (both included), keyed by date; days without meals
 * are left out. A planned meal keeps its own copy of the recipe; identical copies (the same recipe
 * planned many times) are read and sent once, keyed by a hash of their content.
 */
export async function getMealPlan(db: TDatabase, userId: string, { from, to }: TMealPlanQuery): Promise<TMealPlanRange> {
  const recipeKey = sql<string>`md5(${mealPlanEntry.recipe}::text)`;
  const inRange = and(eq(mealPlanEntry.householdId, householdOf(userId)), between(mealPlanEntry.date, from, to));
  const rows = await db
    .select({ instanceId: mealPlanEntry.instanceId, date: mealPlanEntry.date, servingMultiplier: mealPlanEntry.servingMultiplier, recipeKey })
    .from(mealPlanEntry)
    .where(inRange)
    .orderBy(asc(mealPlanEntry.date), asc(mealPlanEntry.placedAt), asc(mealPlanEntry.instanceId));
  const copies = await db.selectDistinctOn([recipeKey], { recipeKey, recipe: mealPlanEntry.recipe }).from(mealPlanEntry).where(inRange);
  const days: TMealPlanRange['days'] = {};
  for (const row of rows) (days[row.date] ??= []).push(row);
  return { days, recipes: Object.fromEntries(copies.map((copy) => [copy.recipeKey, copy.recipe])) };
}
