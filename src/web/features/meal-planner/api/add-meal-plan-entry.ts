import type { TAddMealPlanEntry, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/meal-plan/entries: plans a copy of a saved recipe on a day. */
export function addMealPlanEntry(body: TAddMealPlanEntry): Promise<TMealPlanEntry> {
  return apiRequest('/api/meal-plan/entries', 'mealPlanEntry', { method: 'POST', body });
}
