import { and, eq } from 'drizzle-orm';
import { listPlanSlots, toSlotKey, type TPlanCandidate } from '../../../domain/week-plan/choose-week-plan.ts';
import { describeWeekRules } from '../../../domain/week-plan/read-week-rules.ts';
import {
  PROPOSAL_NO_OTHER_MESSAGE,
  PROPOSAL_SLOT_NOT_FOUND_MESSAGE,
  type TProposal,
  type TSwapProposalSlot,
} from '../../../domain/week-plan/week-plan-contract.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { mealPlanProposal } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { fillWeek } from './fill-week.ts';
import { loadPlanInputs } from './load-plan-inputs.ts';
import { loadProposal, readPlanAllowance, type TStoredProposal, toProposal } from './proposal-state.ts';
import { toStoredPicks } from './to-stored-picks.ts';

type TProposalDeps = Pick<TAppDeps, 'database' | 'generator' | 'clock'>;

/**
 * POST /api/meal-plan/proposals/:id/swap: every other slot stays; this one takes the best other
 * candidate under the same rules (a saved recipe first, else a newly written one), never one shown there before.
 */
export async function swapProposalSlot(deps: TProposalDeps, userId: string, id: string, slot: TSwapProposalSlot): Promise<TProposal> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const { state, expiresAt } = await loadProposal(db, userId, id, now);
  const inputs = await loadPlanInputs(db, userId, state.prompt, now);
  const slots = listPlanSlots(state.from, state.to, state.meals, inputs.rules, inputs.keptRules);
  const slotKey = toSlotKey(slot);
  if (!slots.some((other) => toSlotKey(other) === slotKey)) throw new AppError('NOT_FOUND', PROPOSAL_SLOT_NOT_FOUND_MESSAGE);

  const current = state.picks.find((pick) => toSlotKey(pick) === slotKey);
  const excluded = { ...state.excluded, [slotKey]: [...(state.excluded[slotKey] ?? []), ...(current ? [current.candidateKey] : [])] };
  const kept = Object.fromEntries(state.picks.filter((pick) => toSlotKey(pick) !== slotKey).map((pick) => [toSlotKey(pick), pick.candidateKey]));
  const newRecipes = state.newRecipes.map((item): TPlanCandidate => ({ key: item.key, recipe: item.recipe, isNew: true, madeFor: item.madeFor }));
  const filled = await fillWeek(deps, { ...inputs, slots, newRecipes, today: state.today, seed: state.seed, kept, excluded });
  const replaced = filled.picks.find((pick) => toSlotKey(pick.slot) === slotKey);
  if (!replaced) throw new AppError('CONFLICT', PROPOSAL_NO_OTHER_MESSAGE);

  const next: TStoredProposal = {
    ...state,
    newRecipes: filled.newRecipes.map((candidate) => ({ key: candidate.key, recipe: candidate.recipe, madeFor: candidate.madeFor ?? slot.meal })),
    picks: toStoredPicks(filled.picks, [...inputs.saved, ...filled.newRecipes]),
    excluded,
    emptyNotes: filled.emptyNotes,
  };
  await db
    .update(mealPlanProposal)
    .set({ state: next })
    .where(and(eq(mealPlanProposal.id, id), eq(mealPlanProposal.userId, userId)));
  return toProposal(id, next, expiresAt, await readPlanAllowance(db, userId, now), [...describeWeekRules(inputs.rules), ...inputs.ruleLabels]);
}
