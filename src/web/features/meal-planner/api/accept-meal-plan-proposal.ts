import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { ZAcceptedProposalSchema } from '../../../../domain/week-plan/week-plan-contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** POST /api/meal-plan/proposals/:id/accept: the whole proposal planned at once. */
export function acceptMealPlanProposal(id: string): Promise<TMealPlanEntry[]> {
  return apiRequest(`/api/meal-plan/proposals/${encodeURIComponent(id)}/accept`, ZAcceptedProposalSchema, { method: 'POST' });
}

/** Accepting puts meals on the calendar (and may save new recipes): the planner's queries read again. */
export function useAcceptMealPlanProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMealPlanProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
  });
}
