import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../domain/limits.ts';

const ZCurrentPassword = z
  .string()
  .min(1, 'Please enter your current password.')
  .max(PASSWORD_MAX_LENGTH * 4)
  // Needed when the account has a password (confirm-account-owner.ts); an account without one confirms by a recent sign-in.
  .optional();

/** POST /api/profile/email */
export const ZChangeEmailSchema = z.object({
  newEmail: z.string().trim().toLowerCase().max(320).pipe(z.email('Please enter a valid email address')),
  currentPassword: ZCurrentPassword,
});
export type TChangeEmail = z.infer<typeof ZChangeEmailSchema>;

/** The account's address (unchanged until the link is opened) and the address the link went to. */
export const ZChangeEmailResultSchema = z.object({ email: z.string(), emailVerified: z.boolean(), pendingEmail: z.string() });

/** DELETE /api/profile */
export const ZDeleteAccountSchema = z.object({ currentPassword: ZCurrentPassword });
export type TDeleteAccount = z.infer<typeof ZDeleteAccountSchema>;

export const ZDeleteAccountResultSchema = z.object({ deleted: z.literal(true) });
