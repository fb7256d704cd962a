import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../../domain/signed-out-header.ts';
import { prepareAnswer, readAnswerText } from '../answer-parsing/answer-client.ts';
import type { TAnswer } from '../answer-parsing/answer-schemas.ts';
import { readAnswerJson } from '../answer-parsing/read-answer-json.ts';
import type { TAuthSession } from '../auth-client.ts';
import { rememberSignOutReason } from '../sign-out-reason.ts';
import { isSignedInShell } from '../signed-in-shell.ts';

/** better-auth's session endpoint, which its client asks on the same origin (basePath /api/auth). */
export const GET_SESSION_PATH = '/api/auth/get-session';

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
    this.name = 'SessionFetchError';
    this.status = status;
    this.statusText = statusText;
    this.error = body;
  }
}

/**
 * What better-auth's session atom would hold after asking once: the session (or null) and the error.
 * undefined when the server wants the session refreshed, which only better-auth's client does.
 */
export type TFetchedSession = { data: TAuthSession | null; error: SessionFetchError | null } | undefined;

/**
 * Asks for the session with a plain fetch: a signed-in page's first load needs nothing else of better-auth,
 * whose client (~12 kB gzipped, and a long task of its own when created on a slow phone, issue 29) loads when
 * something needs it (auth-client.ts). The answer is read against its zod schema in the answer worker.
 */
export async function fetchSession(): Promise<TFetchedSession> {
  // A signed-in page's frame: the worker readies the session's schema while the answer is on its way.
  if (isSignedInShell()) prepareAnswer('session');
  let response: Response;
  try {
    response = await fetch(GET_SESSION_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (error) {
    // No answer at all (offline with nothing kept): status 0, what fetch threw as the body.
    return { data: null, error: new SessionFetchError(0, 'Network error', error) };
  }
  // As the client's onResponse (better-auth-client.ts): the login page the guard leads to says why.
  if (response.headers.get(SIGNED_OUT_HEADER) === SIGNED_OUT_DISABLED) rememberSignOutReason('disabled');
  const text = await response.text();
  if (!response.ok) {
    const reading = readAnswerJson(text, 'The session error');
    return { data: null, error: new SessionFetchError(response.status, response.statusText, reading.isJson ? reading.json : text) };
  }
  // A visitor's answer: no schema (nor the worker, on a public page) needed to read it.
  if (text.trim() === 'null' || text.trim() === '') return { data: null, error: null };
  const answer = await readSessionAnswer(text);
  if (answer === undefined) return { data: null, error: new SessionFetchError(response.status, 'The session answer was refused', text) };
  if (answer?.needsRefresh) return undefined;
  // better-auth's normalizeSessionData: an answer without both halves is no session.
  if (!answer?.session || !answer.user) return { data: null, error: null };
  return { data: { session: answer.session, user: answer.user }, error: null };
}

/** The answer read against its schema (in the answer worker), or undefined when it is refused. */
function readSessionAnswer(text: string): Promise<TAnswer<'session'> | undefined>;
async function readSessionAnswer(text: string): Promise<unknown> {
  const reading = await readAnswerText('session', text);
  return reading.isRefused ? undefined : reading.answer;
}
