import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sumDayNutrition } from '../../../domain/day-totals.ts';
import type { TMealPlanQuery, TMealPlanRange } from '../../../domain/meal-plan.ts';
import { readServingsCount } from '../../../domain/nutrition-analysis.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { householdOf } from '../../db/household-row.ts';
import { cookedMeal, mealPlanEntry } from '../../db/schema.ts';

/**
 * The caller's household's planned meals from `from` to `to` (both included), keyed by date; days without meals
 * are left out. A planned meal keeps its own copy of the recipe; identical copies (the same recipe
 * planned many times) are read and sent once, keyed by a hash of their content. Each entry says whether it was
 * cooked and, for leftovers, the meal they come from. Leftovers count in their day's totals: they are eaten that day. Each day's totals come from
 * the nutrition provider POST /nutrition uses (the recipe dialog's figures), once per distinct copy.
 */
export async function getMealPlan(deps: Pick<TAppDeps, 'database' | 'nutrition'>, userId: string, { from, to }: TMealPlanQuery): Promise<TMealPlanRange> {
  const { db } = deps.database;
  const recipeKey = sql<string>`md5(${mealPlanEntry.recipe}::text)`;
  const inRange = and(eq(mealPlanEntry.householdId, householdOf(userId)), between(mealPlanEntry.date, from, to));
  const source = alias(mealPlanEntry, 'leftovers_source');
  const selected = await db
    .select({
      instanceId: mealPlanEntry.instanceId,
      date: mealPlanEntry.date,
      servingMultiplier: mealPlanEntry.servingMultiplier,
      recipeKey,
      sourceId: source.instanceId,
      sourceDate: source.date,
      cookedId: cookedMeal.instanceId,
    })
    .from(mealPlanEntry)
    .leftJoin(source, eq(source.instanceId, mealPlanEntry.leftoversOf))
    .leftJoin(cookedMeal, eq(cookedMeal.instanceId, mealPlanEntry.instanceId))
    .where(inRange)
    .orderBy(asc(mealPlanEntry.date), asc(mealPlanEntry.placedAt), asc(mealPlanEntry.instanceId));
  const rows = selected.map(({ sourceId, sourceDate, cookedId, ...row }) => ({
    ...row,
    leftoversOf: sourceId !== null && sourceDate !== null ? { instanceId: sourceId, date: sourceDate } : null,
    isCooked: cookedId !== null,
  }));
  const copies = await db.selectDistinctOn([recipeKey], { recipeKey, recipe: mealPlanEntry.recipe }).from(mealPlanEntry).where(inRange);
  const days: TMealPlanRange['days'] = {};
  for (const row of rows) (days[row.date] ??= []).push(row);
  const nutritionByKey = new Map<string, { nutrition: TNutrition; servings: number }>();
  for (const copy of copies) {
    // The same lines POST /nutrition counts for the dialog: trimmed, blank ones left out.
    const lines = copy.recipe.ingredients.map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const { nutrition } = await deps.nutrition.computeNutrition(lines);
    nutritionByKey.set(copy.recipeKey, { nutrition, servings: readServingsCount(copy.recipe.servings) });
  }
  const { totals, servingTotals } = sumDayNutrition(days, (key) => nutritionByKey.get(key));
  return { days, recipes: Object.fromEntries(copies.map((copy) => [copy.recipeKey, copy.recipe])), totals, servingTotals };
}
