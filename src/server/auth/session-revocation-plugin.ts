import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDatabaseHandle } from '../db/client.ts';

/** Where the session and user triggers announce changes (migration 0011_session-notify). */
export const SESSION_CHANGE_CHANNEL = 'forkcast_session_change';

/** A cache of session answers: told which user changed, or to forget everything. */
export type TRevocableCache = { forgetUser: (userId: string) => void; clear: () => void };

declare module 'fastify' {
  interface FastifyInstance {
    sessionRevocation: {
      /** False while the listener is down: a change made elsewhere could be missed, so caches are not used. */
      readonly isLive: boolean;
      track: (cache: TRevocableCache) => void;
      /**
       * Calls `onChange` after every change to the user's sessions or account, on any server, once the
       * caches have forgotten them (and after a listener gap, when a change may have been missed).
       * Long-lived answers (the event stream) use it to recheck their caller. Returns the unsubscribe.
       */
      watchUser: (userId: string, onChange: () => void) => () => void;
    };
  }
}

function isStateChanging(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

/**
 * Keeps the session caches honest. Every change to a session or user row, on any server, reaches this
 * one through the database (triggers NOTIFY the user id at commit) and that user's entries go; anything
 * on this server that may revoke a session or change a user (sign-out, bans, e-mail or password changes,
 * deletions, verification) clears the caches before its answer leaves, so the next request sees the
 * database again.
 */
export const sessionRevocationPlugin = fp<{ database: TDatabaseHandle }>(
  async (app: FastifyInstance, { database }) => {
    const caches: TRevocableCache[] = [];
    const watchers = new Map<string, Set<() => void>>();
    const clearAll = () => caches.forEach((cache) => cache.clear());
    let isLive = false;
    const stopListening = await database.listen(
      SESSION_CHANGE_CHANNEL,
      (userId) => {
        caches.forEach((cache) => cache.forgetUser(userId));
        for (const onChange of [...(watchers.get(userId) ?? [])]) onChange();
      },
      (isListening) => {
        clearAll();
        const wasLive = isLive;
        isLive = isListening;
        if (isListening && !wasLive) for (const set of [...watchers.values()]) for (const onChange of [...set]) onChange();
      },
    );
    app.addHook('onClose', async () => stopListening());
    app.decorate('sessionRevocation', {
      get isLive() {
        return isLive;
      },
      track: (cache: TRevocableCache) => caches.push(cache),
      watchUser: (userId: string, onChange: () => void) => {
        let set = watchers.get(userId);
        if (!set) watchers.set(userId, (set = new Set()));
        set.add(onChange);
        return () => {
          set.delete(onChange);
          if (set.size === 0 && watchers.get(userId) === set) watchers.delete(userId);
        };
      },
    });
    app.addHook('onSend', async (request) => {
      if (isStateChanging(request) || (request.url.startsWith('/api/auth/') && !request.url.startsWith('/api/auth/get-session'))) clearAll();
    });
  },
  { name: 'session-revocation' },
);
