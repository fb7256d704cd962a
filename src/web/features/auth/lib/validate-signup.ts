import { checkNewPassword } from '../../../../domain/password.ts';
import { isSimpleEmail } from '../../../../domain/email.ts';
import { checkUserName } from '../../../../domain/user-name.ts';
import { AUTH_MESSAGES } from '../../../lib/auth-messages.ts';

/** The same checks the server makes, so most mistakes are caught before a round trip. */
export function validateSignup(input: { name: string; email: string; password: string }): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.password) return AUTH_MESSAGES.fillAllFields;
  const name = checkUserName(input.name);
  if (name.problem !== null) return name.problem;
  if (!isSimpleEmail(input.email.trim())) return AUTH_MESSAGES.invalidEmail;
  return checkNewPassword(input.password);
}
