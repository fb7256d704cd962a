import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { ACCOUNT_DISABLED_MESSAGE } from './auth.ts';
import { hasCredentials, readAuthPath } from './auth-request.ts';
import { endDisabledSessions } from './end-disabled-sessions.ts';

/** Paths a banned user may still reach: signing in answers with the disabled message, signing out is harmless. */
const BAN_EXEMPT_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/sign-out']);

/**
 * A banned cook's session on the better-auth mount: every session of theirs is ended, get-session
 * answers "signed out" and anything else the disabled message. A session an admin's Disable already
 * ended: get-session answers null as for any dead cookie, with the reason. Inside the mount only.
 */
export const banPlugin = fp<{ db: TDatabase }>(
  async (app: FastifyInstance, { db }) => {
    app.addHook('preHandler', async (request, reply) => {
      const authPath = readAuthPath(request);
      if (BAN_EXEMPT_PATHS.has(authPath) || !hasCredentials(request)) return;
      const sessionUser = await request.getSessionUser();
      if (!sessionUser) {
        if (authPath === '/get-session' && (await request.readSignedOutReason()) === SIGNED_OUT_DISABLED) reply.header(SIGNED_OUT_HEADER, SIGNED_OUT_DISABLED);
        return;
      }
      if (!sessionUser.banned) return;
      await endDisabledSessions(db, sessionUser.id);
      if (authPath === '/get-session') return reply.status(200).header(SIGNED_OUT_HEADER, SIGNED_OUT_DISABLED).send(null);
      throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
    });
  },
  { name: 'auth-bans' },
);
