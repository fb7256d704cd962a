import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { readAuthPath } from './auth-request.ts';

/**
 * The better-auth endpoints the product uses; every other one it mounts (the admin plugin's list-users,
 * impersonate-user, set-role…, sessions, social, delete-user) answers 404. Admin work goes through our
 * own /api/admin/* routes, which need a verified admin and write the audit log.
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

/** After the rate limit (a scan of hidden endpoints is counted too); inside the mount only. */
export const authEndpointAllowlistPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!EXPOSED_AUTH_ENDPOINTS.has(`${request.method} ${readAuthPath(request)}`)) throw new AppError('NOT_FOUND', 'Not found.');
    });
  },
  { name: 'auth-endpoint-allowlist' },
);
