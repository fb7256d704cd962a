import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZListHouseholdRecipesResponseSchema, ZListRecipesResponseSchema, ZShareRecipeResponseSchema } from '../../../domain/recipe-library.ts';
import { ZListHouseholdRecipesQuerySchema, ZListRecipesQuerySchema, ZRateRecipeSchema, ZUpdateRecipeSchema } from '../../../domain/recipe-requests.ts';
import { ZCreateRecipeSchema, ZSavedRecipeSchema } from '../../../domain/recipe.ts';
import { ZSharedRecipeSchema } from '../../../domain/shared-recipe.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { recipe } from '../../db/schema.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { createRecipe } from './create-recipe.ts';
import { deleteRecipe } from './delete-recipe.ts';
import { getRecipe } from './get-recipe.ts';
import { getSharedRecipe } from './get-shared-recipe.ts';
import { listHouseholdRecipes } from './list-household-recipes.ts';
import { listRecipes } from './list-recipes.ts';
import { rateRecipe } from './rate-recipe.ts';
import { findSharedRecipeCopy, saveSharedRecipe } from './save-shared-recipe.ts';
import { shareRecipe } from './share-recipe.ts';
import { updateRecipe } from './update-recipe.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The recipe library: saved recipes of the caller only (the household's others' read-only), ratings and share links. */
export const recipeRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post('/api/recipes', { schema: { body: ZCreateRecipeSchema, response: { 201: ZSavedRecipeSchema } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    return reply.status(201).send(await createRecipe(db, caller.id, request.body));
  });

  app.get(
    '/api/recipes',
    { config: { cachedFrom: [recipe] }, schema: { querystring: ZListRecipesQuerySchema, response: { 200: ZListRecipesResponseSchema } } },
    (request, reply) => {
      app.sendUserResponse(request, reply, (caller) => ({
        key: `recipes:${JSON.stringify(request.query)}`,
        compute: () => listRecipes(db, caller.id, request.query),
      }));
    },
  );

  app.get(
    '/api/household/recipes',
    { schema: { querystring: ZListHouseholdRecipesQuerySchema, response: { 200: ZListHouseholdRecipesResponseSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return listHouseholdRecipes(db, caller.id, request.query);
    },
  );

  app.get('/api/recipes/:id', { schema: { params: ZIdParamsSchema, response: { 200: ZSavedRecipeSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getRecipe(db, caller.id, request.params.id);
  });

  app.patch('/api/recipes/:id', { schema: { params: ZIdParamsSchema, body: ZUpdateRecipeSchema, response: { 200: ZSavedRecipeSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return updateRecipe({ db, storage: deps.storage, log: request.log }, caller.id, request.params.id, request.body);
  });

  app.delete('/api/recipes/:id', { schema: { params: ZIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await deleteRecipe({ db, storage: deps.storage, log: request.log }, caller.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.put(
    '/api/recipes/:id/rating',
    { schema: { params: ZIdParamsSchema, body: ZRateRecipeSchema, response: { 200: ZSavedRecipeSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return rateRecipe(db, caller.id, request.params.id, request.body.rating, request.body.clientId);
    },
  );

  app.post('/api/recipes/:id/share', { schema: { params: ZIdParamsSchema, response: { 200: ZShareRecipeResponseSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return shareRecipe(db, caller.id, request.params.id);
  });

  app.get(
    '/api/shared-recipes/:id',
    // Public: the link is the secret (128 random bits), and a signed-out cook sees the preview (a deliberate choice: a link sent to a friend should open).
    { config: { access: 'public' }, schema: { params: ZIdParamsSchema, response: { 200: ZSharedRecipeSchema } } },
    async (request) => {
      return getSharedRecipe(db, request.params.id);
    },
  );

  app.get(
    '/api/shared-recipes/:id/saved',
    { schema: { params: ZIdParamsSchema, response: { 200: z.object({ savedRecipeId: z.string().nullable() }) } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return { savedRecipeId: await findSharedRecipeCopy(db, caller.id, request.params.id) };
    },
  );

  app.post(
    '/api/shared-recipes/:id/save',
    { schema: { params: ZIdParamsSchema, response: { 200: ZSavedRecipeSchema, 201: ZSavedRecipeSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const saved = await saveSharedRecipe(db, caller.id, request.params.id);
      // Saving again is not an error: the copy already there, 200 instead of 201.
      return reply.status(saved.isNew ? 201 : 200).send(saved.recipe);
    },
  );
};
