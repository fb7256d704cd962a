import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSavedRecipeSchema } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

const ZSharedCopySchema = z.object({ savedRecipeId: z.string().nullable() });

function toSharedPath(sharedId: string): string {
  return `/api/shared-recipes/${encodeURIComponent(sharedId)}`;
}

/** GET /api/shared-recipes/:id/saved: the cook's own copy of this shared recipe, if they saved it. */
export function sharedCopyQueryOptions(sharedId: string) {
  return queryOptions({
    queryKey: ['shared-recipes', sharedId, 'saved'] as const,
    queryFn: ({ signal }) => apiRequest(`${toSharedPath(sharedId)}/saved`, ZSharedCopySchema, { signal }),
    retry: false,
  });
}

/**
 * POST /api/shared-recipes/:id/save: a copy of one's own, content only and unrated (free cooks: at
 * most 10 saved, the server says so). Saving again answers the copy already there, never a duplicate.
 */
export function useSaveSharedRecipe(sharedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${toSharedPath(sharedId)}/save`, ZSavedRecipeSchema, { method: 'POST' }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(sharedCopyQueryOptions(sharedId).queryKey, { savedRecipeId: saved.id });
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKeys.all }), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
    },
  });
}
