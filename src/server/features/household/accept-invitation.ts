import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CART_MAX_ITEMS } from '../../../domain/cart.ts';
import {
  ALREADY_MEMBER_MESSAGE,
  HOUSEHOLD_FULL_MESSAGE,
  HOUSEHOLD_MAX_MEMBERS,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITATION_WRONG_ADDRESS_MESSAGE,
  type TAcceptInvitation,
  type THousehold,
} from '../../../domain/household.ts';
import { RECIPES_PER_PLANNER_DAY } from '../../../domain/limits.ts';
import type { TAppDeps } from '../../app-deps.ts';
import type { TSessionUser } from '../../auth/session-user.ts';
import { releaseHousehold, type TTransaction } from '../../db/household-row.ts';
import { cartItem, household, householdInvitation, householdMember, mealPlanEntry, shoppingList } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readHouseholdAnswer } from '../../db/household-answer.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { readMembershipForUpdate } from './read-membership.ts';

/**
 * POST /api/household/invitations/accept: only the invited address (the caller's verified e-mail),
 * once, within 7 days. The cook moves into the household; with `bringMyPlan` their own planned meals
 * (while each day has room), cart items (names the household lacks) and, from a household of their
 * own, their shopping list with its checks (when the household has none) come along, the rest stays
 * behind with the household they leave (deleted when it is left empty).
 */
export async function acceptInvitation(
  deps: Pick<TAppDeps, 'database' | 'clock'>,
  caller: TSessionUser,
  { token, bringMyPlan = false }: TAcceptInvitation,
): Promise<THousehold> {
  const { db } = deps.database;
  const householdId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(householdInvitation)
      .where(eq(householdInvitation.tokenHash, hashInvitationToken(token)))
      .for('update');
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) throw new AppError('FORBIDDEN', INVITATION_WRONG_ADDRESS_MESSAGE);
    if (invitation.usedAt) throw new AppError('INVITATION_USED', INVITATION_USED_MESSAGE);
    if (invitation.expiresAt.getTime() <= deps.clock.now().getTime()) throw new AppError('INVITATION_EXPIRED', INVITATION_EXPIRED_MESSAGE);

    const current = await readMembershipForUpdate(tx, caller.id);
    if (current?.householdId === invitation.householdId) throw new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE);
    const [target] = await tx.select({ id: household.id }).from(household).where(eq(household.id, invitation.householdId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    const [members] = await tx.select({ value: count() }).from(householdMember).where(eq(householdMember.householdId, target.id));
    if ((members?.value ?? 0) >= HOUSEHOLD_MAX_MEMBERS) throw new AppError('CONFLICT', HOUSEHOLD_FULL_MESSAGE);

    if (current && bringMyPlan) await bringRows(tx, caller.id, current.householdId, target.id);
    await releaseHousehold(tx, caller.id);
    await tx
      .insert(householdMember)
      .values({ userId: caller.id, householdId: target.id, role: 'member' })
      .onConflictDoUpdate({ target: householdMember.userId, set: { householdId: target.id, role: 'member', joinedAt: sql`now()` } });
    await tx.update(householdInvitation).set({ usedAt: deps.clock.now() }).where(eq(householdInvitation.id, invitation.id));
    return target.id;
  });
  return readHouseholdAnswer(db, householdId);
}

/** Moves the cook's own plan entries and cart items, within the household's limits (5 a day, 500 items, one of each name), and their list. */
async function bringRows(tx: TTransaction, userId: string, fromId: string, toId: string): Promise<void> {
  await bringShoppingList(tx, fromId, toId);
  const entries = await tx
    .select({ instanceId: mealPlanEntry.instanceId, date: mealPlanEntry.date })
    .from(mealPlanEntry)
    .where(and(eq(mealPlanEntry.householdId, fromId), eq(mealPlanEntry.userId, userId)))
    .orderBy(asc(mealPlanEntry.date), asc(mealPlanEntry.placedAt));
  const dayCounts = new Map<string, number>();
  for (const entry of entries) {
    let planned = dayCounts.get(entry.date);
    if (planned === undefined) {
      const [row] = await tx
        .select({ value: count() })
        .from(mealPlanEntry)
        .where(and(eq(mealPlanEntry.householdId, toId), eq(mealPlanEntry.date, entry.date)));
      planned = row?.value ?? 0;
    }
    if (planned >= RECIPES_PER_PLANNER_DAY) continue;
    await tx.update(mealPlanEntry).set({ householdId: toId }).where(eq(mealPlanEntry.instanceId, entry.instanceId));
    dayCounts.set(entry.date, planned + 1);
  }

  const [cartCount] = await tx.select({ value: count() }).from(cartItem).where(eq(cartItem.householdId, toId));
  const room = CART_MAX_ITEMS - (cartCount?.value ?? 0);
  if (room <= 0) return;
  // Positions go after the household's own items of the section; a name the household has stays behind.
  await tx.execute(sql`
    update ${cartItem} as moving set household_id = ${toId},
      position = moving.position + coalesce((select max(kept.position) + 1 from ${cartItem} as kept where kept.household_id = ${toId} and kept.section = moving.section), 0)
    where moving.id in (
      select candidate.id from ${cartItem} as candidate
      where candidate.household_id = ${fromId} and candidate.user_id = ${userId}
        and not exists (select 1 from ${cartItem} as taken where taken.household_id = ${toId} and lower(taken.name) = lower(candidate.name))
      order by candidate.section, candidate.position
      limit ${room}
    )`);
}

/**
 * A household has one list: the cook's comes along, checks and all, only when it is theirs alone (they
 * leave a household of one) and the household has none; otherwise the household's list stays as it is.
 */
async function bringShoppingList(tx: TTransaction, fromId: string, toId: string): Promise<void> {
  const [others] = await tx.select({ value: count() }).from(householdMember).where(eq(householdMember.householdId, fromId));
  if ((others?.value ?? 0) > 1) return;
  const [existing] = await tx.select({ householdId: shoppingList.householdId }).from(shoppingList).where(eq(shoppingList.householdId, toId));
  if (existing) return;
  await tx.update(shoppingList).set({ householdId: toId }).where(eq(shoppingList.householdId, fromId));
}
