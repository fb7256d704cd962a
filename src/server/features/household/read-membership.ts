import { eq } from 'drizzle-orm';
import { OWNER_ONLY_MESSAGE, type THouseholdRole } from '../../../domain/household.ts';
import type { TTransaction } from '../../db/household-row.ts';
import { householdMember } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export type TMembership = { householdId: string; role: THouseholdRole };

/** The cook's membership, held for the rest of the transaction (no one moves them meanwhile). */
export async function readMembershipForUpdate(tx: TTransaction, userId: string): Promise<TMembership | undefined> {
  const [row] = await tx
    .select({ householdId: householdMember.householdId, role: householdMember.role })
    .from(householdMember)
    .where(eq(householdMember.userId, userId))
    .for('update');
  return row ? { householdId: row.householdId, role: row.role === 'owner' ? 'owner' : 'member' } : undefined;
}

/** The caller's membership, which must be the owner's (403 otherwise). */
export async function requireOwnership(tx: TTransaction, userId: string): Promise<TMembership> {
  const membership = await readMembershipForUpdate(tx, userId);
  if (!membership || membership.role !== 'owner') throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
  return membership;
}
