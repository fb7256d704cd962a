import { z } from 'zod';
import { ZClientIdSchema } from './client-id.ts';
import { RATING_MAX, RATING_MIN } from './limits.ts';
import { RECIPE_SEARCH_MAX_LENGTH } from './recipe-library.ts';
import { RECIPE_PAGE_SIZE_DEFAULT, RECIPE_PAGE_SIZE_MAX, RECIPE_SORTS } from './recipe-library-rules.ts';
import { ZRecipeCategorySchema, ZRecipeFieldsSchema } from './recipe.ts';

// What the recipe routes parse from the web: query strings and bodies. The web sends them typed (the types
// are re-exported by recipe.ts and recipe-library.ts) and never parses them, so its bundles leave these out.

/** PATCH /api/recipes/:id body: any subset of the fields. */
export const ZUpdateRecipeSchema = ZRecipeFieldsSchema.partial();
export type TUpdateRecipe = z.input<typeof ZUpdateRecipeSchema>;

/** GET /api/recipes query string. */
export const ZListRecipesQuerySchema = z.object({
  q: z.string().trim().max(RECIPE_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(RECIPE_SORTS).default('newest'),
  category: ZRecipeCategorySchema.optional(),
  minRating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  maxTotalMinutes: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(RECIPE_PAGE_SIZE_MAX).default(RECIPE_PAGE_SIZE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListRecipesQuery = z.input<typeof ZListRecipesQuerySchema>;

/** GET /api/household/recipes query: the planner's "Household" list searches and pages like the library. */
export const ZListHouseholdRecipesQuerySchema = ZListRecipesQuerySchema.pick({ q: true, sort: true, limit: true, offset: true });
export type TListHouseholdRecipesQuery = z.input<typeof ZListHouseholdRecipesQuerySchema>;

/** PUT /api/recipes/:id/rating body. Sending the current rating clears it to 0. */
export const ZRateRecipeSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  clientId: ZClientIdSchema.optional(),
});
