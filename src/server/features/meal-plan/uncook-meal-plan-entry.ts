import { and, eq } from 'drizzle-orm';
import { NOT_COOKED_MESSAGE, type TUncookedResponse } from '../../../domain/pantry.ts';
import type { TDatabase } from '../../db/client.ts';
import { toCartItemResponse } from '../../db/cart-item-answer.ts';
import { lockHousehold } from '../../db/household-row.ts';
import { cartItem, cookedMeal } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * DELETE /api/meal-plan/entries/:instanceId/cooked: undoes "Cooked it" from its record, in one transaction:
 * the removed items come back as they were (id, section, place, use-by, amount) and the changed items get their
 * amounts back. A removed item whose name was added again since stays as the cook has it now.
 */
export async function uncookMealPlanEntry(db: TDatabase, userId: string, instanceId: string): Promise<TUncookedResponse> {
  return db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, userId);
    const [record] = await tx
      .delete(cookedMeal)
      .where(and(eq(cookedMeal.instanceId, instanceId), eq(cookedMeal.householdId, householdId)))
      .returning();
    if (!record) throw new AppError('NOT_FOUND', NOT_COOKED_MESSAGE);
    const restored = [];
    for (const item of record.removed) {
      const [row] = await tx
        .insert(cartItem)
        .values({ ...item, householdId, createdAt: new Date(item.createdAt) })
        .onConflictDoNothing()
        .returning();
      if (row) restored.push(toCartItemResponse(row));
    }
    for (const item of record.changed) {
      const [row] = await tx
        .update(cartItem)
        .set({ quantity: item.quantity, unit: item.unit })
        .where(and(eq(cartItem.id, item.id), eq(cartItem.householdId, householdId)))
        .returning();
      if (row) restored.push(toCartItemResponse(row));
    }
    return { restored };
  });
}
