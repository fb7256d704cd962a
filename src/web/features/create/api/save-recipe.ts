import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedRecipeSchema, type TCreateRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

/** POST /api/recipes: stores a recipe for the caller (free users: at most 10). */
export function saveRecipe(body: TCreateRecipe) {
  return apiRequest('/api/recipes', ZSavedRecipeSchema, { method: 'POST', body });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: async () => {
      // The saved list and the saved-recipe count shown elsewhere are now stale.
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKeys.all }), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
    },
  });
}
