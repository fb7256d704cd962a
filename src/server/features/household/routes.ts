import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcceptInvitationResponseSchema,
  ZAcceptInvitationSchema,
  ZCreateInvitationSchema,
  ZHandOverSchema,
  ZHouseholdSchema,
  ZInvitationSchema,
} from '../../../domain/household.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { createInvitation } from './create-invitation.ts';
import { getHousehold } from './get-household.ts';
import { handOverHousehold } from './hand-over-household.ts';
import { leaveHousehold } from './leave-household.ts';
import { removeMember } from './remove-member.ts';

const ZMemberParamsSchema = z.object({ userId: z.string().trim().min(1).max(100) });

/**
 * Settings → Household. Reading it works with a token; changing who is in it takes the session
 * (like the account itself), so a leaked token cannot move a cook or their data.
 */
export const householdRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get('/api/household', { schema: { response: { 200: ZHouseholdSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getHousehold(db, caller.id);
  });

  app.post(
    '/api/household/invitations',
    {
      config: { apiTokens: 'refused', rateLimit: 'household-invitations' },
      schema: { body: ZCreateInvitationSchema, response: { 201: ZInvitationSchema } },
    },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await createInvitation(deps, caller.id, request.body));
    },
  );

  app.post(
    '/api/household/invitations/accept',
    {
      config: { apiTokens: 'refused', rateLimit: 'household-accept' },
      schema: { body: ZAcceptInvitationSchema, response: { 200: ZAcceptInvitationResponseSchema } },
    },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return { household: await acceptInvitation(deps, caller, request.body) };
    },
  );

  app.delete(
    '/api/household/members/:userId',
    { config: { apiTokens: 'refused' }, schema: { params: ZMemberParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      await removeMember(db, caller.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post('/api/household/leave', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZHouseholdSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return leaveHousehold(db, caller.id);
  });

  app.post(
    '/api/household/owner',
    { config: { apiTokens: 'refused' }, schema: { body: ZHandOverSchema, response: { 200: ZHouseholdSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return handOverHousehold(db, caller.id, request.body.userId);
    },
  );
};
