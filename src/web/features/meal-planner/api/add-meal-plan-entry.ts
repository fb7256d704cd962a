import type { TAddMealPlanEntry, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanEntrySchemaLoader } from './meal-plan-entry-schema-loader.ts';

/** POST /api/meal-plan/entries: plans a copy of a saved recipe on a day. */
export function addMealPlanEntry(body: TAddMealPlanEntry): Promise<TMealPlanEntry> {
  return apiRequest('/api/meal-plan/entries', mealPlanEntrySchemaLoader, { method: 'POST', body });
}
