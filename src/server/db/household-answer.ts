import { asc, eq } from 'drizzle-orm';
import { ZHouseholdRoleSchema, type THousehold } from '../../domain/household.ts';
import type { TDatabase } from './client.ts';
import { household, householdMember, user } from './schema.ts';
import { AppError } from '../errors.ts';

/** Presents a household with its members, the owner first, then by when they joined. */
export async function readHouseholdAnswer(db: TDatabase, householdId: string): Promise<THousehold> {
  const [row] = await db.select({ id: household.id, name: household.name }).from(household).where(eq(household.id, householdId));
  if (!row) throw new AppError('NOT_FOUND', 'Household not found.');
  const members = await db
    .select({ userId: householdMember.userId, name: user.name, email: user.email, role: householdMember.role })
    .from(householdMember)
    .innerJoin(user, eq(user.id, householdMember.userId))
    .where(eq(householdMember.householdId, householdId))
    .orderBy(asc(householdMember.joinedAt), asc(householdMember.userId));
  const presented = members.map((member) => ({ ...member, role: ZHouseholdRoleSchema.parse(member.role) }));
  return { id: row.id, name: row.name, members: [...presented.filter((m) => m.role === 'owner'), ...presented.filter((m) => m.role !== 'owner')] };
}
