import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAuth } from './auth.ts';
import { SessionCache } from './session-cache.ts';
import { readCredentialsKey, rememberSessionLookup, type TSessionUser } from './session-user.ts';

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

/**
 * `request.getSessionUser()`: the session is read once per request through better-auth, and kept in
 * process for a few seconds per credentials (session-cache.ts) while the revocation listener is live.
 */
export const sessionUserPlugin = fp<{ auth: TAuth }>(
  async (app: FastifyInstance, { auth }) => {
    const sessionUsers = new SessionCache<TSessionUser>();
    app.sessionRevocation.track({ forgetUser: (userId) => sessionUsers.forget((cachedUser) => cachedUser.id === userId), clear: () => sessionUsers.clear() });
    app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
      return rememberSessionLookup(this, () => {
        const key = readCredentialsKey(this);
        if (key === null) return Promise.resolve(null);
        if (!app.sessionRevocation.isLive) return loadSessionUser(auth, this);
        const hit = sessionUsers.read(key);
        return hit ? Promise.resolve(hit) : sessionUsers.load(key, () => loadSessionUser(auth, this));
      });
    });
  },
  { name: 'session-user', dependencies: ['session-revocation'] },
);
