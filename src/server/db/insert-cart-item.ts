import { randomUUID } from 'node:crypto';
import { count, eq, max } from 'drizzle-orm';
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
  const [inserted] = await insertCartItems(tx, item.householdId, [item]);
  return inserted;
}

/**
 * Inserts items of one household in one statement, each last in its section in the order given; names the
 * household already has are skipped (the unique index decides). One query reads the cart's size and each
 * section's last place under the household's lock; when the items would not all fit, none goes in (409). So a
 * put-away of 30 items is two statements, not 60.
 */
export async function insertCartItems(tx: TTransaction, householdId: string, items: readonly TNewCartItem[]): Promise<TCartItemRow[]> {
  if (items.length === 0) return [];
  const sections = await tx
    .select({ section: cartItem.section, total: count(), last: max(cartItem.position) })
    .from(cartItem)
    .where(eq(cartItem.householdId, householdId))
    .groupBy(cartItem.section);
  const total = sections.reduce((sum, row) => sum + row.total, 0);
  if (total + items.length > CART_MAX_ITEMS) throw new AppError('CONFLICT', CART_FULL_MESSAGE);
  const nextPosition = new Map(sections.map((row) => [row.section, (row.last ?? -1) + 1]));
  const values = items.map((item) => {
    const position = nextPosition.get(item.section) ?? 0;
    nextPosition.set(item.section, position + 1);
    return {
      id: randomUUID(),
      userId: item.userId,
      householdId,
      section: item.section,
      name: item.name,
      useBy: item.useBy ?? null,
      quantity: item.quantity ?? null,
      unit: item.unit ?? null,
      position,
    };
  });
  const inserted = await tx.insert(cartItem).values(values).onConflictDoNothing().returning();
  // RETURNING's order is not promised: answer in the order asked.
  const order = new Map<string, number>(values.map((value, index) => [value.id, index]));
  return inserted.sort((first, second) => (order.get(first.id) ?? 0) - (order.get(second.id) ?? 0));
}
