import { and, asc, eq } from 'drizzle-orm';
import { describeRule, type TMealPlanRule } from '../../../domain/week-plan/meal-plan-rules.ts';
import { ZPlanMealSchema } from '../../../domain/week-plan/week-plan-contract.ts';
import type { TDatabase } from '../../db/client.ts';
import { mealPlanRule, recipe } from '../../db/schema.ts';

/** GET /api/meal-plan/rules: the caller's own recurring slots, by weekday (Monday first) and meal, with their recipes' titles now. */
export async function listMealPlanRules(db: TDatabase, userId: string): Promise<TMealPlanRule[]> {
  const rows = await db
    .select({
      id: mealPlanRule.id,
      weekday: mealPlanRule.weekday,
      meal: mealPlanRule.meal,
      recipeId: mealPlanRule.recipeId,
      recipeTitle: recipe.title,
      dish: mealPlanRule.dish,
    })
    .from(mealPlanRule)
    .leftJoin(recipe, and(eq(recipe.id, mealPlanRule.recipeId), eq(recipe.userId, userId)))
    .where(eq(mealPlanRule.userId, userId))
    .orderBy(asc(mealPlanRule.weekday), asc(mealPlanRule.createdAt));
  const mealOrder = ZPlanMealSchema.options;
  return rows
    .map((row) => {
      const meal = ZPlanMealSchema.parse(row.meal);
      const rule = { ...row, meal, recipeTitle: row.recipeTitle ?? null };
      return { ...rule, label: describeRule(rule) };
    })
    .sort((first, second) => ((first.weekday + 6) % 7) - ((second.weekday + 6) % 7) || mealOrder.indexOf(first.meal) - mealOrder.indexOf(second.meal));
}
