import { useMutation } from '@tanstack/react-query';
import type { TGenerateRecipeRequest } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /generate-recipe: one recipe from a prompt, plus the generations left this month (its schema loads beside the request: no zod on /create's first load). */
export function generateRecipe(body: TGenerateRecipeRequest) {
  return apiRequest('/generate-recipe', 'generateRecipe', { method: 'POST', body });
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
