import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readApiTokenFromHeader } from '../../domain/api-tokens.ts';
import type { TDatabase } from '../db/client.ts';
import { ApiTokenUseRecorder, loadApiTokenUser } from './api-token-user.ts';
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

/** A personal API token (`Bearer fkc_…`) is looked up in our table; anything else is better-auth's session. */
function loadCaller(auth: TAuth, db: TDatabase, request: FastifyRequest): Promise<TSessionUser | null> {
  const token = readApiTokenFromHeader(request.headers.authorization);
  return token === null ? loadSessionUser(auth, request) : loadApiTokenUser(db, token);
}

/**
 * `request.getSessionUser()`: the session (or personal API token) is read once per request, and kept
 * in process for a few seconds per credentials (session-cache.ts) while the revocation listener is live.
 */
export const sessionUserPlugin = fp<{ auth: TAuth; db: TDatabase }>(
  async (app: FastifyInstance, { auth, db }) => {
    const sessionUsers = new SessionCache<TSessionUser>();
    const tokenUses = new ApiTokenUseRecorder(db, (error) => app.log.warn({ err: error }, 'could not note an API token use'));
    app.sessionRevocation.track({ forgetUser: (userId) => sessionUsers.forget((cachedUser) => cachedUser.id === userId), clear: () => sessionUsers.clear() });
    const lookUp = (request: FastifyRequest): Promise<TSessionUser | null> => {
      const key = readCredentialsKey(request);
      if (key === null) return Promise.resolve(null);
      if (!app.sessionRevocation.isLive) return loadCaller(auth, db, request);
      const hit = sessionUsers.read(key);
      return hit ? Promise.resolve(hit) : sessionUsers.load(key, () => loadCaller(auth, db, request));
    };
    app.decorateRequest('readFreshSessionUser', function readFreshSessionUser(this: FastifyRequest) {
      return loadCaller(auth, db, this);
    });
    app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
      return rememberSessionLookup(this, async () => {
        const caller = await lookUp(this);
        if (caller?.apiToken) tokenUses.note(caller.apiToken);
        return caller;
      });
    });
  },
  { name: 'session-user', dependencies: ['session-revocation'] },
);
