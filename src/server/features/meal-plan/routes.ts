import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddMealPlanEntrySchema,
  ZMealPlanEntrySchema,
  ZMealPlanQuerySchema,
  ZMealPlanRangeSchema,
  ZUpdateMealPlanEntrySchema,
} from '../../../domain/meal-plan.ts';
import { ZCookedResponseSchema, ZUncookedResponseSchema } from '../../../domain/pantry.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { mealPlanEntry } from '../../db/schema.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { addMealPlanEntry } from './add-meal-plan-entry.ts';
import { cookMealPlanEntry } from './cook-meal-plan-entry.ts';
import { deleteMealPlanEntry } from './delete-meal-plan-entry.ts';
import { getMealPlan } from './get-meal-plan.ts';
import { uncookMealPlanEntry } from './uncook-meal-plan-entry.ts';
import { updateMealPlanEntry } from './update-meal-plan-entry.ts';

const ZInstanceParamsSchema = z.object({ instanceId: z.string().trim().min(1).max(100) });

/** The meal planner: the caller's calendar only, at most five recipes a day. */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/api/meal-plan',
    { config: { cachedFrom: [mealPlanEntry] }, schema: { querystring: ZMealPlanQuerySchema, response: { 200: ZMealPlanRangeSchema } } },
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
};
