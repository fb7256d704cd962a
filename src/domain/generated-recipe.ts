import { z } from 'zod';
import { ZNutritionSchema, ZRecipeCategorySchema } from './recipe.ts';

// Only the Create page and generation read this schema, so recipe.ts (on every page's first load) does not build it.

/** A generated recipe lives only in the Create page's session list. */
export const ZGeneratedRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  imageUrl: z.string(),
  notes: z.string(),
  nutrition: ZNutritionSchema.nullable(),
  prepTime: z.string(),
  cookTime: z.string(),
  totalTime: z.string(),
  servings: z.string(),
  category: ZRecipeCategorySchema.optional(),
  isBlank: z.boolean(),
  source: z.literal('shared').optional(),
  /** The page a URL import read. */
  sourceUrl: z.string().optional(),
  originalId: z.string().optional(),
});
export type TGeneratedRecipe = z.infer<typeof ZGeneratedRecipeSchema>;
