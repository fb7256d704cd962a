import { ZRecipeCategorySchema, type TSavedRecipe } from '../../domain/recipe.ts';
import type { recipe } from './schema.ts';

// Shared by the recipe library and the planner (which stores a copy of a recipe): the row's API shape
// and the one answer for a recipe the caller does not own.

export type TRecipeRow = typeof recipe.$inferSelect;

export const RECIPE_NOT_FOUND_MESSAGE = 'Recipe not found.';

/** The API shape of a stored recipe; internal columns (userId, totalMinutes) stay on the server. */
export function toSavedRecipe(row: TRecipeRow): TSavedRecipe {
  return {
    id: row.id,
    title: row.title,
    ingredients: row.ingredients,
    instructions: row.instructions,
    imageUrl: row.imageUrl,
    notes: row.notes,
    nutrition: row.nutrition ?? null,
    category: ZRecipeCategorySchema.catch('Other').parse(row.category),
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    servings: row.servings,
    rating: row.rating,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
