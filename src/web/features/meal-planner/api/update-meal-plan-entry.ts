import type { TMealPlanEntry, TUpdateMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The entry's schema, imported with the request: the planner's first load brings no zod. */
const mealPlanEntrySchemaLoader = { load: async () => (await import('../../../../domain/meal-plan.ts')).ZMealPlanEntrySchema };

/** PATCH /api/meal-plan/entries/:instanceId: moves a planned meal and/or changes its serving multiplier. */
export function updateMealPlanEntry(instanceId: string, body: TUpdateMealPlanEntry): Promise<TMealPlanEntry> {
  return apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}`, mealPlanEntrySchemaLoader, { method: 'PATCH', body });
}
