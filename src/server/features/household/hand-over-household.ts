import { eq } from 'drizzle-orm';
import { MEMBER_NOT_FOUND_MESSAGE, type THousehold } from '../../../domain/household.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdMember } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readHouseholdAnswer } from '../../db/household-answer.ts';
import { readMembershipForUpdate, requireOwnership } from './read-membership.ts';

/** POST /api/household/owner (owner only): another member becomes the owner; the caller stays as a member. */
export async function handOverHousehold(db: TDatabase, ownerId: string, newOwnerId: string): Promise<THousehold> {
  const householdId = await db.transaction(async (tx) => {
    const owner = await requireOwnership(tx, ownerId);
    if (newOwnerId === ownerId) return owner.householdId;
    const member = await readMembershipForUpdate(tx, newOwnerId);
    if (!member || member.householdId !== owner.householdId) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
    await tx.update(householdMember).set({ role: 'member' }).where(eq(householdMember.userId, ownerId));
    await tx.update(householdMember).set({ role: 'owner' }).where(eq(householdMember.userId, newOwnerId));
    return owner.householdId;
  });
  return readHouseholdAnswer(db, householdId);
}
