import type { TAiRecipe } from '../../domain/ai-recipe.ts';
import type { TNutrition } from '../../domain/recipe.ts';
import { findRestrictionViolations } from '../../domain/dietary/find-dietary-violations.ts';
import { parsePromptRestrictions } from '../../domain/dietary/parse-prompt-restrictions.ts';
import { mergeRestrictions, NO_RESTRICTIONS, restrictionsFromDietary, toDietaryFlags, type TRestrictions } from '../../domain/dietary/restrictions.ts';
import {
  DIETARY_KEYS,
  RESTRICTION_FACTS,
  RESTRICTION_KEYS,
  RESTRICTION_TITLE_WORDS,
  type TFoodFact,
  type TRestrictionKey,
} from '../../domain/kitchen/diet-vocabulary.ts';
import type { TDietary } from '../../domain/profile.ts';
import type { TRecipeRequest } from '../providers/llm/recipe-generator.ts';
import { buildCandidate, finishCandidate, isBanned, STAPLE_KEYS, toTitleCase } from './adapt-dish/adapt-blueprint.ts';
import type { TAdaptContext, TAdapted, TCandidate, TLine } from './adapt-dish/adapt-blueprint.ts';
import { parseBlueprint } from './parse-blueprint.ts';
import { CATALOGUE } from './catalogue.ts';
import { composeFamilyBlueprint } from './choose-dish/compose-family.ts';
import { FAMILY_KINDS, FAMILY_NOUNS, recogniseDish, type TDish } from './read-request/recognise-dish.ts';
import { formatAmount } from './write-recipe/format-amount.ts';
import { FOODS, getFood } from './foods.ts';
import { findFoodsInText, matchCartItem } from './match-foods.ts';
import { parseIntent } from './read-request/parse-intent.ts';
import type { TBlueprint, TFood, TIntent, TKind, TMeal } from './types.ts';
import { formatDuration } from '../../domain/duration.ts';

// Picks the blueprint that best fits the prompt, the cook's diets and pantry, and renders it as an
// AI recipe response (spec §3). Pure: same request → same recipe.

export type TComputeNutrition = (lines: string[]) => TNutrition | null;

export type TComposition = { recipe: TAiRecipe; adapted: TAdapted; intent: TIntent };

const FEEDBACK_TAG_WORDS: ReadonlyArray<readonly [RegExp, TFoodFact[]]> = [
  [/\bmeat\b|\bbeef\b|\bpork\b|\blamb\b/, ['meat']],
  [/\bpoultry\b/, ['poultry']],
  [/\bfish\b|\bseafood\b/, ['fish', 'shellfish']],
  [/\bshellfish\b/, ['shellfish']],
  [/\bdairy\b|\blactose\b/, ['dairy']],
  [/\beggs?\b/, ['egg']],
  [/\bhoney\b/, ['honey']],
  [/\bgluten\b|\bwheat\b/, ['gluten']],
  [/\btree[- ]?nuts?\b|\bnuts?\b/, ['treeNut', 'peanut']],
  [/\bpeanuts?\b/, ['peanut']],
  [/\balcohol/, ['alcohol']],
];

/** Restrictions beyond the five flags come first: their title word wins for a fact both rule out (as before). */
const FLAG_KEYS: ReadonlySet<TRestrictionKey> = new Set(DIETARY_KEYS);
const EXTRA_RESTRICTION_KEYS = RESTRICTION_KEYS.filter((key) => !FLAG_KEYS.has(key));

const forbiddenCache = new Map<string, ReadonlyMap<string, string>>();

/**
 * Every food of the composer the dietary guard would reject for these restrictions, read with the
 * same lexicon: what the composer picks and what the guard accepts cannot drift apart.
 */
function findForbiddenFoods(restrictions: TRestrictions): ReadonlyMap<string, string> {
  const cacheKey = `${restrictions.keys.join(',')}|${restrictions.avoid.join(',')}`;
  const cached = forbiddenCache.get(cacheKey);
  if (cached) return cached;
  const forbidden = new Map<string, string>();
  if (restrictions.keys.length > 0 || restrictions.avoid.length > 0) {
    for (const food of FOODS.values()) {
      const violations = findRestrictionViolations([food.name, food.plural, ...food.aliases.slice(0, 1)], restrictions);
      const first = violations.find((violation) => violation.restriction !== 'avoid') ?? violations[0];
      if (!first) continue;
      forbidden.set(food.key, first.restriction === 'avoid' ? '' : RESTRICTION_TITLE_WORDS[first.restriction]);
    }
  }
  if (forbiddenCache.size >= 256) forbiddenCache.clear();
  forbiddenCache.set(cacheKey, forbidden);
  return forbidden;
}

