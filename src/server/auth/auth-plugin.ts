import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TConfig } from '../config.ts';
import type { TDatabase, TDatabaseHandle } from '../db/client.ts';
import { session } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ACCOUNT_DISABLED_MESSAGE, type TAuth } from './auth.ts';
import { enforceRateLimit } from '../plugins/rate-limit-plugin.ts';
import { toAuthRateLimitName } from '../rate-limit/rate-rules.ts';
import { SessionCache } from './session-cache.ts';

export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: TAuth;
  }
  interface FastifyRequest {
    /** Reads the caller's session once per request (cookie or bearer token). */
    getSessionUser: () => Promise<TSessionUser | null>;
  }
}

const requestSessions = new WeakMap<FastifyRequest, Promise<TSessionUser | null>>();

/** The session this request has already looked up, without a lookup of its own (null: none made, none found, or it failed). */
export async function readResolvedSessionUser(request: FastifyRequest): Promise<TSessionUser | null> {
  const resolved = requestSessions.get(request);
  if (!resolved) return null;
  return resolved.catch(() => null);
}

/** The credentials a request carries, as the key of the shared session cache (null: none). */
function readCredentialsKey(request: FastifyRequest): string | null {
  const { cookie, authorization } = request.headers;
  if (!cookie && !authorization) return null;
  return `${cookie ?? ''}\n${authorization ?? ''}`;
}

function isStateChanging(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

async function loadSessionUser(auth: TAuth, request: FastifyRequest): Promise<TSessionUser | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role ?? null,
    banned: user.banned ?? null,
  };
}

/** Signed in, not banned. */
export async function requireUser(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await request.getSessionUser();
  if (!sessionUser) throw new AppError('UNAUTHORIZED', 'Authentication required.');
  if (sessionUser.banned) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
  return sessionUser;
}

/** Signed in with a verified e-mail: what every product route needs (spec §6). */
export async function requireVerifiedUser(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await requireUser(request);
  if (!sessionUser.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail first.');
  return sessionUser;
}

/** A verified admin: the role counts only with a proven address, whatever the database says. */
export async function requireAdmin(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await requireVerifiedUser(request);
  if (sessionUser.role !== 'admin') throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
  return sessionUser;
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const headers = fromNodeHeaders(request.headers);
  // better-auth keys sessions and rate limits on this header; request.ip already honours TRUST_PROXY,
  // so a client cannot choose its own address by sending the header.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** A better-auth answer read once: sent now, and for get-session also kept in the session cache. */
type TAuthAnswer = { status: number; headers: Array<[string, string]>; cookies: string[]; body: string; userId: string | null };

const ZSessionBody = z.object({ user: z.object({ id: z.string() }) });

function readSessionBodyUserId(body: string): string | null {
  try {
    const parsed = ZSessionBody.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.user.id : null;
  } catch {
    return null;
  }
}

async function readAuthAnswer(response: Response): Promise<TAuthAnswer> {
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body, userId: readSessionBodyUserId(body) };
}

function sendAuthAnswer(reply: FastifyReply, answer: TAuthAnswer): FastifyReply {
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (answer.cookies.length > 0) reply.header('set-cookie', answer.cookies);
  return reply.send(answer.body.length > 0 ? answer.body : null);
}

/** Kept only when it is a plain "you are signed in as …": no cookie to set (a refresh), nothing else. */
function isCacheableSessionAnswer(answer: TAuthAnswer): boolean {
  return answer.status === 200 && answer.cookies.length === 0 && answer.userId !== null;
}

const ZEmailBody = z.object({ email: z.string().trim().toLowerCase().max(320) });

function readBodyEmail(body: unknown): string | null {
  const parsed = ZEmailBody.safeParse(body);
  return parsed.success && parsed.data.email.length > 0 ? parsed.data.email : null;
}

/**
 * The better-auth endpoints the product uses; every other one it mounts (the admin plugin's list-users,
 * impersonate-user, set-role…, sessions, social, delete-user) answers 404. Admin work goes through our
 * own /api/admin/* routes, which need a verified admin and write the audit log (issue 23).
 */
export const EXPOSED_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /get-session',
  'GET /ok',
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /update-user',
]);

export function isExposedAuthEndpoint(method: string, authPath: string): boolean {
  return EXPOSED_AUTH_ENDPOINTS.has(`${method} ${authPath}`);
}

/** Paths a banned user may still reach: signing in answers with the disabled message, signing out is harmless. */
const BAN_EXEMPT_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/sign-out']);

/** GET /get-session: the app's "who am I", asked on every page load. */
export function isSessionRead(method: string, authPath: string): boolean {
  return method === 'GET' && authPath === '/get-session';
}

function hasCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.cookie || request.headers.authorization);
}

