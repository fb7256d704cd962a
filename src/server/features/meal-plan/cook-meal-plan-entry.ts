import { and, eq, inArray } from 'drizzle-orm';
import { parseIngredientLine } from '../../../domain/ingredients/parse-ingredient-line.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';
import {
  ALREADY_COOKED_MESSAGE,
  PLANNED_MEAL_NOT_FOUND_MESSAGE,
  type TCookedChangedItem,
  type TCookedRemovedItem,
  type TCookedResponse,
} from '../../../domain/pantry.ts';
import { readUsedAmount, takeFromAmount, toPantryKey } from '../../../domain/pantry-rules.ts';
import type { TDatabase } from '../../db/client.ts';
import { toCartItemResponse, type TCartItemRow } from '../../db/cart-item-answer.ts';
import { lockHousehold } from '../../db/household-row.ts';
import { cartItem, cookedMeal, mealPlanEntry } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * POST /api/meal-plan/entries/:instanceId/cooked: takes what the planned recipe used out of the household's cart.
 * Each line is read by the one ingredient reader and matched to a cart item by its food; an item with an amount
 * loses what the line used (× the planned multiplier, converted to the item's unit) and is removed when nothing
 * is left or the units cannot be compared; an item without an amount is removed whole. "To taste" lines take
 * nothing. What was done is recorded in the same transaction, so the undo restores exactly; twice is a 409.
 */
export async function cookMealPlanEntry(db: TDatabase, userId: string, instanceId: string): Promise<TCookedResponse> {
  return db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, userId);
    const [entry] = await tx
      .select({ recipe: mealPlanEntry.recipe, servingMultiplier: mealPlanEntry.servingMultiplier, leftoversOf: mealPlanEntry.leftoversOf })
      .from(mealPlanEntry)
      .where(and(eq(mealPlanEntry.instanceId, instanceId), eq(mealPlanEntry.householdId, householdId)));
    if (!entry) throw new AppError('NOT_FOUND', PLANNED_MEAL_NOT_FOUND_MESSAGE);
    const [done] = await tx.select({ instanceId: cookedMeal.instanceId }).from(cookedMeal).where(eq(cookedMeal.instanceId, instanceId));
    if (done) throw new AppError('CONFLICT', ALREADY_COOKED_MESSAGE);
    if (entry.leftoversOf !== null) {
      // Leftovers were taken from the cart with the meal they come from: marked cooked, nothing taken twice.
      await tx.insert(cookedMeal).values({ instanceId, householdId, userId, removed: [], changed: [] });
      return { removed: [], changed: [] };
    }

    const rows = await tx.select().from(cartItem).where(eq(cartItem.householdId, householdId));
    const byKey = new Map<string, TCartItemRow>();
    for (const row of rows) {
      const key = toPantryKey(row.name, findFood(row.name));
      if (!byKey.has(key)) byKey.set(key, row);
    }
    const removedIds = new Set<string>();
    const left = new Map<string, number>();
    for (const line of entry.recipe.ingredients) {
      if (!line.trim()) continue;
      const parsed = parseIngredientLine(line);
      if (parsed.isGroupHeader || parsed.isToTaste || !parsed.foodName) continue;
      const food = findFood(parsed.foodName);
      const row = byKey.get(toPantryKey(parsed.foodName, food));
      if (!row || removedIds.has(row.id)) continue;
      const have = row.quantity === null ? null : { quantity: left.get(row.id) ?? row.quantity, unit: row.unit };
      const remaining = takeFromAmount(have, readUsedAmount(parsed, entry.servingMultiplier), food);
      if (remaining === null) {
        removedIds.add(row.id);
        left.delete(row.id);
      } else left.set(row.id, remaining);
    }

    const removedRows = rows.filter((row) => removedIds.has(row.id));
    const changedRows = rows.filter((row) => left.has(row.id));
    const removed: TCookedRemovedItem[] = removedRows.map((row) => ({
      id: row.id,
      userId: row.userId,
      section: toCartItemResponse(row).section,
      name: row.name,
      position: row.position,
      useBy: row.useBy,
      quantity: row.quantity,
      unit: row.unit,
      createdAt: row.createdAt.toISOString(),
    }));
    const changed: TCookedChangedItem[] = changedRows.flatMap((row) => (row.quantity === null ? [] : [{ id: row.id, quantity: row.quantity, unit: row.unit }]));
    if (removedRows.length > 0) {
      await tx.delete(cartItem).where(
        and(
          eq(cartItem.householdId, householdId),
          inArray(
            cartItem.id,
            removedRows.map((row) => row.id),
          ),
        ),
      );
    }
    const changedAnswers = [];
    for (const row of changedRows) {
      const [updated] = await tx
        .update(cartItem)
        .set({ quantity: left.get(row.id) ?? row.quantity })
        .where(and(eq(cartItem.id, row.id), eq(cartItem.householdId, householdId)))
        .returning();
      if (updated) changedAnswers.push(toCartItemResponse(updated));
    }
    await tx.insert(cookedMeal).values({ instanceId, householdId, userId, removed, changed });
    return { removed: removedRows.map(toCartItemResponse), changed: changedAnswers };
  });
}
