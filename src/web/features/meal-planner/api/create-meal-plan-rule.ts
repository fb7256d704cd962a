import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMealPlanRuleSchema, type TCreateMealPlanRule, type TMealPlanRule } from '../../../../domain/week-plan/meal-plan-rules.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** POST /api/meal-plan/rules: a recurring slot ("Pizza every Friday dinner"). */
export function createMealPlanRule(body: TCreateMealPlanRule): Promise<TMealPlanRule> {
  return apiRequest('/api/meal-plan/rules', ZMealPlanRuleSchema, { method: 'POST', body });
}

export function useCreateMealPlanRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMealPlanRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.rules }) });
}
