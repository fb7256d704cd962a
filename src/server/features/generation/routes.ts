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
import { requireVerifiedUser } from '../../auth/auth-plugin.ts';
import { computeNutrition } from './compute-nutrition.ts';
import { generateImage } from './generate-image.ts';
import { generateRecipe } from './generate-recipe.ts';

// Sign-in is checked before the body is even parsed, so the spec's check order holds: auth first.
async function authenticate(request: Parameters<typeof requireVerifiedUser>[0]): Promise<void> {
  await requireVerifiedUser(request);
}

export const generationRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.post(
    '/generate-recipe',
    { onRequest: authenticate, schema: { body: ZGenerateRecipeRequestSchema, response: { 200: ZGenerateRecipeResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return generateRecipe({ deps, callerId: caller.id, body: request.body });
    },
  );

  app.post(
    '/generate-image',
    { onRequest: authenticate, schema: { body: ZGenerateImageRequestSchema, response: { 200: ZGenerateImageResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return generateImage({ deps, userId: caller.id, title: request.body.title, ingredients: request.body.ingredients, logger: request.log });
    },
  );

  app.post(
    '/nutrition',
    { onRequest: authenticate, schema: { body: ZNutritionRequestSchema, response: { 200: ZNutritionResponseSchema } } },
    async (request) => {
      await requireVerifiedUser(request);
      return computeNutrition({ deps, ingredients: request.body.ingredients });
    },
  );
};
