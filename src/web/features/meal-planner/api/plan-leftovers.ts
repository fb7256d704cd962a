import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMealPlanEntrySchema, type TMealPlanEntry, type TPlanLeftovers } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** POST /api/meal-plan/entries/:instanceId/leftovers: the rest of a meal, eaten on a later day. */
export function planLeftovers(instanceId: string, body: TPlanLeftovers): Promise<TMealPlanEntry> {
  return apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}/leftovers`, ZMealPlanEntrySchema, { method: 'POST', body });
}

export function usePlanLeftovers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instanceId, body }: { instanceId: string; body: TPlanLeftovers }) => planLeftovers(instanceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}
