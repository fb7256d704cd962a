import { and, count, eq } from 'drizzle-orm';
import { RECIPES_PER_PLANNER_DAY } from '../../../domain/limits.ts';
import { DAY_FULL_MESSAGE } from '../../../domain/meal-plan.ts';
import { lockHousehold, type TTransaction } from '../../db/household-row.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * Serialises a household's planner writes: the household row is locked for the rest of the
 * transaction, so two members adding to one day at once cannot both see room for a fifth recipe.
 * Returns the caller's household.
 */
export async function lockPlanner(tx: TTransaction, userId: string): Promise<string> {
  return lockHousehold(tx, userId);
}

/** Throws 409 'Max 5 recipes per day' when the household's day already holds five entries (call under lockPlanner). */
export async function assertDayHasRoom(tx: TTransaction, householdId: string, date: string): Promise<void> {
  const [row] = await tx
    .select({ value: count() })
    .from(mealPlanEntry)
    .where(and(eq(mealPlanEntry.householdId, householdId), eq(mealPlanEntry.date, date)));
  if ((row?.value ?? 0) >= RECIPES_PER_PLANNER_DAY) throw new AppError('CONFLICT', DAY_FULL_MESSAGE);
}

export type { TTransaction };
