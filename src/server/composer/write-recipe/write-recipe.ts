import type { TAiRecipe } from '../../../domain/ai-recipe.ts';
import { formatDuration } from '../../../domain/duration.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import type { TAdapted, TLine, TSwap } from '../adapt-dish/adapt-blueprint.ts';
import type { TIntent, TMeal } from '../types.ts';
import { listNames } from '../list-names.ts';
import { formatAmount } from './format-amount.ts';

// Write the recipe: the adapted dish as an AI recipe response (amounts a cook measures, notes on
// what was changed and why, nutrition per serving).

/** Totals for ingredient lines (the nutrition provider's); null when it cannot tell. */
export type TComputeNutrition = (lines: string[]) => TNutrition | null;

const CATEGORY_FOR_MEAL: Record<TMeal, NonNullable<TAiRecipe['category']>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  dessert: 'Dessert',
  snack: 'Other',
  drink: 'Other',
};

function lineText(line: TLine): { name: string; quantity: string } {
  const name = line.unit === '' && line.quantity > 1 ? line.food.plural : line.food.name;
  return { name, quantity: formatAmount(line.quantity, line.unit, line.food.gramsPerUnit) };
}

/** 'No roasted peanuts, to keep it peanut-free: sunflower seeds instead.' / 'Left out cilantro, as you asked.' */
export function describeSwap(swap: TSwap): string {
  const why = swap.reason === 'feedback' || swap.dietLabel === '' ? 'as you asked' : `to keep it ${swap.dietLabel.toLowerCase()}`;
  return swap.to ? `No ${swap.from.name}, ${why}: ${swap.to.name} instead.` : `Left out ${swap.from.name}, ${why}.`;
}

export function describeNotes(adapted: TAdapted): string {
  const notes: string[] = [`Serves ${adapted.servings}.`];
  const listed = new Set(adapted.lines.map((line) => line.food.key));
  // A replacement later trimmed away ("only 5 ingredients") is not worth mentioning.
  const dietSwaps = adapted.swaps.filter((swap) => swap.reason !== 'pantry' && (!swap.to || listed.has(swap.to.key)));
  // Every change made for the cook is said, with its reason.
  for (const swap of dietSwaps) notes.push(describeSwap(swap));
  if (adapted.pantryUsed.length > 0) notes.push(`From your kitchen: ${adapted.pantryUsed.map((food) => food.name).join(', ')}.`);
  notes.push(...adapted.tips);
  return notes.join(' ');
}

/** 'Makes 30.' for a bake; 'Makes 24, to serve 3.' where the pieces are eaten several to a plate. */
function sayPiecesMade(servings: string, piecesMade: number | null): string {
  return piecesMade !== null && String(piecesMade) !== servings ? `Makes ${piecesMade}, to serve ${servings}.` : `Makes ${servings}.`;
}

/**
 * The counts the cook asked for, said (seventeenth round): 'thirty cookies' makes 30, not 'serves 30'; 'a 5-ingredient
 * dinner' is counted without the kitchen's basics only when the note names them — else they count too.
 */
export function describeCounts(notes: string, adapted: TAdapted, intent: TIntent): string {
  const serves = intent.isPieceCount ? /^Serves (\d+)\./.exec(notes) : null;
  const said = serves ? `${sayPiecesMade(serves[1] ?? '', intent.piecesMade)}${notes.slice(serves[0].length)}` : notes;
  if (intent.maxIngredients === null) return said;
  const listed = adapted.lines.filter((line) => !line.isMerged);
  const basics = listed.filter((line) => line.food.isBasic);
  const counted = listed.length - basics.length;
  if (listed.length <= intent.maxIngredients || basics.length === 0) return `${said} ${listed.length} ingredients in all.`;
  const list = listNames([...new Set(basics.map((line) => line.food.name.toLowerCase()))]);
  return counted <= intent.maxIngredients
    ? `${said} ${counted} ingredients, not counting the kitchen basics (${list}).`
    : `${said} It takes ${counted} ingredients besides the kitchen basics (${list}): more than the ${intent.maxIngredients} asked, as the dish needs them.`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Per serving: the provider's totals for the lines when given, else the dish's own approximate macros. */
export function describeNutrition(adapted: TAdapted, ingredientLines: string[], computeNutrition: TComputeNutrition | undefined) {
  const computed = computeNutrition?.(ingredientLines) ?? null;
  const perServing = computed
    ? [computed.calories, computed.protein, computed.carbs, computed.fat, computed.fiber, computed.sugar].map((value) => value / adapted.servings)
    : adapted.macros;
  const [calories = 0, protein = 0, carbs = 0, fat = 0, fiber = 0, sugar = 0] = perServing;
  return {
    calories: String(Math.round(calories)),
    protein: round1(protein),
    carbs: round1(carbs),
    fat: round1(fat),
    fiber: round1(fiber),
    sugar: round1(sugar),
  };
}

export function writeRecipe(adapted: TAdapted, intent: TIntent, computeNutrition?: TComputeNutrition): TAiRecipe {
  const ingredients = adapted.lines.filter((line) => !line.isMerged).map(lineText);
  const ingredientLines = ingredients.map((item) => (item.quantity === 'to taste' ? `${item.name}, to taste` : `${item.quantity} ${item.name}`));
  const { blueprint } = adapted;
  const meal = intent.meal && blueprint.meals.includes(intent.meal) ? intent.meal : (blueprint.meals[0] ?? 'dinner');
  return {
    title: adapted.title,
    ingredients,
    instructions: adapted.steps,
    prepTime: formatDuration(blueprint.prepMinutes),
    cookTime: formatDuration(blueprint.cookMinutes),
    totalTime: formatDuration(blueprint.prepMinutes + blueprint.cookMinutes),
    servings: String(adapted.servings),
    nutrition: describeNutrition(adapted, ingredientLines, computeNutrition),
    category: CATEGORY_FOR_MEAL[meal],
    notes: describeCounts(describeNotes(adapted), adapted, intent),
  };
}
