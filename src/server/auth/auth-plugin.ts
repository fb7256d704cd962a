import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readApiTokenFromHeader } from '../../domain/api-tokens.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import type { TDatabaseHandle } from '../db/client.ts';
import { authEndpointAllowlistPlugin } from './auth-endpoint-allowlist-plugin.ts';
import { authRateLimitPlugin } from './auth-rate-limit-plugin.ts';
import { readAuthAnswer, sendAuthAnswer, toWebRequest } from './auth-request.ts';
import type { TAuth } from './auth.ts';
import { banPlugin } from './ban-plugin.ts';
import { getSessionCachePlugin } from './get-session-cache-plugin.ts';
import { originCheckPlugin } from './origin-check-plugin.ts';
import { passwordLoginOffPlugin } from './password-login-off-plugin.ts';
import { sessionRevocationPlugin } from './session-revocation-plugin.ts';
import { sessionUserPlugin } from './session-user-plugin.ts';
import { signedOutReasonPlugin } from './signed-out-reason-plugin.ts';
import { signUpCooldownPlugin } from './sign-up-cooldown-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: TAuth;
  }
}

type TAuthPluginOptions = { auth: TAuth; database: TDatabaseHandle; config: TConfig };

/**
 * better-auth on /api/auth/*, behind the checks that run before it, each a plugin of its own: on the
 * mount only, in this order, the auth rate limits, the endpoint allowlist, PASSWORD_LOGIN=false, bans and the get-session
 * cache; after it the sign-up cooldown. Encapsulated, so those hooks see no other route.
 */
async function authMount(app: FastifyInstance, { auth, database, config }: TAuthPluginOptions): Promise<void> {
  // A personal API token never reaches the account endpoints (password, e-mail, sessions).
  app.addHook('onRequest', async (request) => {
    if (readApiTokenFromHeader(request.headers.authorization) !== null) {
      throw new AppError('TOKEN_NOT_ALLOWED', 'An API token cannot be used here. Sign in to Forkcast instead.');
    }
  });
  await app.register(authRateLimitPlugin);
  await app.register(authEndpointAllowlistPlugin, { isOidcOn: config.oidc !== null });
  if (!config.PASSWORD_LOGIN) await app.register(passwordLoginOffPlugin);
  await app.register(banPlugin, { db: database.db });
  await app.register(getSessionCachePlugin, { auth });
  await app.register(signUpCooldownPlugin);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // better-auth checks its own sessions and writes its own bodies.
    config: { access: 'public', isPassthrough: true },
    handler: async (request, reply) => sendAuthAnswer(reply, await readAuthAnswer(await auth.handler(toWebRequest(request)))),
  });
}

/**
 * Sign-in for the whole app: the origin check, the caller's session (cached, revoked by the database),
 * why a dead session cookie was signed out, and the better-auth mount.
 */
export const authPlugin = fp<TAuthPluginOptions>(
  async (app: FastifyInstance, { auth, database, config }) => {
    await app.register(originCheckPlugin, { appUrl: config.APP_URL });
    app.decorate('auth', auth);
    await app.register(sessionRevocationPlugin, { database });
    await app.register(sessionUserPlugin, { auth, db: database.db });
    await app.register(signedOutReasonPlugin, { db: database.db, secret: config.AUTH_SECRET });
    await app.register(authMount, { auth, database, config });
  },
  { name: 'auth' },
);
