import type { TMealPlanEntry, TUpdateMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/meal-plan/entries/:instanceId: moves a planned meal and/or changes its serving multiplier. */
export function updateMealPlanEntry(instanceId: string, body: TUpdateMealPlanEntry): Promise<TMealPlanEntry> {
  return apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}`, 'mealPlanEntry', { method: 'PATCH', body });
}