function buildRestrictions(diet: TDietary, restrictions: TRestrictions, intent: TIntent, feedback: string, avoidIngredients: readonly string[]) {
  const restricted = new Set<TFoodFact>();
  const dietLabelForTag = new Map<TFoodFact, string>();
  const active = [
    ...EXTRA_RESTRICTION_KEYS.filter((key) => restrictions.keys.includes(key)),
    ...DIETARY_KEYS.filter((key) => diet[key]),
  ];
  for (const key of active) {
    for (const fact of RESTRICTION_FACTS[key]) {
      restricted.add(fact);
      if (!dietLabelForTag.has(fact)) dietLabelForTag.set(fact, RESTRICTION_TITLE_WORDS[key]);
    }
  }
  if (intent.wantsAlcohol === false || intent.tags.includes('kid-friendly')) restricted.add('alcohol');
  const banned = new Set<string>(avoidIngredients.map((item) => item.toLowerCase()));
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

/** Cart items the cook should use soon (use-by within days): matched to foods. */
function toUseSoonKeys(request: TRecipeRequest): ReadonlySet<string> {
  return new Set((request.useSoonItems ?? []).map(matchCartItem).filter((key): key is string => key !== null));
}

function scoreCandidate(candidate: TCandidate, intent: TIntent, namedGroups: readonly string[][], useSoonKeys: ReadonlySet<string>): number {
  const { blueprint } = candidate;
  let score = 0;
  // A dish that uses up what is about to go off wins over an equal one that does not.
  score += Math.min(candidate.pantryUsed.filter((food) => useSoonKeys.has(food.key)).length, 3) * 1.5;
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
  const useSoonKeys = toUseSoonKeys(request);
  const scored = pool
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate, intent, namedGroups, useSoonKeys) }))
    .sort((a, b) => b.score - a.score || a.candidate.blueprint.id.localeCompare(b.candidate.blueprint.id));
  const best = scored[0]?.score ?? 0;
  const shortlist = scored.filter((entry) => entry.score >= best - POOL_MARGIN).slice(0, POOL_SIZE);
  const seed = Math.abs(Math.trunc(request.seed)) % 1_000_003;
  const index = (hashText(request.prompt.trim().toLowerCase()) + seed) % Math.max(1, shortlist.length);
  return shortlist[index]?.candidate ?? null;
}

