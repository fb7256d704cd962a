import { z } from 'zod';
import { ZClientIdSchema } from './client-id.ts';
import { RATING_MAX, RATING_MIN } from './limits.ts';
import { RECIPE_PAGE_SIZE_DEFAULT, RECIPE_PAGE_SIZE_MAX, RECIPE_SORTS } from './recipe-library-rules.ts';
import { ZRecipeCategorySchema, ZRecipeFieldsSchema, ZSavedRecipeSchema } from './recipe.ts';

// The zod-free constants and rules, here too for the server and the dialogs; first-load modules import recipe-library-rules.ts.
export { RECIPE_PAGE_SIZE_DEFAULT, RECIPE_PAGE_SIZE_MAX, RECIPE_SORTS, toSharedRecipePath } from './recipe-library-rules.ts';
export type { TRecipeSort } from './recipe-library-rules.ts';

// Contracts of the recipe library API.

export const RECIPE_SEARCH_MAX_LENGTH = 100;

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

export const ZListRecipesResponseSchema = z.object({
  recipes: z.array(ZSavedRecipeSchema),
  /** Matches of the whole query, not just this page. */
  total: z.number().int().nonnegative(),
});
export type TListRecipesResponse = z.infer<typeof ZListRecipesResponseSchema>;

/** GET /api/household/recipes query: the planner's "Household" list searches and pages like the library. */
export const ZListHouseholdRecipesQuerySchema = ZListRecipesQuerySchema.pick({ q: true, sort: true, limit: true, offset: true });
export type TListHouseholdRecipesQuery = z.input<typeof ZListHouseholdRecipesQuerySchema>;

/** Another member's saved recipe, read-only to the caller: planning it stores a copy, as with their own. */
export const ZHouseholdRecipeSchema = ZSavedRecipeSchema.extend({
  savedBy: z.object({ userId: z.string(), name: z.string() }),
});
export type THouseholdRecipe = z.infer<typeof ZHouseholdRecipeSchema>;

export const ZListHouseholdRecipesResponseSchema = z.object({
  recipes: z.array(ZHouseholdRecipeSchema),
  total: z.number().int().nonnegative(),
});
export type TListHouseholdRecipesResponse = z.infer<typeof ZListHouseholdRecipesResponseSchema>;

/** PUT /api/recipes/:id/rating body. Sending the current rating clears it to 0. */
export const ZRateRecipeSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  clientId: ZClientIdSchema.optional(),
});

/** POST /api/recipes/:id/share answer. */
export const ZShareRecipeResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
});
export type TShareRecipeResponse = z.infer<typeof ZShareRecipeResponseSchema>;

/**
 * GET /api/shared-recipes/:id, public (anyone with the link): the frozen copy's recipe content only.
 * The sharer's rating, user id and source recipe id are not part of it; zod strips any extra key.
 */
export const ZSharedRecipeSchema = ZRecipeFieldsSchema.omit({ rating: true }).extend({
  id: z.string(),
  createdAt: z.string(),
});
export type TSharedRecipe = z.infer<typeof ZSharedRecipeSchema>;

/** The one message for a share link whose copy is gone (or never was). */
export const SHARED_RECIPE_MISSING_MESSAGE = 'This shared recipe no longer exists.';
