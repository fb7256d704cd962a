import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { RECIPE_PAGE_SIZE_DEFAULT, RECIPE_PAGE_SIZE_MAX } from '../../../domain/recipe-library-rules.ts';
import type { TListRecipesQuery, TListRecipesResponse } from '../../../domain/recipe-library.ts';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import { apiRequest } from '../api-client.ts';

export type TRecipeListFilters = Omit<TListRecipesQuery, 'offset' | 'limit'>;

/**
 * Query keys of the cook's saved recipes. Any feature that changes a saved recipe invalidates
 * `recipeKeys.all`; lists key on their search, sort and filters.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => ['recipes', 'list'] as const,
  list: (filters: TRecipeListFilters) => ['recipes', 'list', filters] as const,
  everything: () => ['recipes', 'everything'] as const,
};

/** GET /api/recipes: one page of the cook's saved recipes. */
export function fetchRecipes(query: TListRecipesQuery, signal?: AbortSignal): Promise<TListRecipesResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/recipes?${params.toString()}`, 'recipeList', { signal });
}

/** Pages of saved recipes for one search/sort/filter; the next page starts where the loaded ones end. */
export function recipeListQueryOptions(filters: TRecipeListFilters) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchRecipes({ ...filters, limit: RECIPE_PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.recipes.length, 0);
      return loaded < lastPage.total && lastPage.recipes.length > 0 ? loaded : undefined;
    },
  });
}

/** Every saved recipe, A–Z: the printable cookbook and the export's recipe chooser read the whole library. */
async function fetchAllRecipes(signal?: AbortSignal): Promise<TSavedRecipe[]> {
  const recipes: TSavedRecipe[] = [];
  for (;;) {
    const page = await fetchRecipes({ sort: 'title', limit: RECIPE_PAGE_SIZE_MAX, offset: recipes.length }, signal);
    recipes.push(...page.recipes);
    if (page.recipes.length === 0 || recipes.length >= page.total) return recipes;
  }
}

export function allRecipesQueryOptions() {
  return queryOptions({ queryKey: recipeKeys.everything(), queryFn: ({ signal }) => fetchAllRecipes(signal) });
}
