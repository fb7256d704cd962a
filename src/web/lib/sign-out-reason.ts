// Why the cook was signed out without asking, for the login page to say. History state alone is not
// enough: while the login page's chunk loads, the page being left can still render its own guard,
// whose redirect to /login carries the path but not the reason.

const STORAGE_KEY = 'forkcast.signOutReason';

const SIGN_OUT_REASONS = ['inactivity', 'disabled'] as const;
export type TSignOutReason = (typeof SIGN_OUT_REASONS)[number];

export function isSignOutReason(value: unknown): value is TSignOutReason {
  return SIGN_OUT_REASONS.some((reason) => reason === value);
}

export function rememberSignOutReason(reason: TSignOutReason): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, reason);
  } catch {
    // Storage off: the history state still carries the reason in most cases.
  }
}

/** Reads the reason once; it is forgotten either way. */
export function takeSignOutReason(): TSignOutReason | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return isSignOutReason(value) ? value : null;
  } catch {
    return null;
  }
}
