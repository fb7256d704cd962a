import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RECIPE_NOT_FOUND_MESSAGE } from '../../db/recipe-row.ts';
import { describeRule, RULE_SLOT_TAKEN_MESSAGE, type TCreateMealPlanRule, type TMealPlanRule } from '../../../domain/week-plan/meal-plan-rules.ts';
import type { TDatabase } from '../../db/client.ts';
import { lockHousehold } from '../../db/household-row.ts';
import { mealPlanRule, recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * POST /api/meal-plan/rules: a recurring slot of the caller's. The recipe must be the caller's own saved recipe
 * (another cook's id finds nothing: 404); one rule per weekday and meal (409; so at most 21). Under the caller's household lock,
 * so two requests for one slot queue and the second gets the 409, not a unique-index error.
 */
export async function createMealPlanRule(db: TDatabase, userId: string, body: TCreateMealPlanRule): Promise<TMealPlanRule> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, userId);
    let recipeTitle: string | null = null;
    if (body.recipeId !== undefined) {
      const [source] = await tx
        .select({ title: recipe.title })
        .from(recipe)
        .where(and(eq(recipe.id, body.recipeId), eq(recipe.userId, userId)));
      if (!source) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND_MESSAGE);
      recipeTitle = source.title;
    }
    const [taken] = await tx
      .select({ id: mealPlanRule.id })
      .from(mealPlanRule)
      .where(and(eq(mealPlanRule.userId, userId), eq(mealPlanRule.weekday, body.weekday), eq(mealPlanRule.meal, body.meal)));
    if (taken) throw new AppError('CONFLICT', RULE_SLOT_TAKEN_MESSAGE);
    const [row] = await tx
      .insert(mealPlanRule)
      .values({ id: randomUUID(), userId, weekday: body.weekday, meal: body.meal, recipeId: body.recipeId ?? null, dish: body.dish ?? null })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The rule was not kept.');
    const rule = { id: row.id, weekday: row.weekday, meal: body.meal, recipeId: row.recipeId, recipeTitle, dish: row.dish };
    return { ...rule, label: describeRule(rule) };
  });
}
