import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZNutritionRequestSchema, ZNutritionResponseSchema } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './recipe-keys.ts';

type TNutritionResponse = z.infer<typeof ZNutritionResponseSchema>;

/** Spec §7 saved-recipes nutrition totals: the server sums the ingredient lines. */
export async function fetchNutrition(ingredients: string[], signal?: AbortSignal): Promise<TNutritionResponse> {
  const body = ZNutritionRequestSchema.parse({ ingredients });
  return apiRequest('/nutrition', ZNutritionResponseSchema, { method: 'POST', body, signal });
}

export function useNutritionQuery(ingredients: string[], isEnabled: boolean) {
  return useQuery({
    queryKey: recipeKeys.nutrition(ingredients),
    queryFn: ({ signal }) => fetchNutrition(ingredients, signal),
    enabled: isEnabled && ingredients.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
