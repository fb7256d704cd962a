import { isSimpleEmail } from '../../../../domain/email.ts';
import { checkNewPassword } from '../../../../domain/password.ts';
import { checkUserName } from '../../../../domain/user-name-rules.ts';

export type TAccountForm = { name: string; email: string; newPassword: string; currentPassword: string };

export const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your e-mail or password.';

/**
 * Client checks of the Account tab; the server makes the same ones and decides. An account without a
 * password (single sign-on only) has no current password to give: the server asks for a recent sign-in instead.
 */
export function validateAccountForm(form: TAccountForm, currentEmail: string, hasPassword = true): string | null {
  const name = checkUserName(form.name);
  if (name.problem !== null) return name.problem;
  if (!isSimpleEmail(form.email.trim())) return 'Please enter a valid email address';
  if (form.newPassword) {
    const problem = checkNewPassword(form.newPassword);
    if (problem) return problem;
  }
  const isEmailChanged = form.email.trim().toLowerCase() !== currentEmail.toLowerCase();
  if (hasPassword && (isEmailChanged || form.newPassword) && !form.currentPassword) return CURRENT_PASSWORD_NEEDED;
  return null;
}
