import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** DELETE /api/meal-plan/rules/:id. */
export async function deleteMealPlanRule(id: string): Promise<void> {
  await apiRequest(`/api/meal-plan/rules/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' });
}

export function useDeleteMealPlanRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMealPlanRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.rules }) });
}
