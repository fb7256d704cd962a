import { useMutation } from '@tanstack/react-query';
import { ZGenerateRecipeResponseSchema, type TGenerateRecipeRequest } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /generate-recipe: one recipe from a prompt, plus the generations left this month. */
export function generateRecipe(body: TGenerateRecipeRequest) {
  return apiRequest('/generate-recipe', ZGenerateRecipeResponseSchema, { method: 'POST', body });
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
