import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import type { TDatabase } from '../db/client.ts';
import { readSessionCookieToken } from './session-token.ts';
import { takeEndedSessionReason, type TEndedSessionReason } from './take-ended-session-reason.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why this request's session cookie finds no session, when we ended it (an admin's Disable); null otherwise. */
    readSignedOutReason: () => Promise<TEndedSessionReason | null>;
  }
}

const requestReasons = new WeakMap<FastifyRequest, Promise<TEndedSessionReason | null>>();

/**
 * An admin's Disable deletes the cook's sessions, so the cook's next request finds none and answers
 * like any signed-out one. Only then (a signed session cookie, no session behind it) is the cookie's
 * token looked up among the ended sessions; a 401 carries the reason in SIGNED_OUT_HEADER, as does
 * get-session's null (ban-plugin.ts), so the login page says why. A signed-in request pays nothing.
 */
export const signedOutReasonPlugin = fp<{ db: TDatabase; secret: string }>(
  async (app: FastifyInstance, { db, secret }) => {
    app.decorateRequest('readSignedOutReason', function readSignedOutReason(this: FastifyRequest) {
      let cached = requestReasons.get(this);
      if (!cached) {
        cached = (async () => {
          const token = readSessionCookieToken(this, secret);
          if (token === null || (await this.getSessionUser()) !== null) return null;
          return takeEndedSessionReason(db, token);
        })();
        requestReasons.set(this, cached);
      }
      return cached;
    });
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 401) return;
      const reason = await request.readSignedOutReason().catch(() => null);
      if (reason !== null) reply.header(SIGNED_OUT_HEADER, reason);
    });
  },
  { name: 'signed-out-reason', dependencies: ['session-user'] },
);
