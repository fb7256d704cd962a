import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceRateLimit } from '../plugins/rate-limit-plugin.ts';
import { toAuthRateLimitName } from '../rate-limit/rate-rules.ts';
import { isSessionRead, readAuthPath, readBodyEmail } from './auth-request.ts';

/**
 * Limits on the better-auth mount: per address, and per account on the e-mail in the body (the caller
 * is not signed in yet). Reading one's own session is not counted: it changes nothing and guesses
 * nothing (a forged cookie fails its signature check before any query), and counting it wrote a row per
 * call. Registered inside the mount, so it sees only /api/auth/* requests.
 */
export const authRateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const authPath = readAuthPath(request);
      if (!isSessionRead(request.method, authPath)) await enforceRateLimit(request, toAuthRateLimitName(authPath), readBodyEmail(request));
    });
  },
  { name: 'auth-rate-limit' },
);
