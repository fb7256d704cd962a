import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { readAuthPath } from './auth-request.ts';
import { OIDC_PROVIDER_ID } from './oidc-sign-in.ts';

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

/** Single sign-on, when it is configured: the start (answers the provider's authorisation URL) and the provider's return. */
export const OIDC_AUTH_ENDPOINTS: ReadonlySet<string> = new Set(['POST /sign-in/social', `GET /callback/${OIDC_PROVIDER_ID}`]);

/** After the rate limit (a scan of hidden endpoints is counted too); inside the mount only. */
export const authEndpointAllowlistPlugin = fp<{ isOidcOn: boolean }>(
  async (app: FastifyInstance, { isOidcOn }) => {
    app.addHook('preHandler', async (request) => {
      const endpoint = `${request.method} ${readAuthPath(request)}`;
      if (!EXPOSED_AUTH_ENDPOINTS.has(endpoint) && !(isOidcOn && OIDC_AUTH_ENDPOINTS.has(endpoint))) throw new AppError('NOT_FOUND', 'Not found.');
    });
  },
  { name: 'auth-endpoint-allowlist' },
);
