import { and, count, eq } from 'drizzle-orm';
import { RECIPES_PER_PLANNER_DAY } from '../../../domain/limits.ts';
import { DAY_FULL_MESSAGE } from '../../../domain/meal-plan.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanEntry, profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/**
 * Serialises one cook's planner writes: the profile row is locked for the rest of the transaction,
 * so two concurrent adds to one day cannot both see room for a fifth recipe.
 */
export async function lockPlanner(tx: TTransaction, userId: string): Promise<void> {
  // A profile is written at sign-up; this covers accounts made before that hook existed.
  await tx.insert(profile).values({ userId, usageMonth: toUsageMonth() }).onConflictDoNothing();
  await tx.select({ userId: profile.userId }).from(profile).where(eq(profile.userId, userId)).for('update');
}

/** Throws 409 'Max 5 recipes per day' when the day already holds five entries (call under lockPlanner). */
export async function assertDayHasRoom(tx: TTransaction, userId: string, date: string): Promise<void> {
  const [row] = await tx
    .select({ value: count() })
    .from(mealPlanEntry)
    .where(and(eq(mealPlanEntry.userId, userId), eq(mealPlanEntry.date, date)));
  if ((row?.value ?? 0) >= RECIPES_PER_PLANNER_DAY) throw new AppError('CONFLICT', DAY_FULL_MESSAGE);
}

export type { TTransaction };
