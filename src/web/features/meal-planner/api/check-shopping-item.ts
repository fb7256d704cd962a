import { ZShoppingListSchema, type TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { apiQueueableRequest } from '../../../lib/api-client.ts';

/** PATCH /api/shopping-list/items: checks or unchecks one item; null when it was queued offline. */
export function checkShoppingItem(name: string, checked: boolean): Promise<TShoppingList | null> {
  return apiQueueableRequest('/api/shopping-list/items', ZShoppingListSchema, { method: 'PATCH', body: { name, checked, clientId: crypto.randomUUID() } });
}
