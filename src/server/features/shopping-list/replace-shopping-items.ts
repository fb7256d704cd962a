import { eq, sql } from 'drizzle-orm';
import { formatShoppingDisplay, sortShoppingItems } from '../../../domain/shopping-list/consolidate-shopping-list.ts';
import type { TEditedShoppingItem, TShoppingItem, TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { shoppingList } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { NO_SHOPPING_LIST_MESSAGE, toShoppingList } from './shopping-list-row.ts';

export const DUPLICATE_ITEM_MESSAGE = 'Two items have the same name. Rename one of them.';

/**
 * Saves the list as the edit mode left it: renamed, re-measured, added and removed items. Items keep
 * their recipes and cart mark when their name is unchanged.
 */
export async function replaceShoppingItems(db: TDatabase, userId: string, edited: readonly TEditedShoppingItem[]): Promise<TShoppingList> {
  const names = edited.map((item) => item.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) throw new AppError('BAD_REQUEST', DUPLICATE_ITEM_MESSAGE);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shoppingList)
      .where(eq(shoppingList.householdId, householdOf(userId)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', NO_SHOPPING_LIST_MESSAGE);
    const previous = new Map(current.items.map((item) => [item.name.toLowerCase(), item]));
    const items = edited.map((item): TShoppingItem => {
      const name = item.name.trim();
      const before = previous.get(name.toLowerCase());
      const amounts = item.quantity === null ? [] : [{ quantity: item.quantity, unit: item.unit || null }];
      const isSameAmount = before !== undefined && before.quantity === item.quantity && (before.unit ?? null) === (item.unit || null);
      return {
        name,
        quantity: item.quantity,
        unit: item.quantity === null ? null : item.unit || null,
        amounts: isSameAmount && before ? before.amounts : amounts,
        display: isSameAmount && before && before.name === name ? before.display : formatShoppingDisplay(name, amounts),
        aisle: item.aisle,
        sources: before?.sources ?? [],
        inCart: before?.inCart ?? false,
        checked: item.checked,
      };
    });
    const [row] = await tx
      .update(shoppingList)
      .set({ items: sortShoppingItems(items), updatedAt: sql`now()` })
      .where(eq(shoppingList.householdId, householdOf(userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NO_SHOPPING_LIST_MESSAGE);
    return toShoppingList(row);
  });
}
