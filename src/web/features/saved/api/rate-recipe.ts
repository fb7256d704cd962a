import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { apiQueueableRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

/** Sends the clicked star; the server clears the rating when it equals the current one. Null: queued offline. */
export async function rateRecipe(id: string, rating: number): Promise<TSavedRecipe | null> {
  return apiQueueableRequest(`/api/recipes/${encodeURIComponent(id)}/rating`, 'savedRecipe', {
    method: 'PUT',
    body: { rating, clientId: crypto.randomUUID() },
  });
}

export function useRateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipe, rating }: { recipe: TSavedRecipe; rating: number }): Promise<TSavedRecipe> => {
      const saved = await rateRecipe(recipe.id, rating);
      if (saved) return saved;
      // Queued offline: shown as the server will make it (the same star again clears it), sent when back online.
      return { ...recipe, rating: recipe.rating === rating ? 0 : rating };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
