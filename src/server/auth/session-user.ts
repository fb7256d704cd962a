import type { FastifyRequest } from 'fastify';
import type { TApiTokenScope } from '../../domain/api-tokens.ts';
import { AppError } from '../errors.ts';
import { ACCOUNT_DISABLED_MESSAGE } from './auth.ts';

export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
  /** Set when the request carries a personal API token instead of a session: which one, and what it may do. */
  apiToken?: { id: string; scope: TApiTokenScope };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Reads the caller's session once per request (cookie or bearer token); session-user-plugin.ts. */
    getSessionUser: () => Promise<TSessionUser | null>;
    /** Reads the caller again from the database, past every cache: for a long-lived answer whose session may have ended since. */
    readFreshSessionUser: () => Promise<TSessionUser | null>;
  }
}

const requestSessions = new WeakMap<FastifyRequest, Promise<TSessionUser | null>>();

/** The lookup this request made (or shares), kept so every later reader of the request gets the same one. */
export function rememberSessionLookup(request: FastifyRequest, lookup: () => Promise<TSessionUser | null>): Promise<TSessionUser | null> {
  let cached = requestSessions.get(request);
  if (!cached) {
    cached = lookup();
    requestSessions.set(request, cached);
  }
  return cached;
}

/** The session this request has already looked up, without a lookup of its own (null: none made, none found, or it failed). */
export async function readResolvedSessionUser(request: FastifyRequest): Promise<TSessionUser | null> {
  const resolved = requestSessions.get(request);
  if (!resolved) return null;
  return resolved.catch(() => null);
}

/** Signed in, not banned. */
export async function requireUser(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await request.getSessionUser();
  if (!sessionUser) throw new AppError('UNAUTHORIZED', 'Authentication required.');
  if (sessionUser.banned) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
  return sessionUser;
}

/** Signed in with a verified e-mail: what every product route needs. */
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

/** The credentials a request carries, as the key of the shared session caches (null: none). */
export function readCredentialsKey(request: FastifyRequest): string | null {
  const { cookie, authorization } = request.headers;
  if (!cookie && !authorization) return null;
  return `${cookie ?? ''}\n${authorization ?? ''}`;
}
