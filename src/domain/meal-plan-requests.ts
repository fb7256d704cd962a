import { z } from 'zod';
import { ZDateKeySchema } from './date-key.ts';
import {
  END_BEFORE_START_MESSAGE,
  MEAL_PLAN_MAX_RANGE_DAYS,
  RANGE_TOO_LONG_MESSAGE,
  SERVING_MULTIPLIER_MAX,
  SERVING_MULTIPLIER_MIN,
  ZMealSchema,
  countDaysInRange,
} from './meal-plan.ts';

// What the meal-plan routes parse from the web: the query and the bodies. The web sends them typed (the
// types are re-exported by meal-plan.ts) and never parses them, so its bundles leave these out.

export const ZServingMultiplierSchema = z
  .number()
  .min(SERVING_MULTIPLIER_MIN, `The serving multiplier is at least ${SERVING_MULTIPLIER_MIN}.`)
  .max(SERVING_MULTIPLIER_MAX, `The serving multiplier is at most ${SERVING_MULTIPLIER_MAX}.`);

/** GET /api/meal-plan query. */
export const ZMealPlanQuerySchema = z
  .object({ from: ZDateKeySchema, to: ZDateKeySchema })
  .refine(({ from, to }) => countDaysInRange(from, to) >= 1, { message: END_BEFORE_START_MESSAGE, path: ['to'] })
  .refine(({ from, to }) => countDaysInRange(from, to) <= MEAL_PLAN_MAX_RANGE_DAYS, { message: RANGE_TOO_LONG_MESSAGE, path: ['to'] });
export type TMealPlanQuery = z.infer<typeof ZMealPlanQuerySchema>;

/** POST /api/meal-plan/entries body. */
export const ZAddMealPlanEntrySchema = z.object({
  date: ZDateKeySchema,
  recipeId: z.string().trim().min(1).max(100),
  servingMultiplier: ZServingMultiplierSchema.optional(),
  meal: ZMealSchema.optional(),
});
export type TAddMealPlanEntry = z.infer<typeof ZAddMealPlanEntrySchema>;

/** PATCH /api/meal-plan/entries/:instanceId body: move, rescale and/or set the meal (null: no meal said). */
export const ZUpdateMealPlanEntrySchema = z
  .object({ date: ZDateKeySchema.optional(), servingMultiplier: ZServingMultiplierSchema.optional(), meal: ZMealSchema.nullable().optional() })
  .refine((body) => body.date !== undefined || body.servingMultiplier !== undefined || body.meal !== undefined, 'Send a date, a servingMultiplier or a meal.');
export type TUpdateMealPlanEntry = z.infer<typeof ZUpdateMealPlanEntrySchema>;

/** POST /api/meal-plan/entries/:instanceId/leftovers body: the day the rest is eaten (the same recipe, not bought or cooked again). */
export const ZPlanLeftoversSchema = z.object({ date: ZDateKeySchema, meal: ZMealSchema.optional(), servingMultiplier: ZServingMultiplierSchema.optional() });
export type TPlanLeftovers = z.infer<typeof ZPlanLeftoversSchema>;
