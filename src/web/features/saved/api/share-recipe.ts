import { useMutation } from '@tanstack/react-query';
import type { TShareRecipeResponse } from '../../../../domain/recipe-library.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function shareRecipe(id: string): Promise<TShareRecipeResponse> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/share`, 'shareRecipe', { method: 'POST' });
}

export function useShareRecipe() {
  return useMutation({ mutationFn: shareRecipe });
}
