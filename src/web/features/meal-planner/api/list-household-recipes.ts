import { infiniteQueryOptions } from '@tanstack/react-query';
import { RECIPE_PAGE_SIZE_DEFAULT } from '../../../../domain/recipe-library-rules.ts';
import type { TListHouseholdRecipesQuery, TListHouseholdRecipesResponse } from '../../../../domain/recipe-library.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type THouseholdRecipeFilters = Omit<TListHouseholdRecipesQuery, 'offset' | 'limit'>;

/** The planner's "Household" list: other members' saved recipes (they change without an event here, so they refetch when shown). */
export const householdRecipeKeys = {
  all: ['household-recipes'] as const,
  list: (filters: THouseholdRecipeFilters) => ['household-recipes', filters] as const,
};

/** GET /api/household/recipes: one page of the other members' saved recipes. */
export function fetchHouseholdRecipes(query: TListHouseholdRecipesQuery, signal?: AbortSignal): Promise<TListHouseholdRecipesResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/household/recipes?${params.toString()}`, 'householdRecipes', { signal });
}

export function householdRecipeListQueryOptions(filters: THouseholdRecipeFilters) {
  return infiniteQueryOptions({
    queryKey: householdRecipeKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchHouseholdRecipes({ ...filters, limit: RECIPE_PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.recipes.length, 0);
      return loaded < lastPage.total && lastPage.recipes.length > 0 ? loaded : undefined;
    },
  });
}
