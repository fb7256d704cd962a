import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedRecipe, TUpdateRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

export async function updateRecipe(id: string, changes: TUpdateRecipe): Promise<TSavedRecipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}`, 'savedRecipe', { method: 'PATCH', body: changes });
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateRecipe }) => updateRecipe(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
