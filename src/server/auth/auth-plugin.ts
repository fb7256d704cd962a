import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { TAuth } from './auth.ts';

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

const sessionCache = new WeakMap<FastifyRequest, Promise<TSessionUser | null>>();

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
  if (sessionUser.banned) throw new AppError('ACCOUNT_DISABLED', 'Your account has been disabled.');
  return sessionUser;
}

/** Signed in with a verified e-mail: what every product route needs (spec §6). */
export async function requireVerifiedUser(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await requireUser(request);
  if (!sessionUser.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail first.');
  return sessionUser;
}

export async function requireAdmin(request: FastifyRequest): Promise<TSessionUser> {
  const sessionUser = await requireUser(request);
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

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
}

export const authPlugin = fp<{ auth: TAuth }>(
  async (app: FastifyInstance, { auth }) => {
    app.decorate('auth', auth);
    app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
      let cached = sessionCache.get(this);
      if (!cached) {
        cached = loadSessionUser(auth, this);
        sessionCache.set(this, cached);
      }
      return cached;
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const response = await auth.handler(toWebRequest(request));
        return sendWebResponse(reply, response);
      },
    });
  },
  { name: 'auth' },
);
