import { ZSharedRecipeSchema, type TSharedRecipe } from '../../../../domain/recipe-library.ts';
import type { TGeneratedRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function fetchSharedRecipe(id: string, signal?: AbortSignal): Promise<TSharedRecipe> {
  return apiRequest(`/api/shared-recipes/${encodeURIComponent(id)}`, ZSharedRecipeSchema, { signal });
}

/** The shared copy as a session recipe for the Create page: source shared, original id kept (spec §2). */
export function toGeneratedRecipe(shared: TSharedRecipe): TGeneratedRecipe {
  return {
    id: shared.id,
    title: shared.title,
    ingredients: shared.ingredients,
    instructions: shared.instructions,
    imageUrl: shared.imageUrl,
    notes: shared.notes,
    nutrition: shared.nutrition,
    prepTime: shared.prepTime,
    cookTime: shared.cookTime,
    totalTime: shared.totalTime,
    servings: shared.servings,
    category: shared.category,
    isBlank: false,
    source: 'shared',
    originalId: shared.id,
  };
}
