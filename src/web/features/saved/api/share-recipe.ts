import { useMutation } from '@tanstack/react-query';
import type { TShareRecipeResponse } from '../../../../domain/recipe-library.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answer's schema, imported with the request: /saved's first load brings no zod. */
const shareRecipeSchemaLoader = { load: async () => (await import('../../../../domain/recipe-library.ts')).ZShareRecipeResponseSchema };

export async function shareRecipe(id: string): Promise<TShareRecipeResponse> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/share`, shareRecipeSchemaLoader, { method: 'POST' });
}

export function useShareRecipe() {
  return useMutation({ mutationFn: shareRecipe });
}
