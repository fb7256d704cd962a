import { ALLERGEN_KEYS, type TAllergenKey } from '../../../domain/kitchen/diet-vocabulary.ts';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { readPlan, toUsageMonth } from '../../../domain/plan.ts';
import { ZNutritionGoalsSchema } from '../../../domain/nutrition-goals.ts';
import { ZThemeSchema, type TProfile } from '../../../domain/profile.ts';
import type { TProfileRow } from '../../db/profile-row.ts';

/** Stored allergens in the settings' order, unknown values (none expected) dropped. */
export function toAllergens(stored: readonly string[]): TAllergenKey[] {
  return ALLERGEN_KEYS.filter((key) => stored.includes(key));
}

/** The API shape of a profile: the plan as of `now`, this month's usage and the saved preferences. */
export function toProfile(owner: { name: string; email: string; hasPassword: boolean }, row: TProfileRow, now: Date = new Date()): TProfile {
  const { subscriptionStatus, isPro } = readPlan(row, now);
  // A count from an earlier month no longer applies: the monthly allowance starts again.
  const usageCount = row.usageMonth === toUsageMonth(now) ? row.usageCount : 0;
  return {
    name: owner.name,
    email: owner.email,
    hasPassword: owner.hasPassword,
    subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate ? row.subscriptionEndDate.toISOString() : null,
    isPro,
    usageCount,
    usageMonth: row.usageMonth,
    generationsLeft: isPro ? null : Math.max(0, FREE_GENERATIONS_PER_MONTH - usageCount),
    savedRecipeCount: row.savedRecipeCount,
    savedRecipesLimit: isPro ? null : FREE_SAVED_RECIPES,
    dietary: {
      vegan: row.vegan,
      vegetarian: row.vegetarian,
      glutenFree: row.glutenFree,
      dairyFree: row.dairyFree,
      nutFree: row.nutFree,
    },
    allergens: toAllergens(row.allergens),
    avoidIngredients: row.avoidIngredients,
    // A value written outside the API reads as the default rather than failing the whole profile.
    theme: ZThemeSchema.catch('system').parse(row.theme),
    nutritionGoals: ZNutritionGoalsSchema.nullable()
      .catch(null)
      .parse(row.nutritionGoals ?? null),
  };
}

/** A profile answer changes by itself when the usage month turns and when a canceling plan ends. */
export function readProfileValidUntil(shown: TProfile, now: number): number {
  const today = new Date(now);
  const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
  const planEnd = shown.subscriptionEndDate === null ? Infinity : Date.parse(shown.subscriptionEndDate);
  return planEnd > now ? Math.min(nextMonth, planEnd) : nextMonth;
}
