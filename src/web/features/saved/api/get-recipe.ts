import { queryOptions } from '@tanstack/react-query';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from '../../../lib/api/recipes.ts';

/** GET /api/recipes/:id: one saved recipe, for a link or a reload that names it (`/saved?recipe=id`). */
export function fetchRecipe(id: string, signal?: AbortSignal): Promise<TSavedRecipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}`, 'savedRecipe', { signal });
}

export function recipeQueryOptions(id: string) {
  return queryOptions({ queryKey: [...recipeKeys.all, 'one', id] as const, queryFn: ({ signal }) => fetchRecipe(id, signal), retry: false });
}
