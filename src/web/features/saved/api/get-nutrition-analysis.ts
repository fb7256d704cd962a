import { useQuery } from '@tanstack/react-query';
import { ZNutritionRequestSchema, ZNutritionResponseSchema, type TNutritionResponse } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Pro: POST /nutrition with detail, the advanced analysis (per ingredient, per serving, % daily values). */
export async function fetchNutritionAnalysis(ingredients: string[], servings: string, signal?: AbortSignal): Promise<TNutritionResponse> {
  const body = ZNutritionRequestSchema.parse({ ingredients, detail: true, servings });
  return apiRequest('/nutrition', ZNutritionResponseSchema, { method: 'POST', body, signal });
}

export function useNutritionAnalysisQuery(ingredients: string[], servings: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['nutrition-analysis', ingredients, servings] as const,
    queryFn: ({ signal }) => fetchNutritionAnalysis(ingredients, servings, signal),
    enabled: isEnabled && ingredients.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
