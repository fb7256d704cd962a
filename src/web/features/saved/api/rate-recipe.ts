import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedRecipeSchema, type TSavedRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

/** Sends the clicked star; the server clears the rating when it equals the current one. */
export async function rateRecipe(id: string, rating: number): Promise<TSavedRecipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/rating`, ZSavedRecipeSchema, { method: 'PUT', body: { rating } });
}

export function useRateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) => rateRecipe(id, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
