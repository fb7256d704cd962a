import { and, eq, inArray, or } from 'drizzle-orm';
import type { TAddMealPlanEntry, TMealPlanEntry } from '../../../domain/meal-plan.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdMember, recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { RECIPE_NOT_FOUND_MESSAGE, toSavedRecipe } from '../../db/recipe-row.ts';
import { toMealPlanEntry } from './entry-row.ts';
import { insertMealPlanEntry } from './insert-meal-plan-entry.ts';
import { lockPlanner } from './lock-planner.ts';

/** Plans a copy of a saved recipe of the caller or another household member on a household day (at most five a day, checked under the household's lock), and counts it. */
export async function addMealPlanEntry(db: TDatabase, userId: string, { date, recipeId, servingMultiplier, meal }: TAddMealPlanEntry): Promise<TMealPlanEntry> {
  const entry = await db.transaction(async (tx) => {
    // Under the household's lock no one joins or leaves meanwhile: the recipe is the caller's or a current member's.
    const householdId = await lockPlanner(tx, userId);
    const members = tx.select({ userId: householdMember.userId }).from(householdMember).where(eq(householdMember.householdId, householdId));
    const [source] = await tx
      .select()
      .from(recipe)
      .where(and(eq(recipe.id, recipeId), or(eq(recipe.userId, userId), inArray(recipe.userId, members))));
    if (!source) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
    const row = await insertMealPlanEntry(tx, {
      userId,
      householdId,
      date,
      servingMultiplier: servingMultiplier ?? 1,
      meal: meal ?? null,
      sourceRecipeId: source.id,
      recipe: toSavedRecipe(source),
    });
    return toMealPlanEntry(row);
  });
  await recordEvent(db, { category: 'planner', action: 'add', userId });
  return entry;
}
