import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// What the plugins around the better-auth mount (/api/auth/*) read from a request and its answer.

/** The better-auth path of a request to the mount: `/api/auth/sign-in/email` → `/sign-in/email`. */
export function readAuthPath(request: FastifyRequest): string {
  return new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/auth/, '');
}

/** GET /get-session: the app's "who am I", asked on every page load. */
export function isSessionRead(method: string, authPath: string): boolean {
  return method === 'GET' && authPath === '/get-session';
}

export function hasCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.cookie || request.headers.authorization);
}

const ZEmailBody = z.object({ email: z.string().trim().toLowerCase().max(320) });

/** The e-mail address a POST names in its body (sign-in, sign-up, reset…), normalised; null: none. */
export function readBodyEmail(request: FastifyRequest): string | null {
  if (request.method !== 'POST') return null;
  const parsed = ZEmailBody.safeParse(request.body);
  return parsed.success && parsed.data.email.length > 0 ? parsed.data.email : null;
}

export function toWebRequest(request: FastifyRequest): Request {
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
export type TAuthAnswer = { status: number; headers: Array<[string, string]>; cookies: string[]; body: string; userId: string | null };

const ZSessionBody = z.object({ user: z.object({ id: z.string() }) });

function readSessionBodyUserId(body: string): string | null {
  try {
    const parsed = ZSessionBody.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.user.id : null;
  } catch {
    return null;
  }
}

export async function readAuthAnswer(response: Response): Promise<TAuthAnswer> {
  const body = await response.text();
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), body, userId: readSessionBodyUserId(body) };
}

export function sendAuthAnswer(reply: FastifyReply, answer: TAuthAnswer): FastifyReply {
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (answer.cookies.length > 0) reply.header('set-cookie', answer.cookies);
  return reply.send(answer.body.length > 0 ? answer.body : null);
}