function lineText(line: TLine): { name: string; quantity: string } {
  const name = line.unit === '' && line.quantity > 1 ? line.food.plural : line.food.name;
  return { name, quantity: formatAmount(line.quantity, line.unit, line.food.gramsPerUnit) };
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

/** The profile's flags, the merged set the service passed, and the prompt's own words (for direct callers). */
export function resolveRestrictions(request: TRecipeRequest): TRestrictions {
  return mergeRestrictions(
    restrictionsFromDietary(request.dietary),
    request.restrictions ?? NO_RESTRICTIONS,
    parsePromptRestrictions(request.prompt),
  );
}

function normaliseWord(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const GENERIC_TITLE_WORDS = new Set(
  (
    'with and the classic easy quick style fresh green red white hot cold creamy crispy spicy simple homemade ' +
    'vegan vegetarian veggie protein high low one two three four five six ingredient ingredients minute minutes pot pan sheet ' +
    'date night plan impress dinner lunch breakfast brunch supper meal dessert snack party crowd family kids weeknight tonight'
  ).split(' '),
);

/**
 * Catalogue dishes the prompt names by their own words: a rare title word that is not just an
 * ingredient ('mapo', 'pavlova', 'mule'), or two title words together ('butter chicken').
 * Words of a food the cook cannot have do not count ('risotto without mushrooms').
 */
function findNamedDishes(intent: TIntent, forbidden: ReadonlyMap<string, string>): TBlueprint[] {
  const words = intent.words.map(normaliseWord).filter((word) => {
    if (GENERIC_TITLE_WORDS.has(word)) return false;
    const foods = findFoodsInText(word).flat();
    return foods.length === 0 || foods.some((key) => !forbidden.has(key));
  });
  if (words.length === 0) return [];
  let best: TBlueprint[] = [];
  let bestScore = 0;
  for (const blueprint of CATALOGUE) {
    const title = normalisedTitleWords(blueprint.title);
    const matched = words.filter((word) => title.has(word));
    if (matched.length === 0) continue;
    const hasRareDishWord = matched.some((word) => titleWordWeight(word) === RARE_TITLE_WORD_WEIGHT && findFoodsInText(word).length === 0);
    const share = matched.length / Math.max(1, baseTitleWords(blueprint.title).length);
    const isNamed = hasRareDishWord || (matched.length >= 2 && share >= 0.5);
    if (!isNamed) continue;
    const score = matched.length + share;
    if (score > bestScore + 1e-9) {
      best = [blueprint];
      bestScore = score;
    } else if (Math.abs(score - bestScore) < 1e-9) best.push(blueprint);
  }
  return best;
}

/** The distinct words of a title as written (no plural forms), for the share of it a prompt names. */
function baseTitleWords(title: string): string[] {
  return [...new Set(title.toLowerCase().split(/[^a-zà-ÿ']+/).filter((word) => word.length >= 3).map(normaliseWord))].filter(
    (word) => !GENERIC_TITLE_WORDS.has(word),
  );
}

const normalisedTitleCache = new Map<string, Set<string>>();

function normalisedTitleWords(title: string): Set<string> {
  let words = normalisedTitleCache.get(title);
  if (!words) {
    words = new Set([...titleWords(title)].map(normaliseWord).filter((word) => !GENERIC_TITLE_WORDS.has(word)));
    normalisedTitleCache.set(title, words);
  }
  return words;
}

/** The cook's appliance, when the dish can be made in it: one honest closing step on how. */
function describeAppliance(prompt: string, blueprint: TBlueprint): string | null {
  const text = prompt.toLowerCase();
  const isDrinkOrCold = blueprint.meals.includes('drink') || !blueprint.isHot;
  if (isDrinkOrCold) return null;
  if (/\bair[- ]?fr(y|yer|ier|ied)\b/.test(text)) {
    return 'Air fryer: instead of the oven or pan, cook in a single layer at 200°C for 12–20 minutes, shaking or turning halfway, until golden and cooked through.';
  }
  if (/\bslow[- ]?cook(er|ed)?\b|\bcrock[- ]?pot\b/.test(text)) {
    return 'Slow cooker: brown anything that needs it, then put everything except fresh herbs in the slow cooker and cook on low for 6–8 hours (or high for 3–4) until tender.';
  }
  if (/\binstant pot\b|\bpressure[- ]cook(er)?\b/.test(text)) {
    return 'Instant Pot: sauté the aromatics on Sauté, add the rest with enough liquid to cover the base, pressure-cook on high for 10 minutes (lentils, chicken) to 35 minutes (stewing beef), then release naturally for 10 minutes.';
  }
  if (/\bgrill(ed)?\b|\bbbq\b|\bbarbecue\b/.test(text) && blueprint.kind !== 'grill') {
    return 'On the grill: cook the main ingredient over medium-high heat, turning once, until charred and cooked through, instead of the pan.';
  }
  return null;
}

type TDishContext = {
  buildCandidates: (blueprints: readonly TBlueprint[]) => TCandidate[];
  dishFilters: readonly TFilter<TBlueprint>[];
  intent: TIntent;
  namedGroups: readonly string[][];
  request: TRecipeRequest;
  isAllowed: (food: TFood) => boolean;
};

const composedCache = new Map<string, TBlueprint>();

/** A composed blueprint gets an id of its own: the substitution cache is keyed by id. */
function toComposedBlueprint(dish: TDish, context: TDishContext): TBlueprint | null {
  const source = composeFamilyBlueprint(dish, context.namedGroups, (key) => context.isAllowed(getFood(key)));
  if (!source) return null;
  const id = `composed:${dish.family}:${source.t}:${source.i.join(',')}`;
  let blueprint = composedCache.get(id);
  if (!blueprint) {
    blueprint = { ...parseBlueprint(source), id };
    if (composedCache.size >= 500) composedCache.clear();
    composedCache.set(id, blueprint);
  }
  return blueprint;
}

/**
 * The dish the cook named: a catalogue dish of that name (and family) with the named ingredients,
 * else one composed from the family; only when neither can be made for these restrictions, another
 * dish of the same family, saying so. Null: fall back to the general search.
 */
function chooseForDish(dish: TDish, context: TDishContext): { candidate: TCandidate; note: string } | null {
  const kinds = FAMILY_KINDS[dish.family];
  const isSameDish = (blueprint: TBlueprint) =>
    dish.isSpecific ? dish.titlePattern.test(normaliseWord(blueprint.title)) : kinds.includes(blueprint.kind) && !(blueprint.meals.includes('drink') !== context.intent.wantsDrink);
  const hasNamed = (candidate: TCandidate) => context.namedGroups.every((keys) => usesKey(candidate, keys));
  const fitting = context.buildCandidates(CATALOGUE.filter(isSameDish)).filter(hasNamed);
  const fromCatalogue = pickCandidate(fitting, context.dishFilters, context.intent, context.namedGroups, context.request);
  if (fromCatalogue) return { candidate: fromCatalogue, note: '' };
  const blueprint = toComposedBlueprint(dish, context);
  const [composed] = blueprint ? context.buildCandidates([blueprint]) : [];
  if (composed) return { candidate: composed, note: '' };
  const family = context.buildCandidates(CATALOGUE.filter((blueprint) => kinds.includes(blueprint.kind)));
  const other = pickCandidate(family, context.dishFilters, context.intent, context.namedGroups, context.request);
  if (!other) return null;
  const asked = toTitleCase(dish.phrase);
  const reason = blueprint ? 'fit your restrictions without changing what it is' : 'offline (the built-in composer does not know its main ingredient)';
  return {
    candidate: other,
    note: `We could not make “${asked}” ${reason}, so this is ${other.blueprint.title} instead, a different dish of the same kind.`,
  };
}

export function composeRecipe(request: TRecipeRequest, computeNutrition?: TComputeNutrition): TComposition {
  const intent = parseIntent(request.prompt);
  const restrictions = resolveRestrictions(request);
  const diet = toDietaryFlags(restrictions);
  const { restricted, dietLabelForTag, banned } = buildRestrictions(diet, restrictions, intent, request.violationFeedback ?? '', request.avoidIngredients ?? []);
  const forbidden = findForbiddenFoods(restrictions);
  const isAllowed = (food: TFood) => !food.tags.some((tag) => restricted.has(tag)) && !isBanned(food, banned) && !forbidden.has(food.key);

  const pantryKeys = [...new Set(request.cartItems.map(matchCartItem).filter((key): key is string => key !== null))];
  // Slots take the first fitting pantry food: use-soon items go first.
  const useSoonKeys = toUseSoonKeys(request);
  const pantry = [...pantryKeys.filter((key) => useSoonKeys.has(key)), ...pantryKeys.filter((key) => !useSoonKeys.has(key))].map(getFood).filter(isAllowed);
  const dish = recogniseDish(request.prompt);
  // 'bread' in 'banana bread' is the dish, not an ingredient to add to it.
  const namedFoods = dish ? findFoodsInText(request.prompt.toLowerCase().replace(FAMILY_NOUNS, ' ')) : intent.namedFoods;
  const namedGroups = namedFoods
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
  const restrictionKey = `${[...restricted].sort().join(',')}|${[...dietLabelForTag].join(',')}|${banned.join(',')}|${restrictions.keys.join(',')}|${restrictions.avoid.join(',')}`;
  const buildCandidates = (blueprints: readonly TBlueprint[]) => {
    const built: TCandidate[] = [];
    for (const blueprint of blueprints) {
      const context: TAdaptContext = {
        restricted,
        dietLabelForTag,
        banned,
        forbidden,
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
  const dishContext: TDishContext = { buildCandidates, dishFilters, intent, namedGroups, request, isAllowed };
  // A catalogue dish named outright ('mapo tofu', 'a Moscow mule') wins over any family guess.
  // The named dish stays in the family the prompt names: 'vegetarian lasagna' is not 'Vegetarian Chili'.
  const named = findNamedDishes(intent, forbidden).filter(
    (blueprint) => !dish || (dish.isSpecific ? dish.titlePattern.test(normaliseWord(blueprint.title)) : FAMILY_KINDS[dish.family].includes(blueprint.kind)),
  );
  // Foods the dish is named after count as present ('Mapo Tofu' answers 'tofu'); others must be in it.
  const hasNamedFoods = (candidate: TCandidate) => {
    const title = candidate.blueprint.title.toLowerCase();
    return namedGroups.every((keys) => usesKey(candidate, keys) || keys.some((key) => getFood(key).aliases.some((alias) => title.includes(alias))));
  };
  const byName = named.length > 0 ? pickCandidate(buildCandidates(named).filter(hasNamedFoods), dishFilters, intent, namedGroups, request) : null;
  const forDish = !byName && dish ? chooseForDish(dish, dishContext) : null;
  let chosen = byName ?? forDish?.candidate ?? null;
  if (!chosen) {
    let candidates = buildCandidates(narrow(CATALOGUE, dishFilters));
    // None of the fitting dishes can be made for this cook: widen to the whole catalogue.
    if (candidates.length === 0) candidates = buildCandidates(CATALOGUE);
    chosen = pickCandidate(candidates, dishFilters, intent, namedGroups, request);
  }
  if (!chosen) throw new Error('The recipe catalogue has no dish that fits these dietary restrictions.');
  const adapted = finishCandidate(chosen);
  if (forDish?.note) adapted.tips.unshift(forDish.note);
  const applianceStep = describeAppliance(request.prompt, adapted.blueprint);
  if (applianceStep) adapted.steps.push(applianceStep);

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
    prepTime: formatDuration(blueprint.prepMinutes),
    cookTime: formatDuration(blueprint.cookMinutes),
    totalTime: formatDuration(blueprint.prepMinutes + blueprint.cookMinutes),
    servings: String(adapted.servings),
    nutrition: describeNutrition(adapted, ingredientLines, computeNutrition),
    category: CATEGORY_FOR_MEAL[meal],
    notes: describeNotes(adapted),
  };
  return { recipe, adapted, intent };
}
