import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { CART_FULL_MESSAGE, CART_MAX_ITEMS, type TCartSectionName } from '../../domain/cart.ts';
import { AppError } from '../errors.ts';
import type { TCartItemRow } from './cart-item-answer.ts';
import type { TTransaction } from './client.ts';
import { cartItem } from './schema.ts';

// The one way a new item enters a cart (the cart's add and the list's put-away): under the household's
// lock (lockHousehold), which keeps the item limit exact and the positions unique.

export type TNewCartItem = {
  userId: string;
  householdId: string;
  section: TCartSectionName;
  /** Already checked and title-cased (checkCartItemName). */
  name: string;
  useBy?: string | null;
  quantity?: number | null;
  unit?: string | null;
};

/**
 * Inserts the item last in its section, or answers undefined when the household already has that name
 * (any case: the unique index decides). A full cart is a 409 with the cart's message.
 */
export async function insertCartItem(tx: TTransaction, item: TNewCartItem): Promise<TCartItemRow | undefined> {
  const [total] = await tx.select({ value: count() }).from(cartItem).where(eq(cartItem.householdId, item.householdId));
  if ((total?.value ?? 0) >= CART_MAX_ITEMS) throw new AppError('CONFLICT', CART_FULL_MESSAGE);
  const [inserted] = await tx
    .insert(cartItem)
    .values({
      id: randomUUID(),
      userId: item.userId,
      householdId: item.householdId,
      section: item.section,
      name: item.name,
      useBy: item.useBy ?? null,
      quantity: item.quantity ?? null,
      unit: item.unit ?? null,
      position: sql`(select coalesce(max(${cartItem.position}), -1) + 1 from ${cartItem} where ${cartItem.householdId} = ${item.householdId} and ${cartItem.section} = ${item.section})`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}
