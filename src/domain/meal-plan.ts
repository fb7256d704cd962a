import { z } from 'zod';
import { MEALS } from './meal-plan-rules.ts';
import { ZNutritionSchema, ZSavedRecipeSchema } from './recipe.ts';

// The zod-free rules, here too for the server and the dialogs; the planner's first load imports meal-plan-rules.ts.
export { DAY_FULL_MESSAGE, MEAL_LABELS, MEALS, expandMealPlanRange, isMeal, sortDayEntries } from './meal-plan-rules.ts';
export type { TMeal } from './meal-plan-rules.ts';
// The bodies and query the routes parse are in meal-plan-requests.ts: the planner's first load imports this
// module to read the month, and building a zod schema costs main-thread time when its module runs (issue 29).
export type { TAddMealPlanEntry, TMealPlanQuery, TPlanLeftovers, TUpdateMealPlanEntry } from './meal-plan-requests.ts';

// Contracts of the meal plan: shared by the API and the planner page.

export const MEAL_PLAN_MAX_RANGE_DAYS = 62;
export const SERVING_MULTIPLIER_MIN = 0.25;
export const SERVING_MULTIPLIER_MAX = 20;
export const SERVING_MULTIPLIER_STEP = 0.25;
export const MISSING_DATES_MESSAGE = 'Please select both start and end dates';
export const NO_RECIPES_IN_RANGE_MESSAGE = 'No recipes in that date range';
export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date.';
export const RANGE_TOO_LONG_MESSAGE = `Pick at most ${MEAL_PLAN_MAX_RANGE_DAYS} days.`;
/**
 * The distinct ingredient text one shopping list may parse (310 planned copies of 100 long
 * lines each were millions of characters of parsing). A real plan of 62 days is well under 100,000.
 */
export const SHOPPING_LIST_MAX_INGREDIENT_TEXT = 250_000;
export const TOO_MANY_INGREDIENTS_MESSAGE = 'These days hold too many different ingredients for one list. Pick fewer days.';

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function countDaysInRange(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

export const INVALID_MEAL_MESSAGE = 'The meal is breakfast, lunch or dinner.';
export const ZMealSchema = z.enum(MEALS, { message: INVALID_MEAL_MESSAGE });

/** The copy of a saved recipe an entry holds: later edits or deletion of the saved recipe do not change it. */
export const ZPlannedRecipeSchema = ZSavedRecipeSchema;
export type TPlannedRecipe = z.infer<typeof ZPlannedRecipeSchema>;

export const ZMealPlanEntrySchema = z.object({
  instanceId: z.string(),
  date: z.string(),
  servingMultiplier: z.number(),
  recipe: ZPlannedRecipeSchema,
  /** Which meal of the day; null = not said. */
  meal: ZMealSchema.nullable().optional(),
  /** Leftovers (issue 31): the planned meal this one eats the rest of; the shopping list and "Cooked it" leave it out. */
  leftoversOf: z.object({ instanceId: z.string(), date: z.string(), meal: ZMealSchema.nullable().optional() }).nullable().optional(),
  /** GET /api/meal-plan: where this meal's leftovers are planned (any day, in date and meal order). */
  leftovers: z.array(z.object({ instanceId: z.string(), date: z.string(), meal: ZMealSchema.nullable() })).optional(),
  /** "Cooked it" was pressed (and not undone): GET /api/meal-plan says so, for the reopened meal's undo. */
  isCooked: z.boolean().optional(),
});
export type TMealPlanEntry = z.infer<typeof ZMealPlanEntrySchema>;

/** Per day: the six nutrients of what is planned there. */
export const ZDayTotalsSchema = z.record(z.string(), ZNutritionSchema);
export type TDayTotals = z.infer<typeof ZDayTotalsSchema>;

export const ZMealPlanResponseSchema = z.object({
  days: z.record(z.string(), z.array(ZMealPlanEntrySchema)),
  totals: ZDayTotalsSchema.optional(),
  servingTotals: ZDayTotalsSchema.optional(),
});
export type TMealPlanResponse = z.infer<typeof ZMealPlanResponseSchema>;

/**
 * GET /api/meal-plan on the wire: each entry names its recipe copy by a content key, and each distinct
 * copy is sent once in `recipes` (one large recipe planned 310 times was a 79 MB answer).
 */
export const ZMealPlanEntryRefSchema = ZMealPlanEntrySchema.omit({ recipe: true }).extend({ recipeKey: z.string() });
export const ZMealPlanRangeSchema = z.object({
  days: z.record(z.string(), z.array(ZMealPlanEntryRefSchema)),
  recipes: z.record(z.string(), ZPlannedRecipeSchema),
  /**
   * Issue 31: per day, every planned recipe's whole-recipe nutrition (POST /nutrition's, as the recipe
   * dialog shows it) × its multiplier, summed: what the day's cooking holds.
   */
  totals: ZDayTotalsSchema,
  /** Per day, one serving of each planned recipe (its nutrition ÷ its servings): what one person eats, set against the daily goals. */
  servingTotals: ZDayTotalsSchema,
});
export type TMealPlanRange = z.infer<typeof ZMealPlanRangeSchema>;

export const LEFTOVERS_BEFORE_MEAL_MESSAGE = 'Leftovers go on the day of the meal or a later one.';
export const MEAL_AFTER_LEFTOVERS_MESSAGE = "This meal's leftovers are planned before that day: move them first.";
export const LEFTOVERS_OF_LEFTOVERS_MESSAGE = 'These are leftovers already: plan leftovers from the meal they come from.';
