import { useInfiniteQuery } from '@tanstack/react-query';
import {
  RECIPE_PAGE_SIZE_DEFAULT,
  ZListRecipesResponseSchema,
  type TListRecipesQuery,
  type TListRecipesResponse,
} from '../../../../domain/recipe-library.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './recipe-keys.ts';

export async function fetchRecipes(query: TListRecipesQuery, signal?: AbortSignal): Promise<TListRecipesResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/recipes?${params.toString()}`, ZListRecipesResponseSchema, { signal });
}

/** Pages of the cook's saved recipes for one search/sort/filter; the next page starts where the loaded ones end. */
export function useRecipesQuery(query: Omit<TListRecipesQuery, 'offset' | 'limit'>) {
  return useInfiniteQuery({
    queryKey: recipeKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchRecipes({ ...query, limit: RECIPE_PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.recipes.length, 0);
      return loaded < lastPage.total && lastPage.recipes.length > 0 ? loaded : undefined;
    },
    placeholderData: (previous) => previous,
  });
}