/** A disabled account's sessions end at once: every remaining session of that user is deleted. */
export async function revokeAllSessions(db: TDatabase, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

type TAuthPluginOptions = { auth: TAuth; database: TDatabaseHandle; config: TConfig };

/** Where the session and user triggers announce changes (migration 0011_session-notify). */
export const SESSION_CHANGE_CHANNEL = 'forkcast_session_change';

export const authPlugin = fp<TAuthPluginOptions>(
  async (app: FastifyInstance, { auth, database, config }) => {
    const { db } = database;
    const appOrigin = new URL(config.APP_URL).origin;

    // A browser names the page's origin on every state-changing request; one from another site is
    // refused everywhere (better-auth alone lets a cookie-less sign-up through). Clients that send
    // no Origin (scripts with a bearer token) are judged by their credentials as usual.
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== appOrigin) throw new AppError('FORBIDDEN', 'Cross-origin request refused.');
    });
    app.decorate('auth', auth);
    const sessionUsers = new SessionCache<TSessionUser>();
    // get-session's own answer, per credentials: better-auth builds its router and checks the cookie's
    // signature on every call, milliseconds of CPU for the app's most frequent auth call (issue 18).
    // Forgotten exactly when the session users are.
    const sessionAnswers = new SessionCache<TAuthAnswer>();
    // Trusted only while the database can tell us about changes made elsewhere.
    let isCacheLive = false;
    const stopListening = await database.listen(
      SESSION_CHANGE_CHANNEL,
      (userId) => {
        sessionUsers.forget((cachedUser) => cachedUser.id === userId);
        sessionAnswers.forget((answer) => answer.userId === userId);
      },
      (isLive) => {
        sessionUsers.clear();
        sessionAnswers.clear();
        isCacheLive = isLive;
      },
    );
    app.addHook('onClose', async () => stopListening());
    app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
      let cached = requestSessions.get(this);
      if (!cached) {
        const key = readCredentialsKey(this);
        const hit = key === null || !isCacheLive ? undefined : sessionUsers.read(key);
        if (hit) cached = Promise.resolve(hit);
        else if (key === null) cached = Promise.resolve(null);
        else if (!isCacheLive) cached = loadSessionUser(auth, this);
        else cached = sessionUsers.load(key, () => loadSessionUser(auth, this));
        requestSessions.set(this, cached);
      }
      return cached;
    });
    // Anything that may revoke a session or change a user (sign-out, bans, e-mail or password
    // changes, deletions, verification) clears the cache before its answer leaves, so the next
    // request sees the database again.
    app.addHook('onSend', async (request) => {
      if (isStateChanging(request) || (request.url.startsWith('/api/auth/') && !request.url.startsWith('/api/auth/get-session'))) {
        sessionUsers.clear();
        sessionAnswers.clear();
      }
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      // better-auth checks its own sessions and writes its own bodies.
      config: { access: 'public', isPassthrough: true },
      handler: async (request, reply) => {
        const authPath = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/auth/, '');
        const email = request.method === 'POST' ? readBodyEmail(request.body) : null;

        // Per address, and per account on the e-mail in the body (the caller is not signed in yet).
        // Reading one's own session is not counted: it changes nothing and guesses nothing (a forged
        // cookie fails its signature check before any query), and counting it wrote a row per call (issue 18).
        if (!isSessionRead(request.method, authPath)) await enforceRateLimit(request, toAuthRateLimitName(authPath), email);
        if (!isExposedAuthEndpoint(request.method, authPath)) throw new AppError('NOT_FOUND', 'Not found.');

        if (!BAN_EXEMPT_PATHS.has(authPath) && hasCredentials(request)) {
          const sessionUser = await request.getSessionUser();
          if (sessionUser?.banned) {
            await revokeAllSessions(db, sessionUser.id);
            if (authPath === '/get-session') return reply.status(200).header(SIGNED_OUT_HEADER, SIGNED_OUT_DISABLED).send(null);
            throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
          }
        }

        const credentialsKey = isSessionRead(request.method, authPath) && isCacheLive ? readCredentialsKey(request) : null;
        if (credentialsKey !== null) {
          const answerKey = `${request.url}\n${credentialsKey}`;
          const hit = sessionAnswers.read(answerKey);
          if (hit) return sendAuthAnswer(reply, hit);
          const fresh: { answer?: TAuthAnswer } = {};
          // Callers arriving together share one lookup; a joiner of one that may not be shared asks itself.
          const shared = await sessionAnswers.load(answerKey, async () => {
            fresh.answer = await readAuthAnswer(await auth.handler(toWebRequest(request)));
            return isCacheableSessionAnswer(fresh.answer) ? fresh.answer : null;
          });
          const answer = fresh.answer ?? shared;
          if (answer) return sendAuthAnswer(reply, answer);
        }

        const response = await auth.handler(toWebRequest(request));

        // The sign-up mail starts the same 60 s resend cooldown as a resend would.
        if (authPath === '/sign-up/email' && response.status === 200 && email) {
          await request.server.rateLimiter.consume('auth:/send-verification-email', { ip: '', account: email });
        }
        return sendAuthAnswer(reply, await readAuthAnswer(response));
      },
    });
  },
  { name: 'auth' },
);
