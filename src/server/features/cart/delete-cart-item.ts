import { and, eq } from 'drizzle-orm';
import { CART_ITEM_NOT_FOUND_MESSAGE } from '../../../domain/cart.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { cartItem } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** DELETE /api/cart/items/:id: only an item of the caller's household; another household's id is not found. */
export async function deleteCartItem(db: TDatabase, userId: string, itemId: string): Promise<void> {
  const deleted = await db
    .delete(cartItem)
    .where(and(eq(cartItem.id, itemId), eq(cartItem.householdId, householdOf(userId))))
    .returning({ id: cartItem.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND_MESSAGE);
}
