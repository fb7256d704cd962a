import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { listPlanSlots } from '../../../domain/week-plan/choose-week-plan.ts';
import { describeWeekRules } from '../../../domain/week-plan/read-week-rules.ts';
import type { ZCreateProposalSchema } from '../../../domain/week-plan/week-plan-contract.ts';
import { PROPOSAL_TTL_MS, type TProposal } from '../../../domain/week-plan/week-plan-contract.ts';
import type { z } from 'zod';
import type { TAppDeps } from '../../app-deps.ts';
import { mealPlanProposal } from '../../db/schema.ts';
import { fillWeek } from './fill-week.ts';
import { loadPlanInputs } from './load-plan-inputs.ts';
import { readPlanAllowance, type TStoredProposal, toProposal } from './proposal-state.ts';
import { toStoredPicks } from './to-stored-picks.ts';

type TProposalDeps = Pick<TAppDeps, 'database' | 'generator' | 'clock'>;

/** POST /api/meal-plan/proposals: reads the sentence, chooses the week and keeps the proposal for a day. */
export async function createProposal(
  deps: TProposalDeps,
  userId: string,
  body: z.output<typeof ZCreateProposalSchema>,
  seed: number = randomInt(2 ** 31 - 1),
): Promise<TProposal> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const inputs = await loadPlanInputs(db, userId, body.prompt, now);
  const slots = listPlanSlots(body.from, body.to, body.meals, inputs.rules, inputs.keptRules);
  const filled = await fillWeek(deps, { ...inputs, slots, newRecipes: [], today, seed });
  const state: TStoredProposal = {
    prompt: body.prompt,
    from: body.from,
    to: body.to,
    meals: body.meals,
    seed,
    today,
    newRecipes: filled.newRecipes.map((candidate) => ({ key: candidate.key, recipe: candidate.recipe, madeFor: candidate.madeFor ?? 'dinner' })),
    picks: toStoredPicks(filled.picks, [...inputs.saved, ...filled.newRecipes]),
    excluded: {},
    emptyNotes: filled.emptyNotes,
  };
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + PROPOSAL_TTL_MS);
  // The cook's expired proposals go as a new one comes: the table holds live proposals only, near enough.
  await db.delete(mealPlanProposal).where(and(eq(mealPlanProposal.userId, userId), lte(mealPlanProposal.expiresAt, now)));
  await db.insert(mealPlanProposal).values({ id, userId, state, createdAt: now, expiresAt });
  return toProposal(id, state, expiresAt, await readPlanAllowance(db, userId, now), [...describeWeekRules(inputs.rules), ...inputs.ruleLabels]);
}
