import { CART_SECTIONS } from '../../../domain/limits.ts';
import { EMPTY_CART, type TCart } from '../../../domain/cart.ts';
import { toCartItem } from '../../db/cart-item-answer.ts';
import type { TTransaction } from '../../db/client.ts';
import { lockHousehold } from '../../db/household-row.ts';
import type { TCartItemRow } from '../../db/cart-item-answer.ts';

export type { TCartItemRow } from '../../db/cart-item-answer.ts';
export { toCartItem, toCartItemResponse } from '../../db/cart-item-answer.ts';

/** Rows already in the cook's order (position, then age) grouped into the three sections. */
export function groupCartRows(rows: readonly TCartItemRow[]): TCart {
  const cart: TCart = { pantry: [], refrigerator: [], freezer: [] };
  for (const row of rows) {
    const section = CART_SECTIONS.find((name) => name === row.section);
    if (section) cart[section].push(toCartItem(row));
  }
  return rows.length === 0 ? { ...EMPTY_CART } : cart;
}

/**
 * Serialises one household's cart writes that read before they write (the item limit, positions):
 * the household's lock (db/household-row.ts), so two members cannot both pass the limit. Returns the household.
 */
export async function lockCart(tx: TTransaction, userId: string): Promise<string> {
  return lockHousehold(tx, userId);
}
