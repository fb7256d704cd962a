import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMealPlanEntrySchema, ZMealPlanRangeSchema } from '../../../domain/meal-plan.ts';
import { ZAddMealPlanEntrySchema, ZMealPlanQuerySchema, ZPlanLeftoversSchema, ZUpdateMealPlanEntrySchema } from '../../../domain/meal-plan-requests.ts';
import { ZCreateMealPlanRuleSchema, ZMealPlanRuleSchema, ZMealPlanRulesSchema } from '../../../domain/week-plan/meal-plan-rules.ts';
import { ZCookedResponseSchema, ZUncookedResponseSchema } from '../../../domain/pantry.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { cookedMeal, mealPlanEntry } from '../../db/schema.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { addMealPlanEntry } from './add-meal-plan-entry.ts';
import { cookMealPlanEntry } from './cook-meal-plan-entry.ts';
import { createMealPlanRule } from './create-meal-plan-rule.ts';
import { deleteMealPlanRule } from './delete-meal-plan-rule.ts';
import { listMealPlanRules } from './list-meal-plan-rules.ts';
import { planLeftovers } from './plan-leftovers.ts';
import { deleteMealPlanEntry } from './delete-meal-plan-entry.ts';
import { getMealPlan } from './get-meal-plan.ts';
import { uncookMealPlanEntry } from './uncook-meal-plan-entry.ts';
import { updateMealPlanEntry } from './update-meal-plan-entry.ts';

const ZInstanceParamsSchema = z.object({ instanceId: z.string().trim().min(1).max(100) });
const ZRuleParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The meal planner: the caller's calendar only, at most five recipes a day. */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/api/meal-plan',
    { config: { cachedFrom: [mealPlanEntry, cookedMeal] }, schema: { querystring: ZMealPlanQuerySchema, response: { 200: ZMealPlanRangeSchema } } },
    (request, reply) => {
      app.sendUserResponse(request, reply, (caller) => ({
        key: `meal-plan:${request.query.from}:${request.query.to}`,
        compute: () => getMealPlan(deps, caller.id, request.query),
      }));
    },
  );

  app.post('/api/meal-plan/entries', { schema: { body: ZAddMealPlanEntrySchema, response: { 201: ZMealPlanEntrySchema } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    return reply.status(201).send(await addMealPlanEntry(db, caller.id, request.body));
  });

  app.patch(
    '/api/meal-plan/entries/:instanceId',
    {
      schema: {
        params: ZInstanceParamsSchema,
        body: ZUpdateMealPlanEntrySchema,
        response: { 200: ZMealPlanEntrySchema },
      },
    },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return updateMealPlanEntry(db, caller.id, request.params.instanceId, request.body);
    },
  );

  app.delete('/api/meal-plan/entries/:instanceId', { schema: { params: ZInstanceParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await deleteMealPlanEntry(db, caller.id, request.params.instanceId);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/meal-plan/entries/:instanceId/cooked',
    { schema: { params: ZInstanceParamsSchema, response: { 200: ZCookedResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return cookMealPlanEntry(db, caller.id, request.params.instanceId);
    },
  );

  app.delete(
    '/api/meal-plan/entries/:instanceId/cooked',
    { schema: { params: ZInstanceParamsSchema, response: { 200: ZUncookedResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return uncookMealPlanEntry(db, caller.id, request.params.instanceId);
    },
  );

  app.post(
    '/api/meal-plan/entries/:instanceId/leftovers',
    { schema: { params: ZInstanceParamsSchema, body: ZPlanLeftoversSchema, response: { 201: ZMealPlanEntrySchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await planLeftovers(db, caller.id, request.params.instanceId, request.body));
    },
  );

  // Recurring slots (issue 31): a cook's own rules, never the household's.
  app.get('/api/meal-plan/rules', { schema: { response: { 200: ZMealPlanRulesSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return { rules: await listMealPlanRules(db, caller.id) };
  });

  app.post('/api/meal-plan/rules', { schema: { body: ZCreateMealPlanRuleSchema, response: { 201: ZMealPlanRuleSchema } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    return reply.status(201).send(await createMealPlanRule(db, caller.id, request.body));
  });

  app.delete('/api/meal-plan/rules/:id', { schema: { params: ZRuleParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await deleteMealPlanRule(db, caller.id, request.params.id);
    return reply.status(204).send(null);
  });
};
