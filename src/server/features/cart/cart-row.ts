import { CART_SECTIONS } from '../../../domain/limits.ts';
import { EMPTY_CART, ZCartSectionSchema, type TCart, type TCartItem, type TCartItemResponse } from '../../../domain/cart.ts';
import type { TTransaction } from '../../db/client.ts';
import { lockHousehold } from '../../db/household-row.ts';
import type { cartItem } from '../../db/schema.ts';

export type TCartItemRow = typeof cartItem.$inferSelect;
/** Presents a row as the API's item. */
export function toCartItem(row: Pick<TCartItemRow, 'id' | 'name' | 'useBy'>): TCartItem {
  return { id: row.id, name: row.name, useBy: row.useBy ?? null };
}

export function toCartItemResponse(row: TCartItemRow): TCartItemResponse {
  return { ...toCartItem(row), section: ZCartSectionSchema.parse(row.section) };
}

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
