import { z } from 'zod';
import { ZRecipeFieldsSchema } from './recipe.ts';

// Only /shared/:id and its route read this schema, so recipe-library.ts (on the signed-in pages' first load) does not build it.

/**
 * GET /api/shared-recipes/:id, public (anyone with the link): the frozen copy's recipe content only.
 * The sharer's rating, user id and source recipe id are not part of it; zod strips any extra key.
 */
export const ZSharedRecipeSchema = ZRecipeFieldsSchema.omit({ rating: true }).extend({
  id: z.string(),
  createdAt: z.string(),
});
export type TSharedRecipe = z.infer<typeof ZSharedRecipeSchema>;
