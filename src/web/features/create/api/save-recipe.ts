import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedRecipeSchema, type TCreateRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
    },
  });
}
