import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './recipe-keys.ts';

export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest(`/api/recipes/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.profile }),
      ]);
    },
  });
}
