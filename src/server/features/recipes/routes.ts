import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZListRecipesQuerySchema,
  ZListRecipesResponseSchema,
  ZRateRecipeSchema,
  ZShareRecipeResponseSchema,
  ZSharedRecipeSchema,
} from '../../../domain/recipe-library.ts';
import { ZCreateRecipeSchema, ZSavedRecipeSchema, ZUpdateRecipeSchema } from '../../../domain/recipe.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/auth-plugin.ts';
import { createRecipe } from './create-recipe.ts';
import { deleteRecipe } from './delete-recipe.ts';
import { getRecipe } from './get-recipe.ts';
import { getSharedRecipe } from './get-shared-recipe.ts';
import { listRecipes } from './list-recipes.ts';
import { rateRecipe } from './rate-recipe.ts';
import { deleteImageIfUnused } from './recipe-image.ts';
import { shareRecipe } from './share-recipe.ts';
import { updateRecipe } from './update-recipe.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
const ZErrorSchema = z.object({ error: z.string(), code: z.string() });

/** The recipe library: saved recipes of the caller only, ratings and share links (spec §2, §3, §4, §7). */
export const recipeRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/api/recipes',
    { schema: { body: ZCreateRecipeSchema, response: { 201: ZSavedRecipeSchema, 429: ZErrorSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const saved = await createRecipe(db, caller.id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/recipes',
    { schema: { querystring: ZListRecipesQuerySchema, response: { 200: ZListRecipesResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return listRecipes(db, caller.id, request.query);
    },
  );

  app.get(
    '/api/recipes/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZSavedRecipeSchema, 404: ZErrorSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return getRecipe(db, caller.id, request.params.id);
    },
  );

  app.patch(
    '/api/recipes/:id',
    { schema: { params: ZIdParamsSchema, body: ZUpdateRecipeSchema, response: { 200: ZSavedRecipeSchema, 404: ZErrorSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      const result = await updateRecipe(db, caller.id, request.params.id, request.body);
      if (result.previousImageUrl !== result.recipe.imageUrl) {
        await deleteImageIfUnused(db, deps.storage, { imageUrl: result.previousImageUrl, ownerId: caller.id }, request.log);
      }
      return result.recipe;
    },
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { params: ZIdParamsSchema, response: { 204: z.null(), 404: ZErrorSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const { imageUrl } = await deleteRecipe(db, caller.id, request.params.id);
      await deleteImageIfUnused(db, deps.storage, { imageUrl, ownerId: caller.id }, request.log);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/recipes/:id/rating',
    { schema: { params: ZIdParamsSchema, body: ZRateRecipeSchema, response: { 200: ZSavedRecipeSchema, 404: ZErrorSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return rateRecipe(db, caller.id, request.params.id, request.body.rating);
    },
  );

  app.post(
    '/api/recipes/:id/share',
    { schema: { params: ZIdParamsSchema, response: { 200: ZShareRecipeResponseSchema, 404: ZErrorSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return shareRecipe(db, caller.id, request.params.id);
    },
  );

  app.get(
    '/api/shared-recipes/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZSharedRecipeSchema, 404: ZErrorSchema } } },
    async (request) => {
      await requireVerifiedUser(request);
      return getSharedRecipe(db, request.params.id);
    },
  );
};
