import { queryOptions } from '@tanstack/react-query';
import { ZSharedRecipeSchema, type TSharedRecipe } from '../../../../domain/shared-recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/shared-recipes/:id: public, the link is the secret. */
export async function fetchSharedRecipe(id: string, signal?: AbortSignal): Promise<TSharedRecipe> {
  return apiRequest(`/api/shared-recipes/${encodeURIComponent(id)}`, ZSharedRecipeSchema, { signal });
}

export function sharedRecipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['shared-recipes', id] as const,
    queryFn: ({ signal }) => fetchSharedRecipe(id, signal),
    // A shared copy is frozen: it never changes, and a 404 stays a 404.
    staleTime: Infinity,
    retry: false,
  });
}
