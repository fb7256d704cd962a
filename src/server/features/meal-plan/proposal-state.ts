import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { getEffectivePlan, toUsageMonth } from '../../../domain/plan.ts';
import { countDaysInRange } from '../../../domain/meal-plan.ts';
import {
  PLAN_MEALS,
  PROPOSAL_NOT_FOUND_MESSAGE,
  ZPlanMealSchema,
  ZProposedRecipeSchema,
  type TProposal,
} from '../../../domain/week-plan/week-plan-contract.ts';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { mealPlanProposal } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

// What a proposal keeps between its calls, read back through zod (the column is plain jsonb).

export const ZStoredPickSchema = z.object({
  date: z.string(),
  meal: ZPlanMealSchema,
  candidateKey: z.string(),
  reason: z.string(),
  isNew: z.boolean(),
  recipe: ZProposedRecipeSchema,
});
export type TStoredPick = z.infer<typeof ZStoredPickSchema>;

export const ZStoredProposalSchema = z.object({
  prompt: z.string(),
  from: z.string(),
  to: z.string(),
  meals: z.array(ZPlanMealSchema),
  seed: z.number().int(),
  today: z.string(),
  /** Recipes written for this proposal, kept whole until it is accepted (a swap may bring one back into use). */
  newRecipes: z.array(z.object({ key: z.string(), recipe: ZProposedRecipeSchema, madeFor: ZPlanMealSchema })),
  picks: z.array(ZStoredPickSchema),
  /** Per slot, the candidates shown there before: "Another one" never brings them back. */
  excluded: z.record(z.string(), z.array(z.string())),
  /** Slots nothing fitted, in words. */
  emptyNotes: z.array(z.string()),
});
export type TStoredProposal = z.infer<typeof ZStoredProposalSchema>;

/** The caller's live proposal (another cook's id, an accepted or an expired one: 404). */
export async function loadProposal(db: TDatabase, userId: string, id: string, now: Date): Promise<{ state: TStoredProposal; expiresAt: Date }> {
  const [row] = await db
    .select()
    .from(mealPlanProposal)
    .where(and(eq(mealPlanProposal.id, id), eq(mealPlanProposal.userId, userId), gt(mealPlanProposal.expiresAt, now)));
  if (!row) throw new AppError('NOT_FOUND', PROPOSAL_NOT_FOUND_MESSAGE);
  return { state: ZStoredProposalSchema.parse(row.state), expiresAt: row.expiresAt };
}

export type TPlanAllowance = { isPro: boolean; generationsLeft: number | null; savedRecipesLeft: number | null };

/** Generations and saved-recipe places the cook has now (null on Pro: no limit). */
export async function readPlanAllowance(db: TDatabase, userId: string, now: Date): Promise<TPlanAllowance> {
  const row = await getOrCreateProfileRow(db, userId, { now });
  const isPro = getEffectivePlan(row, now) === 'pro';
  if (isPro) return { isPro, generationsLeft: null, savedRecipesLeft: null };
  const used = row.usageMonth === toUsageMonth(now) ? row.usageCount : 0;
  return { isPro, generationsLeft: Math.max(0, FREE_GENERATIONS_PER_MONTH - used), savedRecipesLeft: Math.max(0, FREE_SAVED_RECIPES - row.savedRecipeCount) };
}

function describeAllowance(needed: number, allowance: TPlanAllowance): string[] {
  if (needed === 0 || allowance.isPro)
    return needed === 0 ? [] : [`${needed} new recipe${needed === 1 ? '' : 's'}: saved to your recipes when you accept (Pro: unlimited).`];
  const notes: string[] = [];
  const left = allowance.generationsLeft ?? 0;
  const places = allowance.savedRecipesLeft ?? 0;
  notes.push(`This uses ${needed} of your ${left} generation${left === 1 ? '' : 's'} left this month.`);
  if (needed > left)
    notes.push(`You need ${needed} generations but have ${left} left: use "Another one" to swap new recipes for saved ones, or upgrade to Pro.`);
  notes.push(`New recipes are saved to your recipes when you accept: ${places} of ${FREE_SAVED_RECIPES} places left on Free.`);
  if (needed > places) notes.push(`That is more new recipes than saved-recipe places left (${places}): delete some recipes, swap, or upgrade to Pro.`);
  return notes;
}

/** The API answer: every day of the range (empty when nothing is planned there), picks in meal order. */
export function toProposal(id: string, state: TStoredProposal, expiresAt: Date, allowance: TPlanAllowance, rules: string[]): TProposal {
  const days: TProposal['days'] = {};
  const start = Date.parse(`${state.from}T00:00:00Z`);
  for (let day = 0; day < countDaysInRange(state.from, state.to); day += 1) days[new Date(start + day * 86_400_000).toISOString().slice(0, 10)] = [];
  const byDayAndMeal = (first: TStoredPick, second: TStoredPick) =>
    first.date.localeCompare(second.date) || PLAN_MEALS.indexOf(first.meal) - PLAN_MEALS.indexOf(second.meal);
  for (const pick of [...state.picks].sort(byDayAndMeal)) {
    days[pick.date]?.push({ meal: pick.meal, recipe: pick.recipe, reason: pick.reason, isNew: pick.isNew });
  }
  const generationsNeeded = state.picks.filter((pick) => pick.isNew).length;
  return {
    id,
    from: state.from,
    to: state.to,
    prompt: state.prompt,
    days,
    generationsNeeded,
    generationsLeft: allowance.generationsLeft,
    savedRecipesLeft: allowance.savedRecipesLeft,
    rules,
    notes: [...describeAllowance(generationsNeeded, allowance), ...state.emptyNotes],
    expiresAt: expiresAt.toISOString(),
  };
}
