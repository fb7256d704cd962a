import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { toHouseholdName } from '../../domain/household.ts';
import type { TDatabase, TTransaction } from './client.ts';
import { household, householdMember, user } from './schema.ts';

// The one place that gives a cook their household. Sign-up creates a household of one; every writer
// goes through `lockHousehold`, which also covers a cook whose row is missing (an account made by hand).

/** Creates a household of one owned by the cook, unless they are in one. Safe to race: the member key decides. */
export async function ensureHousehold(db: TDatabase, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ householdId: householdMember.householdId }).from(householdMember).where(eq(householdMember.userId, userId));
    if (existing) return;
    const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    if (!owner) return;
    await createHouseholdOfOne(tx, userId, owner.name);
  });
}

/** A new household with the cook as its owner (the caller's transaction moves or leaves their rows). */
export async function createHouseholdOfOne(tx: TTransaction, userId: string, ownerName: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(household).values({ id, name: toHouseholdName(ownerName) });
  await tx
    .insert(householdMember)
    .values({ userId, householdId: id, role: 'owner' })
    .onConflictDoUpdate({ target: householdMember.userId, set: { householdId: id, role: 'owner', joinedAt: sql`now()` } });
  return id;
}

/**
 * The cook's household id as a sub-select, for single-statement reads and writes: a cook who left
 * sees their new household's rows from the very next statement.
 */
export function householdOf(userId: string): SQL<string> {
  return sql<string>`(select ${householdMember.householdId} from ${householdMember} where ${householdMember.userId} = ${userId})`;
}

/**
 * Serialises a household's writes that read before they write (the 5-a-day rule, the cart's limit and
 * positions): the cook's membership row is held (so they cannot leave or be removed meanwhile), then
 * the household row is locked for the rest of the transaction. Every member's write waits on the same row.
 */
export async function lockHousehold(tx: TTransaction, userId: string): Promise<string> {
  const readMembership = () =>
    tx.select({ householdId: householdMember.householdId }).from(householdMember).where(eq(householdMember.userId, userId)).for('share');
  let [membership] = await readMembership();
  if (!membership) {
    const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    if (!owner) throw new Error('lockHousehold: no such user');
    await createHouseholdOfOne(tx, userId, owner.name);
    [membership] = await readMembership();
  }
  if (!membership) throw new Error('lockHousehold: no membership after creating one');
  await tx.select({ id: household.id }).from(household).where(eq(household.id, membership.householdId)).for('update');
  return membership.householdId;
}

export type { TTransaction };

/**
 * Takes the cook out of their household inside the caller's transaction (leaving, removal, account
 * deletion): the longest-standing other member becomes owner if the cook owned it, and a household
 * left empty is deleted with its plan, list and cart. The cook's membership row is the caller's to
 * replace or delete.
 */
export async function releaseHousehold(tx: TTransaction, userId: string): Promise<void> {
  const [membership] = await tx
    .select({ householdId: householdMember.householdId, role: householdMember.role })
    .from(householdMember)
    .where(eq(householdMember.userId, userId))
    .for('update');
  if (!membership) return;
  await tx.select({ id: household.id }).from(household).where(eq(household.id, membership.householdId)).for('update');
  const [successor] = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(and(eq(householdMember.householdId, membership.householdId), ne(householdMember.userId, userId)))
    .orderBy(asc(householdMember.joinedAt), asc(householdMember.userId))
    .limit(1);
  if (!successor) {
    await tx.delete(household).where(eq(household.id, membership.householdId));
    return;
  }
  if (membership.role === 'owner') await tx.update(householdMember).set({ role: 'owner' }).where(eq(householdMember.userId, successor.userId));
}
