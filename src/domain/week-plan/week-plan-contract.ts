import { z } from 'zod';
import { ZDateKeySchema } from '../date-key.ts';
import { PROMPT_MAX_LENGTH } from '../limits.ts';
import { countDaysInRange, END_BEFORE_START_MESSAGE, MEAL_LABELS, MEALS, ZMealPlanEntrySchema, ZMealSchema, type TMeal } from '../meal-plan.ts';
import { ZRecipeFieldsSchema } from '../recipe.ts';

// Contracts of "Plan my week" (issue 31): shared by the API and the planner's dialog.

// The day's meals are the planner's (a planned meal says which one): one list, not two.
export const PLAN_MEALS = MEALS;
export type TPlanMeal = TMeal;
export const ZPlanMealSchema = ZMealSchema;
export const PLAN_MEAL_LABELS = MEAL_LABELS;

/** A proposal covers at most a month: longer ranges are planned in turns. */
export const PROPOSAL_MAX_DAYS = 31;
/** A proposal is kept this long; an older one is gone (404), and planning again is quick. */
export const PROPOSAL_TTL_MS = 24 * 60 * 60 * 1000;

export const PROPOSAL_RANGE_TOO_LONG_MESSAGE = `Plan at most ${PROPOSAL_MAX_DAYS} days at a time.`;
export const PROPOSAL_MEALS_EMPTY_MESSAGE = 'Pick at least one meal to plan.';
export const PROPOSAL_NOT_FOUND_MESSAGE = 'That proposal is gone (it was accepted or is older than a day). Plan again.';
export const PROPOSAL_SLOT_NOT_FOUND_MESSAGE = 'That day and meal are not in this proposal.';
export const PROPOSAL_NO_OTHER_MESSAGE = 'There is no other recipe that fits this slot and your rules.';

/** POST /api/meal-plan/proposals body. */
export const ZCreateProposalSchema = z
  .object({
    prompt: z.string().trim().max(PROMPT_MAX_LENGTH, `Keep the sentence to ${PROMPT_MAX_LENGTH} characters.`).default(''),
    from: ZDateKeySchema,
    to: ZDateKeySchema,
    meals: z.array(ZPlanMealSchema).min(1, PROPOSAL_MEALS_EMPTY_MESSAGE).max(PLAN_MEALS.length),
  })
  .refine(({ from, to }) => countDaysInRange(from, to) >= 1, { message: END_BEFORE_START_MESSAGE, path: ['to'] })
  .refine(({ from, to }) => countDaysInRange(from, to) <= PROPOSAL_MAX_DAYS, { message: PROPOSAL_RANGE_TOO_LONG_MESSAGE, path: ['to'] });
export type TCreateProposal = z.input<typeof ZCreateProposalSchema>;

/** POST /api/meal-plan/proposals/:id/swap body. */
export const ZSwapProposalSlotSchema = z.object({ date: ZDateKeySchema, meal: ZPlanMealSchema });
export type TSwapProposalSlot = z.infer<typeof ZSwapProposalSlotSchema>;

/** A proposed recipe: a saved one (its id) or a new one the composer or model wrote (id null until accepted). */
export const ZProposedRecipeSchema = ZRecipeFieldsSchema.extend({ id: z.string().nullable() });
export type TProposedRecipe = z.infer<typeof ZProposedRecipeSchema>;

export const ZProposalPickSchema = z.object({
  meal: ZPlanMealSchema,
  recipe: ZProposedRecipeSchema,
  /** Why this one, in a few words ('Uses your spinach (use by Thu)'). */
  reason: z.string(),
  isNew: z.boolean(),
});
export type TProposalPick = z.infer<typeof ZProposalPickSchema>;

export const ZProposalSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  prompt: z.string(),
  days: z.record(z.string(), z.array(ZProposalPickSchema)),
  /** New recipes in the plan: each takes one generation and one saved-recipe place when accepted. */
  generationsNeeded: z.number().int().nonnegative(),
  /** Generations left this month now; null on Pro (unlimited). */
  generationsLeft: z.number().int().nullable(),
  /** Saved-recipe places left now; null on Pro (unlimited). */
  savedRecipesLeft: z.number().int().nullable(),
  /** The rules read from the sentence, in words, so the cook can see what was understood. */
  rules: z.array(z.string()),
  /** What the cook should know before accepting (limits, slots left empty). */
  notes: z.array(z.string()),
  expiresAt: z.string(),
});
export type TProposal = z.infer<typeof ZProposalSchema>;

/** POST /api/meal-plan/proposals/:id/accept answer: the created plan entries, in day and meal order. */
export const ZAcceptedProposalSchema = z.array(ZMealPlanEntrySchema);
