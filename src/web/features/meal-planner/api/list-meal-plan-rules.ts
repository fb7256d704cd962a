import { queryOptions } from '@tanstack/react-query';
import { ZMealPlanRulesSchema, type TMealPlanRules } from '../../../../domain/week-plan/meal-plan-rules.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** GET /api/meal-plan/rules: the cook's recurring slots. */
export function listMealPlanRules(signal?: AbortSignal): Promise<TMealPlanRules> {
  return apiRequest('/api/meal-plan/rules', ZMealPlanRulesSchema, { signal });
}

export function mealPlanRulesQueryOptions() {
  return queryOptions({ queryKey: mealPlanKeys.rules, queryFn: ({ signal }) => listMealPlanRules(signal) });
}
