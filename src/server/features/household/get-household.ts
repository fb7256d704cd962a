import { eq } from 'drizzle-orm';
import type { THousehold } from '../../../domain/household.ts';
import type { TDatabase } from '../../db/client.ts';
import { ensureHousehold } from '../../db/household-row.ts';
import { householdMember } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readHouseholdAnswer } from '../../db/household-answer.ts';

/** GET /api/household: the caller's household and who is in it. */
export async function getHousehold(db: TDatabase, userId: string): Promise<THousehold> {
  await ensureHousehold(db, userId);
  const [membership] = await db.select({ householdId: householdMember.householdId }).from(householdMember).where(eq(householdMember.userId, userId));
  if (!membership) throw new AppError('NOT_FOUND', 'Household not found.');
  return readHouseholdAnswer(db, membership.householdId);
}
