import { queryOptions } from '@tanstack/react-query';
import { ZShoppingListSchema, type TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './meal-plan-keys.ts';

/** GET /api/shopping-list: the last list the cook made, or null when there is none yet. */
export function fetchShoppingList(signal?: AbortSignal): Promise<TShoppingList | null> {
  return apiRequest('/api/shopping-list', ZShoppingListSchema.nullable(), { signal });
}

export function shoppingListQueryOptions() {
  return queryOptions({ queryKey: mealPlanKeys.shoppingList, queryFn: ({ signal }) => fetchShoppingList(signal) });
}
