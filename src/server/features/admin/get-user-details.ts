import { eq } from 'drizzle-orm';
import type { TAdminUserDetails } from '../../../domain/admin-users.ts';
import type { TDatabase } from '../../db/client.ts';
import { readHouseholdAnswer } from '../../db/household-answer.ts';
import { householdMember } from '../../db/schema.ts';
import { getAdminUser } from './admin-user-row.ts';

/** GET /api/admin/users/:id: what the User Details dialog shows, with the household (name, members, owner). Reads only. */
export async function getUserDetails(db: TDatabase, userId: string): Promise<TAdminUserDetails> {
  const details = await getAdminUser(db, userId);
  const [membership] = await db.select({ householdId: householdMember.householdId }).from(householdMember).where(eq(householdMember.userId, userId));
  return { ...details, household: membership ? await readHouseholdAnswer(db, membership.householdId) : null };
}
