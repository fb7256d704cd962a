// The name rule without zod, for forms on a page's first load; user-name.ts adds the zod form.

/** One rule for a cook's display name, on every path that writes one (sign-up, update-user, profile, admin). */
export const USER_NAME_MAX_LENGTH = 100;

export const USER_NAME_MESSAGES = {
  required: 'Please enter your name.',
  tooLong: `Your name must be at most ${USER_NAME_MAX_LENGTH} characters.`,
  controlCharacters: 'Your name cannot contain line breaks or control characters.',
} as const;

// Control characters (C0, DEL, C1: CR, LF, tab, NUL…) and the line/paragraph separators: a name is one line.
const FORBIDDEN_NAME_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** A name of any kind (a cook's, a contact form's) is one line: it may end up in a mail header. */
export function hasControlCharacters(value: string): boolean {
  return FORBIDDEN_NAME_CHARACTERS.test(value);
}

/** Trims the name; null when it is empty, too long or has a control character (the message says which). */
export function checkUserName(value: string): { name: string; problem: null } | { name: null; problem: string } {
  const name = value.trim();
  if (name.length === 0) return { name: null, problem: USER_NAME_MESSAGES.required };
  // Counted in characters, so an emoji or an accented letter counts once.
  if ([...name].length > USER_NAME_MAX_LENGTH) return { name: null, problem: USER_NAME_MESSAGES.tooLong };
  if (hasControlCharacters(name)) return { name: null, problem: USER_NAME_MESSAGES.controlCharacters };
  return { name, problem: null };
}
