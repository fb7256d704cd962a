import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAuth } from './auth.ts';
import { isSessionRead, readAuthAnswer, readAuthPath, sendAuthAnswer, toWebRequest, type TAuthAnswer } from './auth-request.ts';
import { SessionCache } from './session-cache.ts';
import { readCredentialsKey } from './session-user.ts';

/** Kept only when it is a plain "you are signed in as …": no cookie to set (a refresh), nothing else. */
function isCacheableSessionAnswer(answer: TAuthAnswer): boolean {
  return answer.status === 200 && answer.cookies.length === 0 && answer.userId !== null;
}

/**
 * GET /api/auth/get-session answered from better-auth's own answer, kept per credentials: better-auth
 * builds its router and checks the cookie's signature on every call, milliseconds of CPU for the app's
 * most frequent auth call. Forgotten exactly when the session users are; callers arriving
 * together on an expired entry share one lookup. Inside the mount only, after the ban check.
 */
export const getSessionCachePlugin = fp<{ auth: TAuth }>(
  async (app: FastifyInstance, { auth }) => {
    const sessionAnswers = new SessionCache<TAuthAnswer>();
    app.sessionRevocation.track({ forgetUser: (userId) => sessionAnswers.forget((answer) => answer.userId === userId), clear: () => sessionAnswers.clear() });
    app.addHook('preHandler', async (request, reply) => {
      const credentialsKey = isSessionRead(request.method, readAuthPath(request)) && app.sessionRevocation.isLive ? readCredentialsKey(request) : null;
      if (credentialsKey === null) return;
      const answerKey = `${request.url}\n${credentialsKey}`;
      const hit = sessionAnswers.read(answerKey);
      if (hit) return sendAuthAnswer(reply, hit);
      const fresh: { answer?: TAuthAnswer } = {};
      // A joiner of a lookup whose answer may not be shared asks better-auth itself (the mount's handler).
      const shared = await sessionAnswers.load(answerKey, async () => {
        fresh.answer = await readAuthAnswer(await auth.handler(toWebRequest(request)));
        return isCacheableSessionAnswer(fresh.answer) ? fresh.answer : null;
      });
      const answer = fresh.answer ?? shared;
      if (answer) return sendAuthAnswer(reply, answer);
    });
  },
  { name: 'get-session-cache', dependencies: ['session-revocation'] },
);
