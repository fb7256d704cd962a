import type { TAiRecipe } from '../../../../domain/ai-recipe.ts';
import type { TNutrition } from '../../../../domain/recipe.ts';
import type { TRecipeRequest } from '../recipe-generator.ts';
import { adaptBlueprint, STAPLE_KEYS } from './adapt-blueprint.ts';
import type { TAdaptContext, TAdapted, TLine } from './adapt-blueprint.ts';
import { CATALOGUE } from './catalogue.ts';
import { formatMinutes, formatQuantity } from './format-amount.ts';
import { getFood } from './foods.ts';
import { findFoodsInText, matchCartItem } from './match-foods.ts';
import { parseIntent } from './parse-intent.ts';
import type { TDietFlags, TDietTag, TFood, TIntent, TMeal } from './types.ts';

// Picks the blueprint that best fits the prompt, the cook's diets and pantry, and renders it as an
// AI recipe response (spec §3). Pure: same request → same recipe.

export type TComputeNutrition = (lines: string[]) => TNutrition | null;

export type TComposition = { recipe: TAiRecipe; adapted: TAdapted; intent: TIntent };

const DIET_RULES: ReadonlyArray<readonly [keyof TDietFlags, string, readonly TDietTag[]]> = [
  ['vegan', 'Vegan', ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey']],
  ['vegetarian', 'Vegetarian', ['meat', 'poultry', 'fish', 'shellfish']],
  ['glutenFree', 'Gluten-Free', ['gluten']],
  ['dairyFree', 'Dairy-Free', ['dairy']],
  ['nutFree', 'Nut-Free', ['tree-nut', 'peanut']],
];

const FEEDBACK_TAG_WORDS: ReadonlyArray<readonly [RegExp, TDietTag[]]> = [
  [/\bmeat\b|\bbeef\b|\bpork\b|\blamb\b/, ['meat']],
  [/\bpoultry\b/, ['poultry']],
  [/\bfish\b|\bseafood\b/, ['fish', 'shellfish']],
  [/\bshellfish\b/, ['shellfish']],
  [/\bdairy\b|\blactose\b/, ['dairy']],
  [/\beggs?\b/, ['egg']],
  [/\bhoney\b/, ['honey']],
  [/\bgluten\b|\bwheat\b/, ['gluten']],
  [/\btree[- ]?nuts?\b|\bnuts?\b/, ['tree-nut', 'peanut']],
  [/\bpeanuts?\b/, ['peanut']],
  [/\balcohol/, ['alcohol']],
];

function buildRestrictions(diet: TDietFlags, intent: TIntent, feedback: string) {
  const restricted = new Set<TDietTag>();
  const dietLabelForTag = new Map<TDietTag, string>();
  for (const [key, label, tags] of DIET_RULES) {
    if (!diet[key]) continue;
    for (const tag of tags) {
      restricted.add(tag);
      if (!dietLabelForTag.has(tag)) dietLabelForTag.set(tag, label);
    }
  }
  if (intent.wantsAlcohol === false || intent.tags.includes('kid-friendly')) restricted.add('alcohol');
  const banned = new Set<string>();
  if (feedback) {
    const text = feedback.toLowerCase();
    for (const match of text.matchAll(/['"“‘]([^'"”’]{2,60})['"”’]/g)) if (match[1]) banned.add(match[1].trim());
    for (const group of findFoodsInText(text)) for (const key of group) banned.add(getFood(key).name.toLowerCase());
    for (const [pattern, tags] of FEEDBACK_TAG_WORDS) if (pattern.test(text)) tags.forEach((tag) => restricted.add(tag));
  }
  return { restricted, dietLabelForTag, banned: [...banned] };
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const totalMinutes = (candidate: TAdapted) => candidate.blueprint.prepMinutes + candidate.blueprint.cookMinutes;
const hasMeal = (candidate: TAdapted, meal: TMeal) => candidate.blueprint.meals.includes(meal);
const usesKey = (candidate: TAdapted, keys: readonly string[]) => candidate.lines.some((line) => keys.includes(line.food.key));
const pantryCount = (candidate: TAdapted) => candidate.pantryUsed.filter((food) => !STAPLE_KEYS.has(food.key)).length;

type TFilter = (candidate: TAdapted) => boolean;

function buildFilters(intent: TIntent, namedGroups: readonly string[][]): TFilter[] {
  const filters: TFilter[] = [];
  const wantsMain = !intent.wantsDrink && intent.meal === null && intent.kinds.length === 0;
  filters.push((c) => hasMeal(c, 'drink') === intent.wantsDrink);
  if (intent.maxMinutes !== null) filters.push((c) => totalMinutes(c) <= (intent.maxMinutes ?? 0));
  if (intent.maxIngredients !== null) filters.push((c) => c.ingredientCount <= (intent.maxIngredients ?? 0));
  if (intent.isNoOven) filters.push((c) => !c.blueprint.equipment.includes('oven'));
  if (intent.wantsAlcohol === true) filters.push((c) => c.lines.some((line) => line.food.tags.includes('alcohol')));
  if (intent.kinds.length > 0) filters.push((c) => intent.kinds.includes(c.blueprint.kind));
  if (intent.cuisines.length > 0) filters.push((c) => c.blueprint.cuisines.some((cuisine) => intent.cuisines.includes(cuisine)));
  if (intent.meal !== null) filters.push((c) => hasMeal(c, intent.meal ?? 'dinner'));
  if (intent.meal !== 'dessert' && !intent.kinds.some((kind) => ['cake', 'cookies', 'pudding', 'frozen'].includes(kind)))
    filters.push((c) => !hasMeal(c, 'dessert') || c.blueprint.meals.length > 1);
  if (wantsMain) filters.push((c) => hasMeal(c, 'dinner'));
  if (intent.wantsLowCarb) filters.push((c) => c.macros[2] <= 20);
  if (intent.usesPantry) filters.push((c) => pantryCount(c) > 0);
  if (namedGroups.length > 0) filters.push((c) => namedGroups.every((keys) => usesKey(c, keys)));
  if (intent.wantsHighProtein) filters.push((c) => c.macros[1] >= 25);
  const softTags = intent.tags.filter((tag) => tag !== 'quick' && tag !== 'low-carb');
  if (softTags.length > 0) filters.push((c) => softTags.every((tag) => c.blueprint.tags.includes(tag)));
  if (namedGroups.length > 1) filters.push((c) => namedGroups.some((keys) => usesKey(c, keys)));
  if (softTags.length > 1) filters.push((c) => softTags.some((tag) => c.blueprint.tags.includes(tag)));
  if (intent.isColdWeather) filters.push((c) => c.blueprint.isHot);
  if (intent.isHotWeather) filters.push((c) => !c.blueprint.isHot || intent.wantsDrink);
  if (intent.prefersQuick) filters.push((c) => totalMinutes(c) <= 30);
  return filters;
}

/** Applies each filter in priority order, skipping one that would leave nothing. */
function narrow(candidates: TAdapted[], filters: readonly TFilter[]): TAdapted[] {
  let pool = candidates;
  for (const filter of filters) {
    const next = pool.filter(filter);
    if (next.length > 0) pool = next;
  }
  return pool;
}

function scoreCandidate(candidate: TAdapted, intent: TIntent, namedGroups: readonly string[][]): number {
  const { blueprint } = candidate;
  let score = 0;
  score += intent.tags.filter((tag) => blueprint.tags.includes(tag)).length * 2;
  score += namedGroups.filter((keys) => usesKey(candidate, keys)).length * 2;
  score += Math.min(pantryCount(candidate), 4) * (intent.usesPantry ? 2 : 0.5);
  score -= candidate.swaps.filter((swap) => swap.reason !== 'pantry').length * 0.75;
  const title = blueprint.title.toLowerCase();
  score += intent.words.filter((word) => title.includes(word)).length;
  if (intent.wantsHighProtein) score += Math.min(candidate.macros[1], 50) / 10;
  if (intent.prefersQuick && totalMinutes(candidate) <= 30) score += 1;
  return score;
}

const POOL_MARGIN = 1.5;
const POOL_SIZE = 6;

function pickCandidate(candidates: TAdapted[], intent: TIntent, namedGroups: readonly string[][], request: TRecipeRequest): TAdapted | null {
  const pool = narrow(candidates, buildFilters(intent, namedGroups));
  const scored = pool
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate, intent, namedGroups) }))
    .sort((a, b) => b.score - a.score || a.candidate.blueprint.id.localeCompare(b.candidate.blueprint.id));
  const best = scored[0]?.score ?? 0;
  const shortlist = scored.filter((entry) => entry.score >= best - POOL_MARGIN).slice(0, POOL_SIZE);
  const seed = Math.abs(Math.trunc(request.seed)) % 1_000_003;
  const index = (hashText(request.prompt.trim().toLowerCase()) + seed) % Math.max(1, shortlist.length);
  return shortlist[index]?.candidate ?? null;
}

