import { z } from 'zod';
import { PLAN_MEAL_LABELS, ZPlanMealSchema, type TPlanMeal } from './week-plan-contract.ts';

// Rules a cook keeps (issue 31): recurring slots, "Pizza every Friday dinner". Shared by the API,
// the planner's choice and the planner's rules dialog.

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const RULE_SLOT_TAKEN_MESSAGE = 'You already have a rule for that day and meal. Delete it first.';
export const RULE_NOT_FOUND_MESSAGE = 'Rule not found.';
export const RULE_TARGET_MESSAGE = 'Choose one of your saved recipes or name a dish.';

/** POST /api/meal-plan/rules body: a saved recipe or a dish family, on a weekday's meal. */
export const ZCreateMealPlanRuleSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    meal: ZPlanMealSchema,
    recipeId: z.string().trim().min(1).max(100).optional(),
    dish: z.string().trim().toLowerCase().min(2, 'Name the dish in at least 2 letters.').max(40, 'Keep the dish to 40 characters.').optional(),
  })
  .refine((body) => (body.recipeId === undefined) !== (body.dish === undefined), { message: RULE_TARGET_MESSAGE, path: ['dish'] });
export type TCreateMealPlanRule = z.infer<typeof ZCreateMealPlanRuleSchema>;

export const ZMealPlanRuleSchema = z.object({
  id: z.string(),
  weekday: z.number().int(),
  meal: ZPlanMealSchema,
  recipeId: z.string().nullable(),
  /** The saved recipe's title now; null for a dish rule. */
  recipeTitle: z.string().nullable(),
  dish: z.string().nullable(),
  /** In words: 'Pizza every Friday dinner'. */
  label: z.string(),
});
export type TMealPlanRule = z.infer<typeof ZMealPlanRuleSchema>;

export const ZMealPlanRulesSchema = z.object({ rules: z.array(ZMealPlanRuleSchema) });
export type TMealPlanRules = z.infer<typeof ZMealPlanRulesSchema>;

/** What the planner's choice needs of a rule. */
export type TKeptRule = { weekday: number; meal: TPlanMeal; recipeId: string | null; dish: string | null };

/** 'Every Friday': the reason a slot filled by a rule gives. */
export function describeRuleReason(weekday: number): string {
  return `Every ${WEEKDAY_LABELS[weekday] ?? ''}`;
}

/** 'Pizza every Friday dinner'. */
export function describeRule(rule: { weekday: number; meal: TPlanMeal; dish: string | null; recipeTitle: string | null }): string {
  const what = rule.recipeTitle ?? rule.dish ?? 'A dish';
  const capitalised = what.replace(/^./, (letter) => letter.toUpperCase());
  return `${capitalised} every ${WEEKDAY_LABELS[rule.weekday] ?? ''} ${PLAN_MEAL_LABELS[rule.meal].toLowerCase()}`;
}
