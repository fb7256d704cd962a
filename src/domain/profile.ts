import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './limits.ts';

export const DIETARY_KEYS = ['vegan', 'vegetarian', 'glutenFree', 'dairyFree', 'nutFree'] as const;
export type TDietaryKey = (typeof DIETARY_KEYS)[number];

/** The labels the spec's generate call carries (spec §7: "labels such as 'Gluten Free'"). */
export const DIETARY_LABELS: Record<TDietaryKey, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  glutenFree: 'Gluten Free',
  dairyFree: 'Dairy Free',
  nutFree: 'Nut Free',
};

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
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/** PATCH /api/profile body. */
export const ZUpdateProfileSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  dietary: ZDietarySchema.partial().optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;
