import { eq, sql } from 'drizzle-orm';
import type { TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { shoppingList } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ITEM_NOT_FOUND_MESSAGE, NO_SHOPPING_LIST_MESSAGE, toShoppingList } from './shopping-list-row.ts';

/**
 * Checks or unchecks one item by name in a single statement, so two phones ticking items at once
 * never overwrite each other's ticks.
 */
export async function checkShoppingItem(db: TDatabase, userId: string, { name, checked }: { name: string; checked: boolean }): Promise<TShoppingList> {
  const [row] = await db
    .update(shoppingList)
    .set({
      items: sql`(
        select jsonb_agg(case when item ->> 'name' = ${name} then jsonb_set(item, '{checked}', to_jsonb(${checked}::boolean)) else item end order by position)
        from jsonb_array_elements(${shoppingList.items}) with ordinality as list(item, position)
      )`,
      updatedAt: sql`now()`,
    })
    .where(sql`${shoppingList.householdId} = ${householdOf(userId)} and ${shoppingList.items} @> jsonb_build_array(jsonb_build_object('name', ${name}::text))`)
    .returning();
  if (row) return toShoppingList(row);
  const [exists] = await db
    .select({ householdId: shoppingList.householdId })
    .from(shoppingList)
    .where(eq(shoppingList.householdId, householdOf(userId)));
  throw new AppError('NOT_FOUND', exists ? ITEM_NOT_FOUND_MESSAGE : NO_SHOPPING_LIST_MESSAGE);
}
