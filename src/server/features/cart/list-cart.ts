import { asc, eq } from 'drizzle-orm';
import type { TCart } from '../../../domain/cart.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { cartItem } from '../../db/schema.ts';
import { groupCartRows } from './cart-row.ts';

/** GET /api/cart: one indexed query; the caller's household's cart; one with no items gets three empty sections. */
export async function listCart(db: TDatabase, userId: string): Promise<TCart> {
  const rows = await db
    .select()
    .from(cartItem)
    .where(eq(cartItem.householdId, householdOf(userId)))
    .orderBy(asc(cartItem.position), asc(cartItem.createdAt), asc(cartItem.id));
  return groupCartRows(rows);
}
