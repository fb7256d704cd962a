import { eq } from 'drizzle-orm';
import { MEMBER_NOT_FOUND_MESSAGE, OWNER_CANNOT_BE_REMOVED_MESSAGE } from '../../../domain/household.ts';
import type { TDatabase } from '../../db/client.ts';
import { createHouseholdOfOne } from '../../db/household-row.ts';
import { household, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readMembershipForUpdate, requireOwnership } from './read-membership.ts';

/**
 * DELETE /api/household/members/:userId (owner only): the member gets a fresh household of one with
 * nothing shared; from their next request the household's plan, list and cart are 404 to them.
 */
export async function removeMember(db: TDatabase, ownerId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await requireOwnership(tx, ownerId);
    if (memberId === ownerId) throw new AppError('BAD_REQUEST', OWNER_CANNOT_BE_REMOVED_MESSAGE);
    const member = await readMembershipForUpdate(tx, memberId);
    if (!member || member.householdId !== owner.householdId) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
    await tx.select({ id: household.id }).from(household).where(eq(household.id, owner.householdId)).for('update');
    const [removed] = await tx.select({ name: user.name }).from(user).where(eq(user.id, memberId));
    if (!removed) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
    await createHouseholdOfOne(tx, memberId, removed.name);
  });
}
