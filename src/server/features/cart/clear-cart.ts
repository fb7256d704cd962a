import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { cartItem } from '../../db/schema.ts';

/** DELETE /api/cart: every item of the caller's household, in one statement. Returns how many went. */
export async function clearCart(db: TDatabase, userId: string): Promise<number> {
  const deleted = await db
    .delete(cartItem)
    .where(eq(cartItem.householdId, householdOf(userId)))
    .returning({ id: cartItem.id });
  return deleted.length;
}
