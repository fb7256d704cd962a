import { useQueries } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

/** GET /api/recipes/:id, answering null once the recipe is gone (deleted on /saved, in any tab). */
async function fetchSavedRecipeOrNull(id: string, signal?: AbortSignal) {
  try {
    return await apiRequest(`/api/recipes/${encodeURIComponent(id)}`, 'savedRecipe', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The saved ids among `ids` that no longer exist. Keyed under `recipeKeys.all`, so deleting a
 * recipe anywhere in the app asks again.
 */
export function useDeletedSavedIds(ids: readonly string[]): ReadonlySet<string> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...recipeKeys.all, 'one', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSavedRecipeOrNull(id, signal),
      retry: false,
    })),
    combine: (results) => new Set(ids.filter((_, index) => results[index]?.data === null)),
  });
}
