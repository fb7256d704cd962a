import type { TAddMealPlanEntry, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The entry's schema, imported with the request: the planner's first load brings no zod. */
const mealPlanEntrySchemaLoader = { load: async () => (await import('../../../../domain/meal-plan.ts')).ZMealPlanEntrySchema };

/** POST /api/meal-plan/entries: plans a copy of a saved recipe on a day. */
export function addMealPlanEntry(body: TAddMealPlanEntry): Promise<TMealPlanEntry> {
  return apiRequest('/api/meal-plan/entries', mealPlanEntrySchemaLoader, { method: 'POST', body });
}
