import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  ALREADY_MEMBER_MESSAGE,
  HOUSEHOLD_FULL_MESSAGE,
  HOUSEHOLD_MAX_MEMBERS,
  INVITATION_LIFETIME_DAYS,
  type TCreateInvitation,
  type TInvitation,
} from '../../../domain/household.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { lockHousehold } from '../../db/household-row.ts';
import { household, householdInvitation, householdMember, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sendInvitationMail } from './invitation-mail.ts';
import { createInvitationToken, hashInvitationToken } from './invitation-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/household/invitations: any member invites an address; the link goes by e-mail, valid
 * 7 days, once, for that address only. A full household (8) or an address already in it is refused.
 */
export async function createInvitation(
  deps: Pick<TAppDeps, 'database' | 'config' | 'mail' | 'clock'>,
  userId: string,
  { email }: TCreateInvitation,
): Promise<TInvitation> {
  const { db } = deps.database;
  const token = createInvitationToken();
  const expiresAt = new Date(deps.clock.now().getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  const { invitation, inviterName, householdName } = await db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, userId);
    const [members] = await tx.select({ value: count() }).from(householdMember).where(eq(householdMember.householdId, householdId));
    if ((members?.value ?? 0) >= HOUSEHOLD_MAX_MEMBERS) throw new AppError('CONFLICT', HOUSEHOLD_FULL_MESSAGE);
    const [already] = await tx
      .select({ userId: householdMember.userId })
      .from(householdMember)
      .innerJoin(user, eq(user.id, householdMember.userId))
      .where(and(eq(householdMember.householdId, householdId), eq(sql`lower(${user.email})`, email)));
    if (already) throw new AppError('CONFLICT', ALREADY_MEMBER_MESSAGE);
    const [row] = await tx
      .insert(householdInvitation)
      .values({ id: randomUUID(), householdId, invitedBy: userId, email, tokenHash: hashInvitationToken(token), expiresAt })
      .returning();
    const [inviter] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    const [home] = await tx.select({ name: household.name }).from(household).where(eq(household.id, householdId));
    if (!row || !inviter || !home) throw new AppError('INTERNAL', 'The invitation was not made.');
    return { invitation: row, inviterName: inviter.name, householdName: home.name };
  });
  await sendInvitationMail(deps.mail, { appUrl: deps.config.APP_URL, to: email, inviterName, householdName, token });
  return { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() };
}
