import { randomUUID } from 'node:crypto';
import type { TTransaction } from '../../db/client.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { TMealPlanEntryRow } from './entry-row.ts';
import { assertDayHasRoom } from './lock-planner.ts';

/**
 * Plans one meal on a household day, which must have room: the one insert of a planned meal (a recipe added,
 * a proposal accepted, leftovers planned). The caller holds the household's planner lock (`lockPlanner`).
 */
export async function insertMealPlanEntry(tx: TTransaction, values: Omit<typeof mealPlanEntry.$inferInsert, 'instanceId'>): Promise<TMealPlanEntryRow> {
  await assertDayHasRoom(tx, values.householdId, values.date);
  const [row] = await tx
    .insert(mealPlanEntry)
    .values({ instanceId: randomUUID(), ...values })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The meal was not planned.');
  return row;
}
