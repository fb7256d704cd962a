import { z } from 'zod';

/** A household has at most this many cooks. */
export const HOUSEHOLD_MAX_MEMBERS = 8;
/** An invitation link works this long, once. */
export const INVITATION_LIFETIME_DAYS = 7;

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export const ZHouseholdRoleSchema = z.enum(HOUSEHOLD_ROLES);
export type THouseholdRole = z.infer<typeof ZHouseholdRoleSchema>;

export const HOUSEHOLD_FULL_MESSAGE = `A household has at most ${HOUSEHOLD_MAX_MEMBERS} members.`;
export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation link is not valid.';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation has expired. Ask for a new one.';
export const INVITATION_USED_MESSAGE = 'This invitation has already been used.';
export const INVITATION_WRONG_ADDRESS_MESSAGE = 'This invitation was sent to another e-mail address. Sign in with that address to accept it.';
export const ALREADY_MEMBER_MESSAGE = 'This cook is already in your household.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found.';
export const OWNER_ONLY_MESSAGE = 'Only the household owner can do this.';
export const OWNER_CANNOT_BE_REMOVED_MESSAGE = 'The owner cannot be removed. Hand ownership over first.';
export const ALONE_MESSAGE = 'You are the only member of your household.';

/** The name a new household of one gets. */
export function toHouseholdName(ownerName: string): string {
  return `${ownerName.slice(0, 80)}'s household`;
}

export const ZHouseholdMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZHouseholdRoleSchema,
});
export type THouseholdMember = z.infer<typeof ZHouseholdMemberSchema>;

/** GET /api/household */
export const ZHouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(ZHouseholdMemberSchema),
});
export type THousehold = z.infer<typeof ZHouseholdSchema>;

/** POST /api/household/invitations */
export const ZCreateInvitationSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
});
export type TCreateInvitation = z.infer<typeof ZCreateInvitationSchema>;

export const ZInvitationSchema = z.object({ id: z.string(), email: z.string(), expiresAt: z.string() });
export type TInvitation = z.infer<typeof ZInvitationSchema>;

/** POST /api/household/invitations/accept */
export const ZAcceptInvitationSchema = z.object({
  token: z.string().trim().min(1).max(200),
  /** Bring the cook's own planned meals and cart into the household (otherwise they are left behind). */
  bringMyPlan: z.boolean().optional(),
});
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitationSchema>;

export const ZAcceptInvitationResponseSchema = z.object({ household: ZHouseholdSchema });

/** POST /api/household/owner */
export const ZHandOverSchema = z.object({ userId: z.string().trim().min(1).max(100) });
export type THandOver = z.infer<typeof ZHandOverSchema>;

// The live stream's event names, in a zod-free module for the pages' listener.
export { HOUSEHOLD_EVENT_KINDS, isHouseholdEventKind } from './household-event-kinds.ts';
export type { THouseholdEventKind } from './household-event-kinds.ts';
