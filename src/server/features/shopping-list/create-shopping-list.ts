import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import {
  END_BEFORE_START_MESSAGE,
  MEAL_PLAN_MAX_RANGE_DAYS,
  MISSING_DATES_MESSAGE,
  NO_RECIPES_IN_RANGE_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  SHOPPING_LIST_MAX_INGREDIENT_TEXT,
  TOO_MANY_INGREDIENTS_MESSAGE,
  countDaysInRange,
} from '../../../domain/meal-plan.ts';
import { DATE_KEY_MESSAGE, isDateKey } from '../../../domain/date-key.ts';
import type { TParsedIngredient } from '../../../domain/ingredients/parse-ingredient-line.ts';
import { consolidateShoppingList } from '../../../domain/shopping-list/consolidate-shopping-list.ts';
import type { TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf, lockHousehold } from '../../db/household-row.ts';
import { mealPlanEntry, shoppingList } from '../../db/schema.ts';
import { mapInSlices } from '../../cpu/map-in-slices.ts';
import { AppError } from '../../errors.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';
import { listCartItemNames } from './list-cart-item-names.ts';
import { parseLineCached } from './parse-line-cached.ts';
import { toShoppingList } from './shopping-list-row.ts';

/** Checks the two dates the way the spec words it: both needed, end not before start. */
export function readDateRange(startDate: string | null | undefined, endDate: string | null | undefined): { startDate: string; endDate: string } {
  if (!startDate || !endDate) throw new AppError('BAD_REQUEST', MISSING_DATES_MESSAGE);
  if (!isDateKey(startDate) || !isDateKey(endDate)) throw new AppError('VALIDATION_ERROR', DATE_KEY_MESSAGE);
  const days = countDaysInRange(startDate, endDate);
  if (days < 1) throw new AppError('BAD_REQUEST', END_BEFORE_START_MESSAGE);
  if (days > MEAL_PLAN_MAX_RANGE_DAYS) throw new AppError('BAD_REQUEST', RANGE_TOO_LONG_MESSAGE);
  return { startDate, endDate };
}

/**
 * Builds one list from every meal planned in the range (deterministic consolidation, no language model) and
 * stores it as the household's last list, replacing the previous one with its checks.
 */
export async function createShoppingList(db: TDatabase, userId: string, range: { startDate: string; endDate: string }): Promise<TShoppingList> {
  const entries = await db
    // Only the title and the lines of each copy: instructions, notes and nutrition stay in the database.
    .select({
      date: mealPlanEntry.date,
      servingMultiplier: mealPlanEntry.servingMultiplier,
      title: sql<string>`${mealPlanEntry.recipe} ->> 'title'`,
      ingredients: sql<string[]>`${mealPlanEntry.recipe} -> 'ingredients'`,
    })
    .from(mealPlanEntry)
    // Leftovers were bought with the meal they come from: the list counts that meal once.
    .where(
      and(eq(mealPlanEntry.householdId, householdOf(userId)), between(mealPlanEntry.date, range.startDate, range.endDate), isNull(mealPlanEntry.leftoversOf)),
    )
    .orderBy(asc(mealPlanEntry.date), asc(mealPlanEntry.placedAt), asc(mealPlanEntry.instanceId));
  if (entries.length === 0) throw new AppError('NOT_FOUND', NO_RECIPES_IN_RANGE_MESSAGE);
  const parsedLines = await parseDistinctLines(entries.flatMap((entry) => entry.ingredients));
  const cartNames = await listCartItemNames(db, userId);
  const items = consolidateShoppingList(
    entries.map((entry) => ({ title: entry.title, date: entry.date, servingMultiplier: entry.servingMultiplier, ingredients: entry.ingredients })),
    { findFood, cartNames, parseLine: (line) => parsedLines.get(line) ?? parseLineCached(line) },
  );
  const recipes = entries.map((entry) => ({ title: entry.title, date: entry.date }));
  const now = new Date();
  const [row] = await db.transaction(async (tx) => {
    const householdId = await lockHousehold(tx, userId);
    const values = { householdId, userId, ...range, items, recipes, createdAt: now, updatedAt: now };
    return tx
      .insert(shoppingList)
      .values(values)
      .onConflictDoUpdate({
        target: shoppingList.householdId,
        set: { userId, startDate: values.startDate, endDate: values.endDate, items, recipes, createdAt: now, updatedAt: now },
      })
      .returning();
  });
  if (!row) throw new AppError('INTERNAL', 'The shopping list was not saved.');
  await recordEvent(db, { category: 'shopping_list', action: 'create', userId });
  return toShoppingList(row);
}

/** Parses each distinct line once, within the text a list may parse, giving other requests their turn between slices. */
async function parseDistinctLines(lines: readonly string[]): Promise<Map<string, TParsedIngredient>> {
  const distinct = [...new Set(lines)];
  const textLength = distinct.reduce((total, line) => total + line.length, 0);
  if (textLength > SHOPPING_LIST_MAX_INGREDIENT_TEXT) throw new AppError('BAD_REQUEST', TOO_MANY_INGREDIENTS_MESSAGE);
  const parsed = await mapInSlices(distinct, parseLineCached);
  return new Map(distinct.map((line, index) => [line, parsed[index] ?? parseLineCached(line)]));
}
