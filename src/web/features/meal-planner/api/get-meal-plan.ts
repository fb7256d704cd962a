import { queryOptions } from '@tanstack/react-query';
import { expandMealPlanRange } from '../../../../domain/meal-plan-rules.ts';
import type { TMealPlanResponse } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** GET /api/meal-plan: the planned meals from `from` to `to`, keyed by date. */
export async function fetchMealPlan(from: string, to: string, signal?: AbortSignal): Promise<TMealPlanResponse> {
  const params = new URLSearchParams({ from, to });
  // Each distinct recipe copy arrives once; entries of the same copy share one object here too.
  return expandMealPlanRange(await apiRequest(`/api/meal-plan?${params.toString()}`, 'mealPlanRange', { signal }));
}

export function mealPlanQueryOptions(from: string, to: string) {
  return queryOptions({ queryKey: mealPlanKeys.range(from, to), queryFn: ({ signal }) => fetchMealPlan(from, to, signal) });
}
