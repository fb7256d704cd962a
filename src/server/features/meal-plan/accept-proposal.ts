import { and, eq, gt } from 'drizzle-orm';
import type { TMealPlanEntry } from '../../../domain/meal-plan.ts';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import { PLAN_MEALS, PROPOSAL_NOT_FOUND_MESSAGE } from '../../../domain/week-plan/week-plan-contract.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { insertRecipeInTransaction, SAVE_LIMIT_MESSAGE } from '../../db/insert-recipe.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';
import { mealPlanProposal, recipe } from '../../db/schema.ts';
import { hasProAccess } from '../../../domain/plan.ts';
import { AppError } from '../../errors.ts';
import { toMealPlanEntry } from './entry-row.ts';
import { insertMealPlanEntry } from './insert-meal-plan-entry.ts';
import { lockPlanner } from './lock-planner.ts';
import { ZStoredProposalSchema } from './proposal-state.ts';
import { takeGenerationCredits } from './take-generation-credits.ts';

export const PLANNED_RECIPE_GONE_MESSAGE = 'A saved recipe in this plan was deleted since: use "Another one" on its day, then accept.';

/**
 * POST /api/meal-plan/proposals/:id/accept, all or nothing in one transaction: the proposal is claimed
 * (a second accept finds nothing), the new recipes' generations are taken at once, each new recipe is
 * saved under the saved-recipe limit, and every pick is planned under the household's 5-a-day lock.
 * Any refusal rolls everything back.
 */
export async function acceptProposal(deps: Pick<TAppDeps, 'database' | 'clock' | 'generator'>, userId: string, id: string): Promise<TMealPlanEntry[]> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const { entries, isPro, generated } = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(mealPlanProposal)
      .where(and(eq(mealPlanProposal.id, id), eq(mealPlanProposal.userId, userId), gt(mealPlanProposal.expiresAt, now)))
      .returning();
    if (!claimed) throw new AppError('NOT_FOUND', PROPOSAL_NOT_FOUND_MESSAGE);
    const state = ZStoredProposalSchema.parse(claimed.state);
    const picks = [...state.picks].sort(
      (first, second) => first.date.localeCompare(second.date) || PLAN_MEALS.indexOf(first.meal) - PLAN_MEALS.indexOf(second.meal),
    );
    const newCount = picks.filter((pick) => pick.isNew).length;
    const cookIsPro = hasProAccess(await getOrCreateProfileRow(tx, userId, { now }));
    await takeGenerationCredits(tx, userId, cookIsPro, newCount, now);

    const householdId = await lockPlanner(tx, userId);
    const created: TMealPlanEntry[] = [];
    for (const pick of picks) {
      let copy: TSavedRecipe;
      let sourceRecipeId: string;
      if (pick.isNew) {
        const { id: _unsaved, ...fields } = pick.recipe;
        try {
          copy = await insertRecipeInTransaction(tx, userId, fields);
        } catch (error) {
          if (error instanceof AppError && error.message === SAVE_LIMIT_MESSAGE) {
            throw new AppError(
              'LIMIT_REACHED',
              `This plan saves ${newCount} new recipes, more than the places left on Free. Delete some recipes, swap new ones for saved ones, or upgrade to Pro.`,
            );
          }
          throw error;
        }
        sourceRecipeId = copy.id;
      } else {
        const [source] = await tx
          .select()
          .from(recipe)
          .where(and(eq(recipe.id, pick.candidateKey), eq(recipe.userId, userId)));
        if (!source) throw new AppError('CONFLICT', PLANNED_RECIPE_GONE_MESSAGE);
        copy = toSavedRecipe(source);
        sourceRecipeId = source.id;
      }
      const row = await insertMealPlanEntry(tx, {
        userId,
        householdId,
        date: pick.date,
        meal: pick.meal,
        servingMultiplier: 1,
        sourceRecipeId,
        recipe: copy,
        placedAt: new Date(now.getTime() + created.length),
      });
      created.push(toMealPlanEntry(row));
    }
    return { entries: created, isPro: cookIsPro, generated: newCount };
  });
  for (let index = 0; index < generated; index += 1) {
    await recordEvent(db, { category: 'generation', action: 'text', label: deps.generator.name, userId, plan: isPro ? 'pro' : 'free' });
  }
  if (entries.length > 0) await recordEvent(db, { category: 'planner', action: 'add', userId });
  return entries;
}
