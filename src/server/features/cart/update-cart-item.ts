import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CART_DUPLICATE_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE,
  checkCartItemName,
  moveCartItem,
  toCartNameKey,
  type TCartItemResponse,
  type TUpdateCartItem,
} from '../../../domain/cart.ts';
import { CART_SECTIONS } from '../../../domain/limits.ts';
import type { TDatabase } from '../../db/client.ts';
import { cartItem } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { groupCartRows, lockCart, toCartItemResponse } from './cart-row.ts';

/**
 * PATCH /api/cart/items/:id: moves one item (between or within sections) and/or edits its name or
 * use-by date. Only this item and the positions of the sections it leaves and enters are written,
 * so another tab's changes to other items survive.
 */
export async function updateCartItem(db: TDatabase, userId: string, itemId: string, patch: TUpdateCartItem): Promise<TCartItemResponse> {
  const newName = patch.name === undefined ? undefined : checkCartItemName(patch.name);
  if (newName && 'error' in newName) throw new AppError('BAD_REQUEST', newName.error);
  return db.transaction(async (tx) => {
    const householdId = await lockCart(tx, userId);
    const rows = await tx
      .select()
      .from(cartItem)
      .where(eq(cartItem.householdId, householdId))
      .orderBy(asc(cartItem.position), asc(cartItem.createdAt), asc(cartItem.id));
    const row = rows.find((candidate) => candidate.id === itemId);
    if (!row) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND_MESSAGE);

    if (newName) {
      const key = toCartNameKey(newName.name);
      if (rows.some((other) => other.id !== itemId && other.name.toLowerCase() === key)) throw new AppError('CONFLICT', CART_DUPLICATE_MESSAGE);
    }
    if (newName || patch.useBy !== undefined) {
      await tx
        .update(cartItem)
        .set({ ...(newName ? { name: newName.name } : {}), ...(patch.useBy !== undefined ? { useBy: patch.useBy } : {}) })
        .where(and(eq(cartItem.id, itemId), eq(cartItem.householdId, householdId)));
    }

    const isMove = patch.index !== undefined || (patch.section !== undefined && patch.section !== row.section);
    if (isMove) {
      const cart = groupCartRows(rows);
      const fromSection = CART_SECTIONS.find((section) => section === row.section) ?? 'pantry';
      const toSection = patch.section ?? fromSection;
      const destinationLength = cart[toSection].filter((item) => item.id !== itemId).length;
      const moved = moveCartItem(cart, itemId, { section: toSection, index: patch.index ?? destinationLength });
      if (moved !== cart) {
        // Renumber the sections the item left and entered, in one statement.
        const placements = [...new Set([fromSection, toSection])].flatMap((section) =>
          moved[section].map((item, position) => sql`(${item.id}, ${section}, ${position}::integer)`),
        );
        await tx.execute(sql`
          update ${cartItem} set section = placement.section, position = placement.position
          from (values ${sql.join(placements, sql`, `)}) as placement(id, section, position)
          where ${cartItem.id} = placement.id and ${cartItem.householdId} = ${householdId}`);
      }
    }

    const [updated] = await tx
      .select()
      .from(cartItem)
      .where(and(eq(cartItem.id, itemId), eq(cartItem.householdId, householdId)));
    if (!updated) throw new AppError('NOT_FOUND', CART_ITEM_NOT_FOUND_MESSAGE);
    return toCartItemResponse(updated);
  });
}
