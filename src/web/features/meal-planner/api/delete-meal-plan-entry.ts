import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/meal-plan/entries/:instanceId. */
export async function deleteMealPlanEntry(instanceId: string): Promise<void> {
  await apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}`, 'nullAnswer', { method: 'DELETE' });
}
