import { eq, sql } from 'drizzle-orm';
import { ZShoppingListSchema, type TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import { applyOnce } from '../../db/apply-once.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { shoppingList } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { getShoppingList } from './get-shopping-list.ts';
import { ITEM_NOT_FOUND_MESSAGE, NO_SHOPPING_LIST_MESSAGE, toShoppingList } from './shopping-list-row.ts';

/**
 * Checks or unchecks one item by name in a single statement, so two phones ticking items at once
 * never overwrite each other's ticks. A tick made offline and sent again (same `clientId`) is applied
 * once: the replay answers the list as it is now, with whatever others did since.
 */
export async function checkShoppingItem(
  db: TDatabase,
  userId: string,
  { name, checked, clientId }: { name: string; checked: boolean; clientId?: string | undefined },
): Promise<TShoppingList> {
  const readList = async (tx: TDatabase) => {
    const list = await getShoppingList(tx, userId);
    if (!list) throw new AppError('NOT_FOUND', NO_SHOPPING_LIST_MESSAGE);
    return list;
  };
  return applyOnce(db, { userId, clientId, schema: ZShoppingListSchema, readReplay: readList }, (tx) => checkItem(tx, userId, name, checked));
}

async function checkItem(db: TDatabase, userId: string, name: string, checked: boolean): Promise<TShoppingList> {
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
