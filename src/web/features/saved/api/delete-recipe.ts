import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest(`/api/recipes/${encodeURIComponent(id)}`, 'nullAnswer', { method: 'DELETE' });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKeys.all }), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
    },
  });
}
