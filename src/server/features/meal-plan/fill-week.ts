import { randomUUID } from 'node:crypto';
import { toGeneratedRecipe } from '../../../domain/check-ai-recipe.ts';
import { toDietaryFlags, type TRestrictions } from '../../../domain/dietary/restrictions.ts';
import type { TRecipeCategory } from '../../../domain/limits.ts';
import {
  chooseWeekPlan,
  readWeekday,
  toSlotKey,
  type TCartUse,
  type TPlanCandidate,
  type TPlanPick,
  type TPlanSlot,
} from '../../../domain/week-plan/choose-week-plan.ts';
import type { TKeptRule } from '../../../domain/week-plan/meal-plan-rules.ts';
import type { TWeekRules } from '../../../domain/week-plan/read-week-rules.ts';
import type { TPlanMeal } from '../../../domain/week-plan/week-plan-contract.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { generateWithGuard } from '../../generation/generate-with-guard.ts';

/** Rounds of "choose, then write new recipes for the slots nothing fitted": a brief the writer cannot meet gives up after these. */
const WRITE_ROUNDS = 3;
const MEAL_CATEGORIES: Record<TPlanMeal, TRecipeCategory> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Answers of the writer that mean "not this brief", not "the service is broken": the slot stays open for another round. */
const SKIPPABLE_CODES = new Set(['DIETARY_VIOLATION', 'AI_PARSE_ERROR', 'DISH_UNKNOWN', 'BAD_REQUEST']);

export type TFillWeekInput = {
  slots: readonly TPlanSlot[];
  rules: TWeekRules;
  restrictions: TRestrictions;
  avoidIngredients: string[];
  saved: readonly TPlanCandidate[];
  newRecipes: readonly TPlanCandidate[];
  cart: readonly TCartUse[];
  today: string;
  seed: number;
  kept?: Readonly<Record<string, string>>;
  excluded?: Readonly<Record<string, readonly string[]>>;
  keptRules?: readonly TKeptRule[];
};

export type TFilledWeek = { picks: TPlanPick[]; newRecipes: TPlanCandidate[]; emptyNotes: string[] };

/**
 * Chooses from the saved recipes, then has the composer (or the configured model) write a recipe for
 * each slot nothing fitted, through the same format check and dietary guard as every generation, and
 * chooses again. Writing costs no generation here: that is counted when the plan is accepted.
 */
export async function fillWeek(deps: Pick<TAppDeps, 'generator'>, input: TFillWeekInput): Promise<TFilledWeek> {
  const newRecipes = [...input.newRecipes];
  const cartItems = input.cart.map((item) => item.name);
  for (let round = 0; ; round += 1) {
    const choice = chooseWeekPlan({ ...input, candidates: [...input.saved, ...newRecipes] });
    if (choice.briefs.length === 0 || round === WRITE_ROUNDS) {
      const emptyNotes = choice.briefs.map(
        ({ slot }) => `Nothing fitted ${DAY_NAMES[readWeekday(slot.date)] ?? ''} ${slot.meal} and your rules: plan it by hand, or change the sentence.`,
      );
      return { picks: choice.picks, newRecipes, emptyNotes };
    }
    for (const brief of choice.briefs) {
      const slotIndex = input.slots.findIndex((slot) => toSlotKey(slot) === toSlotKey(brief.slot));
      try {
        const written = await generateWithGuard(deps.generator, {
          prompt: brief.prompt,
          cartItems,
          useSoonItems: brief.useSoonItems,
          dietary: toDietaryFlags(input.restrictions),
          restrictions: input.restrictions,
          avoidIngredients: input.avoidIngredients,
          seed: input.seed + slotIndex * 101 + round * 7 + (input.excluded?.[toSlotKey(brief.slot)]?.length ?? 0) * 13,
        });
        const generated = toGeneratedRecipe(written);
        newRecipes.push({
          key: `new:${randomUUID()}`,
          isNew: true,
          madeFor: brief.slot.meal,
          recipe: {
            id: null,
            title: generated.title,
            ingredients: generated.ingredients,
            instructions: generated.instructions,
            imageUrl: '',
            notes: generated.notes,
            nutrition: generated.nutrition,
            category: generated.category ?? MEAL_CATEGORIES[brief.slot.meal],
            prepTime: generated.prepTime,
            cookTime: generated.cookTime,
            totalTime: generated.totalTime,
            servings: generated.servings,
            rating: 0,
            sourceUrl: '',
          },
        });
      } catch (error) {
        if (!(error instanceof AppError) || !SKIPPABLE_CODES.has(error.code)) throw error;
      }
    }
  }
}
