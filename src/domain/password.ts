import { COMMON_LONG_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/** Shown next to every new-password field; the server checks the same rule. */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}). Spaces and any characters are welcome; very common passwords are refused.`;

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Please choose one that is harder to guess.',
} as const;

const commonPasswords = new Set(COMMON_LONG_PASSWORDS);

/** Counts user-perceived characters, so an emoji or accented letter counts once. */
function countCharacters(value: string): number {
  return [...value.normalize('NFC')].length;
}

/** The new-password rule of the accounts issue; returns the message to show, or null when it passes. */
export function checkNewPassword(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  const length = countCharacters(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (commonPasswords.has(password.toLowerCase()) || commonPasswords.has(password.toLowerCase().replace(/\s+/g, ''))) {
    return PASSWORD_MESSAGES.tooCommon;
  }
  return null;
}
