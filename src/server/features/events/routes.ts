import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { HOUSEHOLD_CHANGE_CHANNEL, HouseholdEventHub } from './household-event-hub.ts';
import { openEventStream } from './open-event-stream.ts';

/**
 * The live stream of the cook's household (server-sent events). One LISTEN per server feeds every
 * open stream, so a change written through any server reaches every member, on PGlite too.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const hub = new HouseholdEventHub();
  const stopListening = await deps.database.listen(
    HOUSEHOLD_CHANGE_CHANNEL,
    (payload) => hub.publish(payload),
    (isLive) => hub.setLive(isLive),
  );
  // Open streams never go idle: a closing server ends them so it does not wait on them.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/api/events',
    {
      schema: {
        description:
          'Server-sent events (text/event-stream): `meal-plan`, `shopping-list`, `cart`, `household` when the household changes; `resync` after a reconnect.',
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const session = {
        watch: (onChange: () => void) => app.sessionRevocation.watchUser(caller.id, onChange),
        isActive: async () => {
          const fresh = await request.readFreshSessionUser();
          return fresh !== null && fresh.id === caller.id && fresh.banned !== true && fresh.emailVerified;
        },
      };
      await openEventStream(db, hub, caller.id, session, request, reply);
    },
  );
};
