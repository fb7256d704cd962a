import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import type { TAuthSession } from './auth-client.ts';
import { rememberSignOutReason } from './sign-out-reason.ts';

/** better-auth's session endpoint, which its client asks on the same origin (basePath /api/auth). */
export const GET_SESSION_PATH = '/api/auth/get-session';

/**
 * What better-auth's session atom would hold after asking once: the session (or null) and the error, in the
 * same shape (SessionFetchError).
 * `needsRefresh` means the server wants the session refreshed, which only the client does: undefined then.
 */
export type TFetchedSession = { data: TAuthSession | null; error: SessionFetchError | null } | undefined;

/**
 * The shape better-auth's session atom declares for its error (better-fetch's BetterFetchError): the status,
 * its text and the answer's body (`error`), whose message, when it has one, is the error's.
 */
export class SessionFetchError extends Error {
  status: number;
  statusText: string;
  error: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : statusText;
    super(message);
    this.status = status;
    this.statusText = statusText;
    this.error = body;
  }
}

// better-auth's client revives ISO dates anywhere in an answer (its parseJSON): the session's dates are Dates.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

function isSessionAnswer(value: unknown): value is TAuthSession | null {
  return value === null || (typeof value === 'object' && 'session' in value && 'user' in value);
}

/**
 * Asks for the session with a plain fetch: a signed-in page's first load needs nothing else of better-auth,
 * whose client (created on evaluation) was a long task of its own on a slow phone (issue 29).
 */
export async function fetchSession(): Promise<TFetchedSession> {
  let response: Response;
  try {
    response = await fetch(GET_SESSION_PATH, { credentials: 'include', headers: { accept: 'application/json' } });
  } catch (error) {
    // No answer at all (offline): status 0, what fetch threw as the body.
    return { data: null, error: new SessionFetchError(0, 'Network error', error) };
  }
  // As the client's onResponse (better-auth-client.ts): the login page the guard leads to says why.
  if (response.headers.get(SIGNED_OUT_HEADER) === SIGNED_OUT_DISABLED) rememberSignOutReason('disabled');
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text.trim() ? JSON.parse(text, reviveDates) : null;
  } catch {
    body = text;
  }
  if (!response.ok) return { data: null, error: new SessionFetchError(response.status, response.statusText, body) };
  if (typeof body === 'object' && body !== null && 'needsRefresh' in body && body.needsRefresh) return undefined;
  if (!isSessionAnswer(body)) return { data: null, error: null };
  // better-auth's normalizeSessionData: an answer with neither session nor user is no session.
  return { data: body && (body.session || body.user) ? body : null, error: null };
}
