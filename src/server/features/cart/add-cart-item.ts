import { and, eq, sql } from 'drizzle-orm';
import { chooseCartSection } from '../../../domain/cart-placement.ts';
import { checkCartItemName, ZAddCartItemResponseSchema, type TAddCartItem, type TAddCartItemResponse } from '../../../domain/cart.ts';
import { applyOnce } from '../../db/apply-once.ts';
import type { TDatabase } from '../../db/client.ts';
import { insertCartItem } from '../../db/insert-cart-item.ts';
import { cartItem } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';
import { lockCart, toCartItemResponse } from './cart-row.ts';

/**
 * POST /api/cart/items. The name is title-cased; the same name in any section and any case is the
 * existing item (created: false). The unique index on (household, lower(name)) decides it, so concurrent
 * adds from two tabs leave one item; the per-household lock keeps the 500-item limit exact.
 */
export async function addCartItem(db: TDatabase, userId: string, input: TAddCartItem): Promise<TAddCartItemResponse> {
  const checked = checkCartItemName(input.name);
  if ('error' in checked) throw new AppError('BAD_REQUEST', checked.error);
  // Without a section chosen, the item goes where that food is kept (eggs: Refrigerator; frozen peas: Freezer).
  const section = input.section ?? chooseCartSection(checked.name, findFood(checked.name));
  // An add queued offline and sent again (same clientId) answers as it first did: never a second item.
  return applyOnce(db, { userId, clientId: input.clientId, schema: ZAddCartItemResponseSchema }, async (tx) => {
    const householdId = await lockCart(tx, userId);
    const findExisting = async () => {
      const [row] = await tx
        .select()
        .from(cartItem)
        .where(and(eq(cartItem.householdId, householdId), sql`lower(${cartItem.name}) = lower(${checked.name})`));
      return row;
    };
    const existing = await findExisting();
    if (existing) return { ...toCartItemResponse(existing), created: false };
    const inserted = await insertCartItem(tx, { userId, householdId, section, name: checked.name, useBy: input.useBy });
    if (inserted) return { ...toCartItemResponse(inserted), created: true };
    const raced = await findExisting();
    if (!raced) throw new AppError('INTERNAL', 'The ingredient was not added.');
    return { ...toCartItemResponse(raced), created: false };
  });
}
