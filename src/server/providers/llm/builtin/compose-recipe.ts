import type { TAiRecipe } from '../../../../domain/ai-recipe.ts';
import type { TNutrition } from '../../../../domain/recipe.ts';
import type { TRecipeRequest } from '../recipe-generator.ts';
import { buildCandidate, finishCandidate, isBanned, STAPLE_KEYS } from './adapt-blueprint.ts';
import type { TAdaptContext, TAdapted, TCandidate, TLine } from './adapt-blueprint.ts';
import { CATALOGUE } from './catalogue.ts';
import { formatMinutes, formatQuantity } from './format-amount.ts';
import { getFood } from './foods.ts';
import { findFoodsInText, matchCartItem } from './match-foods.ts';
import { parseIntent } from './parse-intent.ts';
import type { TBlueprint, TDietFlags, TDietTag, TFood, TIntent, TKind, TMeal } from './types.ts';

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

const totalMinutes = (candidate: TCandidate) => candidate.blueprint.prepMinutes + candidate.blueprint.cookMinutes;
const usesKey = (candidate: TCandidate, keys: readonly string[]) => candidate.lines.some((line) => keys.includes(line.food.key));
const pantryCount = (candidate: TCandidate) => candidate.pantryUsed.filter((food) => !STAPLE_KEYS.has(food.key)).length;

type TFilter<T> = (item: T) => boolean;

/**
 * Filters that only look at the dish as written, in priority order. They run first, on the bare
 * catalogue, so only a few dozen dishes are adapted per request.
 */
function buildDishFilters(intent: TIntent): TFilter<TBlueprint>[] {
  const filters: TFilter<TBlueprint>[] = [];
  const wantsMain = !intent.wantsDrink && intent.meal === null && intent.kinds.length === 0;
  const wantsSweet = intent.meal === 'dessert' || intent.kinds.some((kind) => SWEET_KINDS.includes(kind));
  filters.push((b) => b.meals.includes('drink') === intent.wantsDrink);
  if (intent.maxMinutes !== null) filters.push((b) => b.prepMinutes + b.cookMinutes <= (intent.maxMinutes ?? 0));
  if (intent.isNoOven) filters.push((b) => !b.equipment.includes('oven'));
  if (intent.kinds.length > 0) filters.push((b) => intent.kinds.includes(b.kind));
  if (intent.cuisines.length > 0) filters.push((b) => b.cuisines.some((cuisine) => intent.cuisines.includes(cuisine)));
  if (intent.meal !== null) filters.push((b) => b.meals.includes(intent.meal ?? 'dinner'));
  if (!wantsSweet) filters.push((b) => !b.meals.includes('dessert') || b.meals.length > 1);
  if (wantsMain) filters.push((b) => b.meals.includes('dinner'));
  return filters;
}

