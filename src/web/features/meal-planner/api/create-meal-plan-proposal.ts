import { useMutation } from '@tanstack/react-query';
import { ZProposalSchema, type TCreateProposal, type TProposal } from '../../../../domain/week-plan/week-plan-contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/meal-plan/proposals: a week proposed from the cook's sentence. */
export function createMealPlanProposal(body: TCreateProposal): Promise<TProposal> {
  return apiRequest('/api/meal-plan/proposals', ZProposalSchema, { method: 'POST', body });
}

export function useCreateMealPlanProposal() {
  return useMutation({ mutationFn: createMealPlanProposal });
}
