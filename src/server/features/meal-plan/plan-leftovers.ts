import { and, eq } from 'drizzle-orm';
import { LEFTOVERS_BEFORE_MEAL_MESSAGE, LEFTOVERS_OF_LEFTOVERS_MESSAGE, type TMealPlanEntry, type TPlanLeftovers } from '../../../domain/meal-plan.ts';
import { PLANNED_MEAL_NOT_FOUND_MESSAGE } from '../../../domain/pantry.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readMeal } from '../../db/meal-plan-entry-meal.ts';
import { toMealPlanEntry } from './entry-row.ts';
import { insertMealPlanEntry } from './insert-meal-plan-entry.ts';
import { lockPlanner } from './lock-planner.ts';

/**
 * POST /api/meal-plan/entries/:instanceId/leftovers: "cook 6 servings on Monday, plan the rest for Tuesday's lunch" — a
 * planned meal on the chosen day (and meal, when given) (the same or a later one) holding the same recipe copy, linked to the meal it
 * comes from. Under the household's 5-a-day lock; a meal outside the caller's household: 404.
 */
export async function planLeftovers(db: TDatabase, userId: string, instanceId: string, body: TPlanLeftovers): Promise<TMealPlanEntry> {
  const entry = await db.transaction(async (tx) => {
    const householdId = await lockPlanner(tx, userId);
    const [source] = await tx
      .select()
      .from(mealPlanEntry)
      .where(and(eq(mealPlanEntry.instanceId, instanceId), eq(mealPlanEntry.householdId, householdId)));
    if (!source) throw new AppError('NOT_FOUND', PLANNED_MEAL_NOT_FOUND_MESSAGE);
    if (source.leftoversOf !== null) throw new AppError('CONFLICT', LEFTOVERS_OF_LEFTOVERS_MESSAGE);
    if (body.date < source.date) throw new AppError('BAD_REQUEST', LEFTOVERS_BEFORE_MEAL_MESSAGE);
    const row = await insertMealPlanEntry(tx, {
      userId,
      householdId,
      date: body.date,
      meal: body.meal ?? null,
      servingMultiplier: body.servingMultiplier ?? source.servingMultiplier,
      sourceRecipeId: source.sourceRecipeId,
      recipe: source.recipe,
      leftoversOf: source.instanceId,
    });
    return { ...toMealPlanEntry(row), leftoversOf: { instanceId: source.instanceId, date: source.date, meal: readMeal(source.meal) } };
  });
  await recordEvent(db, { category: 'planner', action: 'add', userId });
  return entry;
}