/** Filters on the adapted dish (after substitutions and pantry), applied after the dish filters. */
function buildCandidateFilters(intent: TIntent, namedGroups: readonly string[][]): TFilter<TCandidate>[] {
  const filters: TFilter<TCandidate>[] = [];
  if (intent.maxIngredients !== null) filters.push((c) => c.ingredientCount <= (intent.maxIngredients ?? 0));
  if (intent.wantsAlcohol === true) filters.push((c) => c.lines.some((line) => line.food.tags.includes('alcohol')));
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

const SWEET_KINDS: readonly TKind[] = ['cake', 'cookies', 'pudding', 'frozen'];

/** Applies each filter in priority order, skipping one that would leave nothing. */
function narrow<T>(items: readonly T[], filters: readonly TFilter<T>[]): readonly T[] {
  let pool = items;
  for (const filter of filters) {
    const next = pool.filter(filter);
    if (next.length > 0) pool = next;
  }
  return pool;
}

/** A word naming a dish ('bourguignon') says more than one many titles share ('chicken'). */
const RARE_TITLE_WORD_WEIGHT = 3;
const COMMON_TITLE_WORD_WEIGHT = 1;
const RARE_TITLE_WORD_MAX_DISHES = 3;
let titleWordCounts: Map<string, number> | null = null;

function titleWordWeight(word: string): number {
  if (!titleWordCounts) {
    titleWordCounts = new Map();
    for (const blueprint of CATALOGUE) for (const each of titleWords(blueprint.title)) titleWordCounts.set(each, (titleWordCounts.get(each) ?? 0) + 1);
  }
  return (titleWordCounts.get(word) ?? 0) <= RARE_TITLE_WORD_MAX_DISHES ? RARE_TITLE_WORD_WEIGHT : COMMON_TITLE_WORD_WEIGHT;
}

const titleWordCache = new Map<string, Set<string>>();

/** The words of a dish title, singular and plural, for matching a prompt that names the dish. */
function titleWords(title: string): Set<string> {
  const cached = titleWordCache.get(title);
  if (cached) return cached;
  const words = new Set<string>();
  for (const word of title.toLowerCase().split(/[^a-zà-ÿ']+/)) {
    if (word.length < 3) continue;
    words.add(word);
    words.add(word.endsWith('s') ? word.slice(0, -1) : `${word}s`);
  }
  titleWordCache.set(title, words);
  return words;
}

function scoreCandidate(candidate: TCandidate, intent: TIntent, namedGroups: readonly string[][]): number {
  const { blueprint } = candidate;
  let score = 0;
  score += intent.tags.filter((tag) => blueprint.tags.includes(tag)).length * 2;
  score += namedGroups.filter((keys) => usesKey(candidate, keys)).length * 2;
  score += Math.min(pantryCount(candidate), 4) * (intent.usesPantry ? 2 : 0.5);
  score -= candidate.swaps.filter((swap) => swap.reason !== 'pantry').length * 0.75;
  const words = titleWords(blueprint.title);
  for (const word of intent.words) if (words.has(word)) score += titleWordWeight(word);
  if (intent.wantsHighProtein) score += Math.min(candidate.macros[1], 50) / 10;
  if (intent.prefersQuick && totalMinutes(candidate) <= 30) score += 1;
  return score;
}

const POOL_MARGIN = 1.5;
const MAX_SERVINGS = 24;
const POOL_SIZE = 6;

function pickCandidate(
  candidates: readonly TCandidate[],
  dishFilters: readonly TFilter<TBlueprint>[],
  intent: TIntent,
  namedGroups: readonly string[][],
  request: TRecipeRequest,
): TCandidate | null {
  const filters = [...dishFilters.map((filter) => (c: TCandidate) => filter(c.blueprint)), ...buildCandidateFilters(intent, namedGroups)];
  const pool = narrow(candidates, filters);
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
  const listed = new Set(adapted.lines.map((line) => line.food.key));
  // A replacement later trimmed away ("only 5 ingredients") is not worth mentioning.
  const dietSwaps = adapted.swaps.filter((swap) => swap.reason !== 'pantry' && (!swap.to || listed.has(swap.to.key)));
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
  const isAllowed = (food: TFood) => !food.tags.some((tag) => restricted.has(tag)) && !isBanned(food, banned);

  const pantryKeys = [...new Set(request.cartItems.map(matchCartItem).filter((key): key is string => key !== null))];
  const pantry = pantryKeys.map(getFood).filter(isAllowed);
  const namedGroups = intent.namedFoods
    .map((keys) => keys.filter((key) => isAllowed(getFood(key))))
    .filter((keys) => keys.length > 0);

  const servings = intent.servings === null ? null : Math.min(Math.max(1, Math.round(intent.servings)), MAX_SERVINGS);
  const namedKeys = new Set(namedGroups.flat());
  const servingsFor = (blueprintServings: number): number | null => {
    if (servings !== null) return servings;
    if (intent.tags.includes('meal-prep')) return Math.max(blueprintServings, 4);
    if (intent.tags.includes('party') && !intent.wantsDrink) return Math.max(blueprintServings, 8);
    return null;
  };
  const restrictionKey = `${[...restricted].sort().join(',')}|${[...dietLabelForTag].join(',')}|${banned.join(',')}`;
  const buildCandidates = (blueprints: readonly TBlueprint[]) => {
    const built: TCandidate[] = [];
    for (const blueprint of blueprints) {
      const context: TAdaptContext = {
        restricted,
        dietLabelForTag,
        banned,
        pantry,
        restrictionKey,
        namedKeys,
        usesPantry: intent.usesPantry,
        servings: servingsFor(blueprint.servings),
        maxIngredients: intent.maxIngredients,
      };
      const candidate = buildCandidate(blueprint, context);
      if (candidate) built.push(candidate);
    }
    return built;
  };
  const dishFilters = buildDishFilters(intent);
  let candidates = buildCandidates(narrow(CATALOGUE, dishFilters));
  // None of the fitting dishes can be made for this cook: widen to the whole catalogue.
  if (candidates.length === 0) candidates = buildCandidates(CATALOGUE);
  const chosen = pickCandidate(candidates, dishFilters, intent, namedGroups, request);
  if (!chosen) throw new Error('The recipe catalogue has no dish that fits these dietary restrictions.');
  const adapted = finishCandidate(chosen);

  const ingredients = adapted.lines.filter((line) => !line.isMerged).map(lineText);
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
