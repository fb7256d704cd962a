import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyRequest } from 'fastify';

/** How an ended session is remembered: SHA-256 of its token, hex (the same as `sha256()` in SQL). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The session token in the request's cookie when its signature is ours (better-call signs it
 * `token.base64(HMAC-SHA256(secret, token))`); null: no cookie, or a forged one, which then costs no query.
 */
export function readSessionCookieToken(request: FastifyRequest, secret: string): string | null {
  const { cookie } = request.headers;
  if (!cookie) return null;
  const signed = getSessionCookie(new Headers({ cookie }));
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
