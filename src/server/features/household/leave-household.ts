import { count, eq } from 'drizzle-orm';
import { ALONE_MESSAGE, type THousehold } from '../../../domain/household.ts';
import type { TDatabase } from '../../db/client.ts';
import { createHouseholdOfOne, ensureHousehold, releaseHousehold } from '../../db/household-row.ts';
import { householdMember, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readHouseholdAnswer } from '../../db/household-answer.ts';
import { readMembershipForUpdate } from './read-membership.ts';

/**
 * POST /api/household/leave: the cook gets a fresh household of one with nothing shared; an owner's
 * household passes to the longest-standing member. Alone already: nothing to leave (409).
 */
export async function leaveHousehold(db: TDatabase, userId: string): Promise<THousehold> {
  await ensureHousehold(db, userId);
  const householdId = await db.transaction(async (tx) => {
    const membership = await readMembershipForUpdate(tx, userId);
    if (!membership) throw new AppError('NOT_FOUND', 'Household not found.');
    const [members] = await tx.select({ value: count() }).from(householdMember).where(eq(householdMember.householdId, membership.householdId));
    if ((members?.value ?? 0) <= 1) throw new AppError('CONFLICT', ALONE_MESSAGE);
    const [cook] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    if (!cook) throw new AppError('NOT_FOUND', 'Account not found.');
    await releaseHousehold(tx, userId);
    return createHouseholdOfOne(tx, userId, cook.name);
  });
  return readHouseholdAnswer(db, householdId);
}
