import { useMutation } from '@tanstack/react-query';
import { ZProposalSchema, type TProposal, type TSwapProposalSlot } from '../../../../domain/week-plan/week-plan-contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/meal-plan/proposals/:id/swap: "Another one" for one day and meal. */
export function swapMealPlanProposal(id: string, slot: TSwapProposalSlot): Promise<TProposal> {
  return apiRequest(`/api/meal-plan/proposals/${encodeURIComponent(id)}/swap`, ZProposalSchema, { method: 'POST', body: slot });
}

export function useSwapMealPlanProposal() {
  return useMutation({ mutationFn: ({ id, slot }: { id: string; slot: TSwapProposalSlot }) => swapMealPlanProposal(id, slot) });
}
