import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZNutritionResponseSchema } from '../../../domain/generation.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import { apiRequest } from '../api-client.ts';

export type TNutritionResult = z.infer<typeof ZNutritionResponseSchema>;

/** Query keys of nutrition totals, one entry per list of ingredient lines. */
export const nutritionKeys = {
  all: ['nutrition'] as const,
  forIngredients: (ingredients: readonly string[]) => ['nutrition', ...ingredients] as const,
};

/** POST /nutrition: totals of the ingredient lines, and the lines that could not be counted. */
export function fetchNutrition(ingredients: readonly string[], signal?: AbortSignal): Promise<TNutritionResult> {
  return apiRequest('/nutrition', ZNutritionResponseSchema, { method: 'POST', body: { ingredients }, signal });
}

/** The same lines always give the same totals, so an answer never goes stale. */
export function nutritionQueryOptions(ingredients: readonly string[]) {
  return queryOptions({
    queryKey: nutritionKeys.forIngredients(ingredients),
    queryFn: ({ signal }) => fetchNutrition(ingredients, signal),
    enabled: ingredients.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * What the recipe dialog shows for a recipe's lines: the whole-recipe totals from POST /nutrition
 * (cached per list of lines, so Create and Saved show the same numbers for the same recipe), with the
 * recipe's stored totals standing in only when the call fails.
 */
export function useRecipeNutrition(ingredients: readonly string[], stored: TNutrition | null) {
  const query = useQuery(nutritionQueryOptions(ingredients));
  return {
    value: query.data?.nutrition ?? (query.isError ? stored : null),
    isLoading: query.isLoading,
    unknownIngredients: query.data?.unknownIngredients ?? [],
    /** Per line: what a millilitre of its food weighs, so metric shows solids in grams. */
    lineMeasures: query.data?.lineMeasures ?? [],
    /** Per line: how the ingredient reader read it, so scaling rewrites the amount the list and nutrition read. */
    lineReadings: query.data?.lineReadings ?? [],
  };
}
