import type { TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import type { shoppingList } from '../../db/schema.ts';

export type TShoppingListRow = typeof shoppingList.$inferSelect;

export const NO_SHOPPING_LIST_MESSAGE = 'No shopping list yet.';
export const ITEM_NOT_FOUND_MESSAGE = 'That item is not on the shopping list.';

export function toShoppingList(row: TShoppingListRow): TShoppingList {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    items: row.items,
    recipes: row.recipes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
