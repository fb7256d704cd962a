import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ENTRY_NOT_FOUND_MESSAGE } from './entry-row.ts';

/** Removes one of the household's planned meals (another household's is not found). */
export async function deleteMealPlanEntry(db: TDatabase, userId: string, instanceId: string): Promise<void> {
  const deleted = await db
    .delete(mealPlanEntry)
    .where(and(eq(mealPlanEntry.instanceId, instanceId), eq(mealPlanEntry.householdId, householdOf(userId))))
    .returning({ instanceId: mealPlanEntry.instanceId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE);
}
