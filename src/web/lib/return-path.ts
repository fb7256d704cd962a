// Where a cook goes back to after signing up or in: a shared recipe they wanted to save, or /create
// with the prompt they typed on the landing page. The verification e-mail opens a new page, so the
// path is also kept in localStorage for the tab that follows the link.

const STORAGE_KEY = 'forkcast.returnPath';
/** The verification link lasts an hour; a return path older than a day is no longer what the cook meant. */
const RETURN_PATH_TTL_MS = 24 * 60 * 60 * 1000;

export const RETURN_PARAM = 'next';

/** Only a path on this site: '/shared/x', never '//evil.example' or 'https://…' (no open redirect). */
export function toSafeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // The auth pages themselves are not a destination: returning there would loop.
  if (/^\/(login|signup|verify-email)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** '/login?next=%2Fshared%2Fabc' for a destination, or the bare page without one. */
export function withReturnPath(page: string, returnPath: string | null): string {
  const safe = toSafeReturnPath(returnPath);
  return safe ? `${page}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}` : page;
}

export function rememberReturnPath(returnPath: string | null, now = Date.now()): void {
  const safe = toSafeReturnPath(returnPath);
  try {
    if (safe) localStorage.setItem(STORAGE_KEY, JSON.stringify({ path: safe, savedAt: now }));
  } catch {
    // Storage off (private mode): the cook lands on /create instead, which still works.
  }
}

/** Reads the remembered path once; it is forgotten either way. */
export function takeReturnPath(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('path' in parsed) || !('savedAt' in parsed)) return null;
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > RETURN_PATH_TTL_MS) return null;
    return toSafeReturnPath(parsed.path);
  } catch {
    return null;
  }
}
