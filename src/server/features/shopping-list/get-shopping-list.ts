import { eq } from 'drizzle-orm';
import type { TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { shoppingList } from '../../db/schema.ts';
import { toShoppingList } from './shopping-list-row.ts';

/** The last list the cook's household made, with its checks; null before the first one (not an error: the page just has none yet). */
export async function getShoppingList(db: TDatabase, userId: string): Promise<TShoppingList | null> {
  const [row] = await db
    .select()
    .from(shoppingList)
    .where(eq(shoppingList.householdId, householdOf(userId)));
  return row ? toShoppingList(row) : null;
}
