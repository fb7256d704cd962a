import { ZRecipeCategorySchema, type TSavedRecipe } from '../../../domain/recipe.ts';
import type { recipe } from '../../db/schema.ts';

export type TRecipeRow = typeof recipe.$inferSelect;

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
