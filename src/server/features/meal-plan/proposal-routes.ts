import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAcceptedProposalSchema, ZCreateProposalSchema, ZProposalSchema, ZSwapProposalSlotSchema } from '../../../domain/week-plan/week-plan-contract.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { acceptProposal } from './accept-proposal.ts';
import { createProposal } from './create-proposal.ts';
import { swapProposalSlot } from './swap-proposal-slot.ts';

const ZProposalParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** "Plan my week" (issue 31): propose, swap one slot, accept. Proposing writes recipes, so it shares the generation rate limit. */
export const mealPlanProposalRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/meal-plan/proposals',
    { config: { rateLimit: 'meal-plan-proposals' }, schema: { body: ZCreateProposalSchema, response: { 201: ZProposalSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await createProposal(deps, caller.id, request.body));
    },
  );

  app.post(
    '/api/meal-plan/proposals/:id/swap',
    {
      config: { rateLimit: 'meal-plan-proposals' },
      schema: { params: ZProposalParamsSchema, body: ZSwapProposalSlotSchema, response: { 200: ZProposalSchema } },
    },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return swapProposalSlot(deps, caller.id, request.params.id, request.body);
    },
  );

  app.post(
    '/api/meal-plan/proposals/:id/accept',
    { schema: { params: ZProposalParamsSchema, response: { 201: ZAcceptedProposalSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await acceptProposal(deps, caller.id, request.params.id));
    },
  );
};
