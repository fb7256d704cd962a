import { z } from 'zod';
import { ZAllergensSchema } from './kitchen/diet-vocabulary.ts';
import { SUBSCRIPTION_STATUSES } from './limits.ts';
import { ZNutritionGoalsSchema } from './nutrition-goals.ts';
import { THEMES } from './theme.ts';
import { ZUserNameSchema } from './user-name.ts';

export const AVOID_INGREDIENTS_MAX = 30;
export const AVOID_INGREDIENT_MAX_LENGTH = 60;

/** Custom dietary preferences (Pro): ingredients the cook never wants, beyond the five flags. */
export const ZAvoidIngredientsSchema = z
  .array(z.string().trim().min(2, 'must be at least 2 characters').max(AVOID_INGREDIENT_MAX_LENGTH))
  .max(AVOID_INGREDIENTS_MAX, `at most ${AVOID_INGREDIENTS_MAX} ingredients`);

export const ZThemeSchema = z.enum(THEMES);

export const ZDietarySchema = z.object({
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  glutenFree: z.boolean(),
  dairyFree: z.boolean(),
  nutFree: z.boolean(),
});
export type TDietary = z.infer<typeof ZDietarySchema>;

/** GET /api/profile: the caller's plan, usage and dietary flags. */
export const ZProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** False for an account that signs in only with single sign-on: it confirms e-mail changes and deletion by a recent sign-in. */
  hasPassword: z.boolean(),
  subscriptionStatus: z.enum([...SUBSCRIPTION_STATUSES, 'cancelling']),
  subscriptionEndDate: z.string().nullable(),
  isPro: z.boolean(),
  usageCount: z.number().int(),
  usageMonth: z.string(),
  /** Generations left this month; null means unlimited (Pro). */
  generationsLeft: z.number().int().nullable(),
  savedRecipeCount: z.number().int(),
  /** Null means unlimited (Pro). */
  savedRecipesLimit: z.number().int().nullable(),
  dietary: ZDietarySchema,
  /** The major allergens the cook avoids (egg, milk, …), beside the spec's five flags. Absent reads as none. */
  allergens: ZAllergensSchema.default([]),
  /** Pro custom dietary preferences: ingredients the cook never wants (applied while Pro). */
  avoidIngredients: z.array(z.string()),
  /** Absent (an answer cached by an older app) reads as System. */
  theme: ZThemeSchema.default('system'),
  /** Daily nutrition goals; null when the cook set none. Absent (an older cached answer) reads as none. */
  nutritionGoals: ZNutritionGoalsSchema.nullable().default(null),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/** PATCH /api/profile body. */
export const ZUpdateProfileSchema = z.object({
  name: ZUserNameSchema.optional(),
  dietary: ZDietarySchema.partial().optional(),
  /** Replaces the whole allergen list. */
  allergens: ZAllergensSchema.optional(),
  /** Pro only, except clearing the list. */
  avoidIngredients: ZAvoidIngredientsSchema.optional(),
  theme: ZThemeSchema.optional(),
  /** Replaces the daily goals; null clears them. */
  nutritionGoals: ZNutritionGoalsSchema.nullable().optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;
