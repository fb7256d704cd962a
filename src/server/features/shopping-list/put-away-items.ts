import { and, eq, sql } from 'drizzle-orm';
import { checkCartItemName, type TCartItemResponse } from '../../../domain/cart.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';
import type { TPutAway, TPutAwayResponse } from '../../../domain/pantry.ts';
import { convertToCartUnit, placeBoughtItem } from '../../../domain/pantry-rules.ts';
import type { TShoppingItem } from '../../../domain/shopping-list/shopping-list.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { toCartItemResponse } from '../../db/cart-item-answer.ts';
import { lockHousehold } from '../../db/household-row.ts';
import { insertCartItems, type TNewCartItem } from '../../db/insert-cart-item.ts';
import { cartItem, shoppingList } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { NO_SHOPPING_LIST_MESSAGE } from './shopping-list-row.ts';

/** The one amount an item has, or null ("2 cloves + 1 head garlic" and "to taste" are not one amount). */
function readSingleAmount(item: TShoppingItem): { quantity: number; unit: string | null } | null {
  if (item.quantity === null || item.amounts.length > 1) return null;
  return { quantity: item.quantity, unit: item.unit };
}

/** A cart quantity with the bought amount added in its unit, to the gram; null when either has no amount or the units do not compare. */
function addToQuantity(
  quantity: number | null,
  unit: string | null,
  amount: ReturnType<typeof readSingleAmount>,
  food: ReturnType<typeof findFood>,
): number | null {
  const added = amount && quantity !== null ? convertToCartUnit(amount, unit, food) : null;
  return added === null || quantity === null ? null : Math.round((quantity + added) * 1000) / 1000;
}

/**
 * POST /api/shopping-list/put-away: the named items of the caller's household's list go into its cart, each in
 * the section its food is kept in with a use-by guess from the food's shelf life, with the list's amount. An item
 * already in the cart keeps its place and gains the amount when the units compare. Names not on the caller's list
 * (another household's, or gone) are ignored; items already put away are not put away twice. One transaction.
 */
export async function putAwayItems(deps: Pick<TAppDeps, 'database' | 'clock'>, userId: string, input: TPutAway): Promise<TPutAwayResponse> {
  const today = input.today ?? deps.clock.now().toISOString().slice(0, 10);
  const wanted = new Set(input.itemIds);
  return deps.database.db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, userId);
    const [list] = await tx.select().from(shoppingList).where(eq(shoppingList.householdId, householdId));
    if (!list) throw new AppError('NOT_FOUND', NO_SHOPPING_LIST_MESSAGE);
    const chosen = list.items.filter((item) => wanted.has(item.name) && !item.inCart);
    if (chosen.length === 0) return { items: [], updated: [] };

    const rows = await tx.select().from(cartItem).where(eq(cartItem.householdId, householdId));
    const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row]));
    const updated: TCartItemResponse[] = [];
    // New items by their name in any case: inserted together after the loop, in one statement.
    const newItems = new Map<string, TNewCartItem>();
    const putAway = new Set<string>();

    for (const item of chosen) {
      const checked = checkCartItemName(item.name);
      if ('error' in checked) continue;
      const food = findFood(item.name);
      const amount = readSingleAmount(item);
      const key = checked.name.toLowerCase();
      const existing = byName.get(key);
      putAway.add(item.name);
      const pending = newItems.get(key);
      if (pending) {
        // The same cart food twice on the list (names apart only in spacing): one new item with both amounts. When
        // they do not add up (no common unit, or one unmeasured) the amount is unknown, not the first one alone:
        // cooking would use the item up while the second lot is still there.
        const quantity = addToQuantity(pending.quantity ?? null, pending.unit ?? null, amount, food);
        pending.quantity = quantity;
        if (quantity === null) pending.unit = null;
        continue;
      }
      if (existing) {
        const quantity = addToQuantity(existing.quantity, existing.unit, amount, food);
        if (quantity === null) continue;
        const [row] = await tx
          .update(cartItem)
          .set({ quantity })
          .where(and(eq(cartItem.id, existing.id), eq(cartItem.householdId, householdId)))
          .returning();
        if (row) updated.push(toCartItemResponse(row));
        continue;
      }
      const { section, useBy } = placeBoughtItem(checked.name, food, today);
      newItems.set(key, { userId, householdId, section, name: checked.name, useBy, quantity: amount?.quantity ?? null, unit: amount?.unit ?? null });
    }
    // One limit check (under the lock taken above) and one insert for the whole batch: all fit, or a 409 and nothing changes.
    const inserted = await insertCartItems(tx, householdId, [...newItems.values()]);
    if (inserted.length !== newItems.size) throw new AppError('INTERNAL', 'The items were not put away.');
    const created = inserted.map(toCartItemResponse);

    // The list shows them under "Already have" from now on, and a second put-away skips them.
    const items = list.items.map((item) => (putAway.has(item.name) ? { ...item, inCart: true } : item));
    await tx
      .update(shoppingList)
      .set({ items, updatedAt: sql`now()` })
      .where(eq(shoppingList.householdId, householdId));
    return { items: created, updated };
  });
}
