import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { sumDayNutrition } from '../../../domain/day-totals.ts';
import type { TMealPlanQuery, TMealPlanRange } from '../../../domain/meal-plan.ts';
import { readServingsCount } from '../../../domain/nutrition-analysis.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import type { TAppDeps } from '../../app-deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { mealRank, readMeal } from '../../db/meal-plan-entry-meal.ts';
import { cookedMeal, mealPlanEntry } from '../../db/schema.ts';

const LEFTOVER_ALIAS = 'leftover';
// A meal's leftovers as the statement's json_agg gives them.
const ZLeftoversJsonSchema = z.array(z.object({ instanceId: z.string(), date: z.string(), meal: z.string().nullable() }));

// Identical copies of a recipe share this key: read and sent once.
const recipeKey = sql<string>`md5(${mealPlanEntry.recipe}::text)`;

function inPlanRange(userId: string, { from, to }: TMealPlanQuery) {
  return and(eq(mealPlanEntry.householdId, householdOf(userId)), between(mealPlanEntry.date, from, to));
}

/**
 * The caller's household's planned meals from `from` to `to` (both included), keyed by date; days without meals
 * are left out. A planned meal keeps its own copy of the recipe; identical copies (the same recipe
 * planned many times) are read and sent once, keyed by a hash of their content. Each entry says whether it was
 * cooked, which meal of the day it is (a day lists breakfast, lunch, dinner, then
 * meals without one), for leftovers the meal they come from, and for a meal where its leftovers are. Leftovers count in their day's totals: they are eaten that day. Each day's totals come from
 * the nutrition provider POST /nutrition uses (the recipe dialog's figures), once per distinct copy.
 */
export async function getMealPlan(deps: Pick<TAppDeps, 'database' | 'nutrition'>, userId: string, range: TMealPlanQuery): Promise<TMealPlanRange> {
  const { db } = deps.database;
  const selected = await selectPlannedEntries(db, userId, range);
  const rows = selected.map(({ sourceId, sourceDate, sourceMeal, cookedId, meal, leftovers, ...row }) => ({
    ...row,
    meal: readMeal(meal),
    leftoversOf: sourceId !== null && sourceDate !== null ? { instanceId: sourceId, date: sourceDate, meal: readMeal(sourceMeal) } : null,
    ...(sourceId === null ? { leftovers: ZLeftoversJsonSchema.parse(leftovers).map((item) => ({ ...item, meal: readMeal(item.meal) })) } : {}),
    isCooked: cookedId !== null,
  }));
  const copies = await db.selectDistinctOn([recipeKey], { recipeKey, recipe: mealPlanEntry.recipe }).from(mealPlanEntry).where(inPlanRange(userId, range));
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

/**
 * The planned entries of the range in the day's order, each with the meal its leftovers come from, whether it was
 * cooked, and (for a meal, not for leftovers) where its leftovers are. Exported so a test can read its plan.
 */
export function selectPlannedEntries(db: TDatabase, userId: string, range: TMealPlanQuery) {
  const source = alias(mealPlanEntry, 'leftovers_source');
  const leftover = alias(mealPlanEntry, LEFTOVER_ALIAS);
  const leftoverRank = sql`case ${leftover.meal} when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`;
  // Where each meal's leftovers are planned, on any day (the original says "Leftovers: Tuesday lunch"): read in the
  // same statement, by the leftovers_of index, not in a second round trip. Leftovers have none of their own (there
  // are no leftovers of leftovers), so the subquery is not run for them: the case answers null without it.
  const leftoversJson = sql<unknown>`case when ${mealPlanEntry.leftoversOf} is null then (select coalesce(json_agg(json_build_object('instanceId', ${leftover.instanceId}, 'date', ${leftover.date}, 'meal', ${leftover.meal})
      order by ${leftover.date}, ${leftoverRank}, ${leftover.placedAt}), '[]'::json)
    from ${mealPlanEntry} as ${sql.identifier(LEFTOVER_ALIAS)} where ${leftover.leftoversOf} = ${mealPlanEntry.instanceId}) end`;
  return db
    .select({
      instanceId: mealPlanEntry.instanceId,
      date: mealPlanEntry.date,
      servingMultiplier: mealPlanEntry.servingMultiplier,
      meal: mealPlanEntry.meal,
      recipeKey,
      sourceId: source.instanceId,
      sourceDate: source.date,
      sourceMeal: source.meal,
      cookedId: cookedMeal.instanceId,
      leftovers: leftoversJson,
    })
    .from(mealPlanEntry)
    .leftJoin(source, eq(source.instanceId, mealPlanEntry.leftoversOf))
    .leftJoin(cookedMeal, eq(cookedMeal.instanceId, mealPlanEntry.instanceId))
    .where(inPlanRange(userId, range))
    .orderBy(asc(mealPlanEntry.date), asc(mealRank), asc(mealPlanEntry.placedAt), asc(mealPlanEntry.instanceId));
}