function lineText(line: TLine): { name: string; quantity: string } {
  const name = line.unit === '' && line.quantity > 1 ? line.food.plural : line.food.name;
  return { name, quantity: formatQuantity(line.quantity, line.unit, line.food.gramsPerUnit) };
}

const CATEGORY_FOR_MEAL: Record<TMeal, NonNullable<TAiRecipe['category']>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  dessert: 'Dessert',
  snack: 'Other',
  drink: 'Other',
};

function describeNotes(adapted: TAdapted): string {
  const notes: string[] = [`Serves ${adapted.servings}.`];
  const dietSwaps = adapted.swaps.filter((swap) => swap.reason !== 'pantry');
  if (dietSwaps.length > 0) {
    const list = dietSwaps.map((swap) => (swap.to ? `${swap.from.name} → ${swap.to.name}` : `left out ${swap.from.name}`));
    notes.push(`Adapted for your diet: ${list.join(', ')}.`);
  }
  if (adapted.pantryUsed.length > 0) notes.push(`From your kitchen: ${adapted.pantryUsed.map((food) => food.name).join(', ')}.`);
  notes.push(...adapted.tips);
  return notes.join(' ');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function describeNutrition(adapted: TAdapted, ingredientLines: string[], computeNutrition: TComputeNutrition | undefined) {
  const computed = computeNutrition?.(ingredientLines) ?? null;
  const perServing = computed
    ? [computed.calories, computed.protein, computed.carbs, computed.fat, computed.fiber, computed.sugar].map(
        (value) => value / adapted.servings,
      )
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

function toDiet(request: TRecipeRequest, intent: TIntent): TDietFlags {
  const diet = { ...request.dietary, ...Object.fromEntries(Object.entries(intent.dietFromPrompt).filter(([, on]) => on)) };
  return { ...diet, vegetarian: diet.vegetarian || diet.vegan };
}

export function composeRecipe(request: TRecipeRequest, computeNutrition?: TComputeNutrition): TComposition {
  const intent = parseIntent(request.prompt);
  const diet = toDiet(request, intent);
  const { restricted, dietLabelForTag, banned } = buildRestrictions(diet, intent, request.violationFeedback ?? '');
  const isAllowed = (food: TFood) =>
    !food.tags.some((tag) => restricted.has(tag)) &&
    !banned.some((phrase) => food.name.toLowerCase().includes(phrase) || food.aliases.includes(phrase));

  const pantryKeys = [...new Set(request.cartItems.map(matchCartItem).filter((key): key is string => key !== null))];
  const pantry = pantryKeys.map(getFood).filter(isAllowed);
  const namedGroups = intent.namedFoods
    .map((keys) => keys.filter((key) => isAllowed(getFood(key))))
    .filter((keys) => keys.length > 0);

  let servings = intent.servings;
  const context = (blueprintServings: number): TAdaptContext => ({
    restricted,
    dietLabelForTag,
    banned,
    pantry,
    namedKeys: new Set(namedGroups.flat()),
    usesPantry: intent.usesPantry,
    servings:
      servings ??
      (intent.tags.includes('meal-prep') ? Math.max(blueprintServings, 4) : null) ??
      (intent.tags.includes('party') && !intent.wantsDrink ? Math.max(blueprintServings, 8) : null),
    maxIngredients: intent.maxIngredients,
  });
  if (servings !== null) servings = Math.min(Math.max(1, Math.round(servings)), 24);

  const candidates = CATALOGUE.map((blueprint) => adaptBlueprint(blueprint, context(blueprint.servings))).filter(
    (candidate): candidate is TAdapted => candidate !== null,
  );
  const adapted = pickCandidate(candidates, intent, namedGroups, request);
  if (!adapted) throw new Error('The recipe catalogue has no dish that fits these dietary restrictions.');

  const ingredients = adapted.lines.map(lineText);
  const ingredientLines = ingredients.map((item) =>
    item.quantity === 'to taste' ? `${item.name}, to taste` : `${item.quantity} ${item.name}`,
  );
  const { blueprint } = adapted;
  const meal = intent.meal && blueprint.meals.includes(intent.meal) ? intent.meal : (blueprint.meals[0] ?? 'dinner');
  const recipe: TAiRecipe = {
    title: adapted.title,
    ingredients,
    instructions: adapted.steps,
    prepTime: formatMinutes(blueprint.prepMinutes),
    cookTime: formatMinutes(blueprint.cookMinutes),
    totalTime: formatMinutes(blueprint.prepMinutes + blueprint.cookMinutes),
    servings: String(adapted.servings),
    nutrition: describeNutrition(adapted, ingredientLines, computeNutrition),
    category: CATEGORY_FOR_MEAL[meal],
    notes: describeNotes(adapted),
  };
  return { recipe, adapted, intent };
}
