import { ZShoppingListSchema, type TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/shopping-list: builds (and stores) the list for a date range. */
export function createShoppingList(startDate: string, endDate: string): Promise<TShoppingList> {
  return apiRequest('/api/shopping-list', ZShoppingListSchema, { method: 'POST', body: { startDate, endDate } });
}
