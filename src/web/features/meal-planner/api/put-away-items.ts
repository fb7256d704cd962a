import { ZPutAwayResponseSchema, type TPutAwayResponse } from '../../../../domain/pantry.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/shopping-list/put-away: the checked items go into the cart (by their names, the list's keys). */
export function putAwayItems(itemIds: string[], today: string): Promise<TPutAwayResponse> {
  return apiRequest('/api/shopping-list/put-away', ZPutAwayResponseSchema, { method: 'POST', body: { itemIds, today } });
}
