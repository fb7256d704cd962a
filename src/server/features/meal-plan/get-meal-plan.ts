import { and, asc, between, eq } from 'drizzle-orm';
import type { TMealPlanQuery, TMealPlanResponse } from '../../../domain/meal-plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { toMealPlanEntry } from './entry-row.ts';

/** The caller's planned meals from `from` to `to` (both included), keyed by date; days without meals are left out. */
export async function getMealPlan(db: TDatabase, userId: string, { from, to }: TMealPlanQuery): Promise<TMealPlanResponse> {
  const rows = await db
    .select()
    .from(mealPlanEntry)
    .where(and(eq(mealPlanEntry.userId, userId), between(mealPlanEntry.date, from, to)))
    .orderBy(asc(mealPlanEntry.date), asc(mealPlanEntry.placedAt), asc(mealPlanEntry.instanceId));
  const days: TMealPlanResponse['days'] = {};
  for (const row of rows) (days[row.date] ??= []).push(toMealPlanEntry(row));
  return { days };
}
