import { ZShoppingListSchema, type TEditedShoppingItem, type TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/shopping-list/items: saves the edit mode's list (renamed, re-measured, added, removed items). */
export function replaceShoppingItems(items: TEditedShoppingItem[]): Promise<TShoppingList> {
  return apiRequest('/api/shopping-list/items', ZShoppingListSchema, { method: 'PUT', body: { items } });
}
