import { desc, eq } from 'drizzle-orm';
import { mergeRestrictions, restrictionsFromAllergens, restrictionsFromDietary, type TRestrictions } from '../../../domain/dietary/restrictions.ts';
import type { TCartUse, TPlanCandidate } from '../../../domain/week-plan/choose-week-plan.ts';
import type { TKeptRule } from '../../../domain/week-plan/meal-plan-rules.ts';
import { readWeekRules, type TWeekRules } from '../../../domain/week-plan/read-week-rules.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';
import { cartItem, recipe } from '../../db/schema.ts';
import { loadGenerationProfile } from '../../generation/generation-credits.ts';
import { listMealPlanRules } from './list-meal-plan-rules.ts';

/** The newest saved recipes the planner looks at: enough for any week, bounded for a cook with thousands. */
const SAVED_CANDIDATES_MAX = 1000;

export type TPlanInputs = {
  rules: TWeekRules;
  restrictions: TRestrictions;
  avoidIngredients: string[];
  saved: TPlanCandidate[];
  cart: TCartUse[];
  /** The cook's recurring slots, and the same in words for the proposal's rules. */
  keptRules: TKeptRule[];
  ruleLabels: string[];
};

/**
 * What a choice reads, fresh on every call (a swap after a profile change keeps the new restrictions):
 * the sentence's rules, the cook's restrictions merged with the sentence's as generation merges them,
 * the cook's saved recipes, the household cart and the cook's recurring slots.
 */
export async function loadPlanInputs(db: TDatabase, userId: string, prompt: string, now: Date): Promise<TPlanInputs> {
  const rules = readWeekRules(prompt);
  const cook = await loadGenerationProfile(db, userId, now);
  const restrictions = mergeRestrictions(restrictionsFromDietary(cook.dietary), restrictionsFromAllergens(cook.allergens), rules.restrictions);
  const [rows, cartRows, keptRules] = await Promise.all([
    db.select().from(recipe).where(eq(recipe.userId, userId)).orderBy(desc(recipe.createdAt)).limit(SAVED_CANDIDATES_MAX),
    db
      .select({ name: cartItem.name, useBy: cartItem.useBy })
      .from(cartItem)
      .where(eq(cartItem.householdId, householdOf(userId))),
    listMealPlanRules(db, userId),
  ]);
  const saved = rows.map((row): TPlanCandidate => {
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toSavedRecipe(row);
    return { key: row.id, isNew: false, recipe: fields };
  });
  return {
    rules,
    restrictions,
    avoidIngredients: cook.avoidIngredients,
    saved,
    cart: cartRows,
    keptRules: keptRules.map(({ weekday, meal, recipeId, dish }) => ({ weekday, meal, recipeId, dish })),
    ruleLabels: keptRules.map((rule) => rule.label),
  };
}
