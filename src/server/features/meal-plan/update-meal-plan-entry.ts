import { and, eq, sql } from 'drizzle-orm';
import type { TMealPlanEntry, TUpdateMealPlanEntry } from '../../../domain/meal-plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ENTRY_NOT_FOUND_MESSAGE, toMealPlanEntry } from './entry-row.ts';
import { assertDayHasRoom, lockPlanner } from './lock-planner.ts';

/** Moves a planned meal to another day (which must have room) and/or changes its serving multiplier. */
export async function updateMealPlanEntry(db: TDatabase, userId: string, instanceId: string, changes: TUpdateMealPlanEntry): Promise<TMealPlanEntry> {
  return db.transaction(async (tx) => {
    const householdId = await lockPlanner(tx, userId);
    const owned = and(eq(mealPlanEntry.instanceId, instanceId), eq(mealPlanEntry.householdId, householdId));
    const [current] = await tx.select({ date: mealPlanEntry.date }).from(mealPlanEntry).where(owned);
    if (!current) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE);
    const isMove = changes.date !== undefined && changes.date !== current.date;
    if (isMove && changes.date) await assertDayHasRoom(tx, householdId, changes.date);
    const [row] = await tx
      .update(mealPlanEntry)
      .set({
        ...(isMove ? { date: changes.date, placedAt: sql`now()` } : {}),
        ...(changes.servingMultiplier !== undefined ? { servingMultiplier: changes.servingMultiplier } : {}),
      })
      .where(owned)
      .returning();
    if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE);
    return toMealPlanEntry(row);
  });
}
