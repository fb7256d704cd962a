import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGenerateImageRequestSchema,
  ZGenerateImageResponseSchema,
  ZGenerateRecipeRequestSchema,
  ZGenerateRecipeResponseSchema,
  ZNutritionRequestSchema,
  ZNutritionResponseSchema,
} from '../../../domain/generation.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { computeNutrition } from './compute-nutrition.ts';
import { generateImage } from './generate-image.ts';
import { generateRecipe } from './generate-recipe.ts';

export const generationRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.post(
    '/generate-recipe',
    { config: { rateLimit: 'generate-recipe' }, schema: { body: ZGenerateRecipeRequestSchema, response: { 200: ZGenerateRecipeResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return generateRecipe({ ...deps, log: request.log }, caller.id, request.body);
    },
  );

  app.post(
    '/generate-image',
    { config: { rateLimit: 'generate-image' }, schema: { body: ZGenerateImageRequestSchema, response: { 200: ZGenerateImageResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return generateImage({ ...deps, log: request.log }, caller.id, request.body);
    },
  );

  app.post(
    '/nutrition',
    { config: { rateLimit: 'nutrition' }, schema: { body: ZNutritionRequestSchema, response: { 200: ZNutritionResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return computeNutrition(deps, caller.id, request.body);
    },
  );
};
