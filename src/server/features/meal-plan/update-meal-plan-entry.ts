import { and, eq, min, sql } from 'drizzle-orm';
import { LEFTOVERS_BEFORE_MEAL_MESSAGE, MEAL_AFTER_LEFTOVERS_MESSAGE, type TMealPlanEntry, type TUpdateMealPlanEntry } from '../../../domain/meal-plan.ts';
import type { TDatabase, TTransaction } from '../../db/client.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ENTRY_NOT_FOUND_MESSAGE, toMealPlanEntry } from './entry-row.ts';
import { assertDayHasRoom, lockPlanner } from './lock-planner.ts';

/**
 * Moves a planned meal to another day (which must have room), changes its serving multiplier and/or its meal. Leftovers stay
 * on or after the meal they come from, and a meal on or before its leftovers (the same rule as planning them).
 */
export async function updateMealPlanEntry(db: TDatabase, userId: string, instanceId: string, changes: TUpdateMealPlanEntry): Promise<TMealPlanEntry> {
  return db.transaction(async (tx) => {
    const householdId = await lockPlanner(tx, userId);
    const owned = and(eq(mealPlanEntry.instanceId, instanceId), eq(mealPlanEntry.householdId, householdId));
    const [current] = await tx.select({ date: mealPlanEntry.date, leftoversOf: mealPlanEntry.leftoversOf }).from(mealPlanEntry).where(owned);
    if (!current) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE);
    const isMove = changes.date !== undefined && changes.date !== current.date;
    if (isMove && changes.date) {
      await assertLeftoversOrder(tx, current.leftoversOf, instanceId, changes.date);
      await assertDayHasRoom(tx, householdId, changes.date);
    }
    const [row] = await tx
      .update(mealPlanEntry)
      .set({
        ...(isMove ? { date: changes.date, placedAt: sql`now()` } : {}),
        ...(changes.servingMultiplier !== undefined ? { servingMultiplier: changes.servingMultiplier } : {}),
        ...(changes.meal !== undefined ? { meal: changes.meal } : {}),
      })
      .where(owned)
      .returning();
    if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE);
    return toMealPlanEntry(row);
  });
}

async function assertLeftoversOrder(tx: TTransaction, leftoversOf: string | null, instanceId: string, date: string): Promise<void> {
  if (leftoversOf !== null) {
    const [meal] = await tx.select({ date: mealPlanEntry.date }).from(mealPlanEntry).where(eq(mealPlanEntry.instanceId, leftoversOf));
    if (meal && date < meal.date) throw new AppError('BAD_REQUEST', LEFTOVERS_BEFORE_MEAL_MESSAGE);
    return;
  }
  const [first] = await tx
    .select({ date: min(mealPlanEntry.date) })
    .from(mealPlanEntry)
    .where(eq(mealPlanEntry.leftoversOf, instanceId));
  if (first?.date && date > first.date) throw new AppError('BAD_REQUEST', MEAL_AFTER_LEFTOVERS_MESSAGE);
}
