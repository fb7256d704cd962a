import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSharedRecipe } from '@domain/recipe-library.ts';
import { ZSavedRecipeSchema, type TCreateRecipe } from '@domain/recipe.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { profileKeys } from '@/lib/api/profile.ts';
import { recipeKeys } from '@/lib/api/recipes.ts';

/** The shared copy as a new recipe of the caller's own: content only, unrated. */
export function toCreateRecipeBody(shared: TSharedRecipe): TCreateRecipe {
  return {
    title: shared.title,
    ingredients: shared.ingredients,
    instructions: shared.instructions,
    imageUrl: shared.imageUrl,
    notes: shared.notes,
    nutrition: shared.nutrition,
    category: shared.category,
    prepTime: shared.prepTime,
    cookTime: shared.cookTime,
    totalTime: shared.totalTime,
    servings: shared.servings,
  };
}

/** POST /api/recipes with the shared copy (free cooks: at most 10 saved, the server says so). */
export function useSaveSharedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: TSharedRecipe) => apiRequest('/api/recipes', ZSavedRecipeSchema, { method: 'POST', body: toCreateRecipeBody(shared) }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKeys.all }), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
    },
  });
}
