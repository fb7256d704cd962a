import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZNutritionResponseSchema, type ZNutritionRequestSchema } from '../../../../domain/generation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type TNutritionRequest = z.infer<typeof ZNutritionRequestSchema>;

/** POST /nutrition (spec §7): totals for ingredient lines, and the lines that could not be counted. */
export function computeNutrition(body: TNutritionRequest) {
  return apiRequest('/nutrition', ZNutritionResponseSchema, { method: 'POST', body });
}

export function useComputeNutrition() {
  return useMutation({ mutationFn: computeNutrition });
}
