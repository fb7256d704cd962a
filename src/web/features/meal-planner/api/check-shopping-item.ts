import { ZShoppingListSchema, type TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/shopping-list/items: checks or unchecks one item. */
export function checkShoppingItem(name: string, checked: boolean): Promise<TShoppingList> {
  return apiRequest('/api/shopping-list/items', ZShoppingListSchema, { method: 'PATCH', body: { name, checked } });
}
