import { z } from 'zod';
import { ZSavedRecipeSchema } from './recipe.ts';

// The zod-free constants and rules, here too for the server and the dialogs; first-load modules import recipe-library-rules.ts.
export { RECIPE_PAGE_SIZE_DEFAULT, RECIPE_PAGE_SIZE_MAX, RECIPE_SORTS, toSharedRecipePath } from './recipe-library-rules.ts';
export type { TRecipeSort } from './recipe-library-rules.ts';

// Contracts of the recipe library API: the answers the web parses. The signed-in pages import this module
// on their first load to read their lists, and building a zod schema costs main-thread time when the module
// runs (issue 29), so the request schemas only the server parses are in recipe-requests.ts and the public
// shared recipe in shared-recipe.ts.
export type { TListHouseholdRecipesQuery, TListRecipesQuery } from './recipe-requests.ts';
export type { TSharedRecipe } from './shared-recipe.ts';

export const RECIPE_SEARCH_MAX_LENGTH = 100;

export const ZListRecipesResponseSchema = z.object({
  recipes: z.array(ZSavedRecipeSchema),
  /** Matches of the whole query, not just this page. */
  total: z.number().int().nonnegative(),
});
export type TListRecipesResponse = z.infer<typeof ZListRecipesResponseSchema>;

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

/** POST /api/recipes/:id/share answer. */
export const ZShareRecipeResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
});
export type TShareRecipeResponse = z.infer<typeof ZShareRecipeResponseSchema>;

/** The one message for a share link whose copy is gone (or never was). */
export const SHARED_RECIPE_MISSING_MESSAGE = 'This shared recipe no longer exists.';
