import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { cartItem } from '../../db/schema.ts';

/** Names of the items in the household's cart (pantry, refrigerator, freezer), for the list's inCart marks. */
export async function listCartItemNames(db: TDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: cartItem.name })
    .from(cartItem)
    .where(eq(cartItem.householdId, householdOf(userId)));
  return rows.map((row) => row.name);
}
