import { ZCookedResponseSchema, ZUncookedResponseSchema, type TCookedResponse, type TUncookedResponse } from '../../../../domain/pantry.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/meal-plan/entries/:instanceId/cooked: what the recipe used comes out of the cart. */
export function cookMealPlanEntry(instanceId: string): Promise<TCookedResponse> {
  return apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}/cooked`, ZCookedResponseSchema, { method: 'POST' });
}

/** DELETE of the same path: the cart as it was before. */
export function uncookMealPlanEntry(instanceId: string): Promise<TUncookedResponse> {
  return apiRequest(`/api/meal-plan/entries/${encodeURIComponent(instanceId)}/cooked`, ZUncookedResponseSchema, { method: 'DELETE' });
}
