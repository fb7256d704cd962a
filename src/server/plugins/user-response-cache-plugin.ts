import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TClock } from '../clock.ts';
import type { TDatabaseHandle } from '../db/client.ts';
import { readResolvedSessionUser, requireVerifiedUser, type TSessionUser } from '../auth/session-user.ts';
import { UserResponseCache } from '../cache/user-response-cache.ts';

/** Where the data triggers announce a user's changed rows (migration 0014_user-data-notify). */
export const USER_DATA_CHANGE_CHANNEL = 'forkcast_user_data_change';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export type TCachedAnswer<T> = {
  /** What the answer depends on besides the caller (the validated query). */
  key: string;
  compute: () => Promise<T>;
  /** When the answer changes by itself (a plan end date): it is not served from then on. */
  readValidUntil?: (value: T, now: number) => number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes nothing a cached answer shows (page views): its writes keep the cache. */
    isUserDataNeutral?: boolean;
    /**
     * The tables a cached answer (`app.sendUserResponse`) is read from. Each must NOTIFY its changes on
     * USER_DATA_CHANGE_CHANNEL, or another server keeps a stale answer: cache/notify-triggers.test.ts
     * checks every declared table against the database's triggers. A route that caches must declare them.
     */
    cachedFrom?: readonly PgTable[];
  }
  interface FastifyInstance {
    /**
     * Answers a verified cook's GET from the per-user cache, computing and keeping the answer on a
     * miss. The handler returns nothing: returning the reply would make Fastify wait on it as a
     * promise (a stream watcher per request).
     */
    sendUserResponse: <T>(request: FastifyRequest, reply: FastifyReply, describe: (caller: TSessionUser) => TCachedAnswer<T>) => void;
  }
}

function isStateChanging(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

export const userResponseCachePlugin = fp<{ database: TDatabaseHandle; clock: TClock }>(
  async (app: FastifyInstance, { database, clock }) => {
    const cache = new UserResponseCache<Buffer>();
    // Trusted only while the database can tell us about changes made elsewhere.
    let isCacheLive = false;
    const stopListening = await database.listen(
      USER_DATA_CHANGE_CHANNEL,
      (userId) => cache.forget(userId),
      (isLive) => {
        cache.clear();
        isCacheLive = isLive;
      },
    );
    app.addHook('onClose', async () => stopListening());

    // The writer's own next read must not wait for the notification (PostgreSQL delivers it a moment
    // after commit): a cook's write forgets their entries before its answer leaves. A write whose
    // caller is unknown or an admin may touch anyone's data, so it forgets everything.
    app.addHook('onSend', async (request) => {
      if (!isStateChanging(request) || request.routeOptions.config.isUserDataNeutral === true) return;
      const caller = await readResolvedSessionUser(request);
      if (caller && caller.role !== 'admin') cache.forget(caller.id);
      else cache.clear();
    });

    const answerFromCache = async <T>(request: FastifyRequest, reply: FastifyReply, describe: (caller: TSessionUser) => TCachedAnswer<T>): Promise<Buffer> => {
      // Without its tables the trigger test cannot see the route: a programming error, found by any test of it.
      if (!request.routeOptions.config.cachedFrom?.length) throw new Error(`${request.routeOptions.url} caches without declaring config.cachedFrom`);
      const caller = await requireVerifiedUser(request);
      const answer = describe(caller);
      const now = clock.now().getTime();
      const serialize = async () => {
        const value = await answer.compute();
        // The route's own response schema encodes it, exactly as an uncached answer would be.
        const serialized = reply.serialize(value);
        const body = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
        return { body, validUntil: answer.readValidUntil?.(value, now) };
      };
      if (!isCacheLive) return (await serialize()).body;
      return cache.read(caller.id, answer.key, now) ?? (await cache.load(caller.id, answer.key, now, serialize));
    };

    app.decorate('sendUserResponse', function sendUserResponse<
      T,
    >(request: FastifyRequest, reply: FastifyReply, describe: (caller: TSessionUser) => TCachedAnswer<T>): void {
      answerFromCache(request, reply, describe).then(
        (body) => reply.type(JSON_CONTENT_TYPE).send(body),
        (error: unknown) => reply.send(error),
      );
    });
  },
  { name: 'user-response-cache', dependencies: ['auth'] },
);
