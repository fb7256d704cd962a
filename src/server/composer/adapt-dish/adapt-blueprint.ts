import { roundQuantity } from '../write-recipe/format-amount.ts';
import { getFood, isSameForm } from '../foods.ts';
import type { TFoodFact } from '../../../domain/kitchen/diet-vocabulary.ts';
import type { TBlueprint, TFood, TIngredientRef, TComposerUnit } from '../types.ts';

// Adapts one blueprint to a cook: diet substitutions, banned ingredients, pantry slots, servings and
// the "only N ingredients" trim. Returns null when the dish cannot be made compliant.

export type TLine = {
  /** The blueprint key the step templates use for this line. */
  slotKey: string;
  food: TFood;
  quantity: number;
  unit: TComposerUnit;
  isOptional: boolean;
  isFromPantry: boolean;
  /** Folded into an earlier line of the same food (butter → olive oil next to olive oil): named in steps only. */
  isMerged?: boolean;
};

export type TSwap = { from: TFood; to: TFood | null; reason: 'diet' | 'pantry' | 'feedback'; dietLabel: string };

export type TAdaptContext = {
  restricted: ReadonlySet<TFoodFact>;
  /** Which diet label forbids each tag, strongest diet first (for titles and notes). */
  dietLabelForTag: ReadonlyMap<TFoodFact, string>;
  /** Lower-case phrases the cook must not get (from the dietary guard's feedback). */
  banned: readonly string[];
  /** The cook's one-word never-wants ('mushroom', 'garlic'): every food with that word in a name ('dried mushrooms', 'garlic powder'). */
  avoidWords?: ReadonlySet<string>;
  /** Foods the dietary guard itself would reject for these restrictions (allergens, 'no X'), with the diet label for titles. */
  forbidden?: ReadonlyMap<string, string>;
  pantry: readonly TFood[];
  /** Same restrictions → same key: lets the diet substitutions be computed once per blueprint. */
  restrictionKey?: string;
  namedKeys: ReadonlySet<string>;
  usesPantry: boolean;
  servings: number | null;
  maxIngredients: number | null;
};

export type TCandidate = {
  blueprint: TBlueprint;
  lines: TLine[];
  swaps: TSwap[];
  servings: number;
  /** Step templates, with any pantry step added. */
  templates: readonly string[];
  pantryUsed: TFood[];
  /** Per serving: calories, protein, carbs, fat, fiber, sugar. */
  macros: [number, number, number, number, number, number];
  /** Ingredients other than salt, pepper, cooking oil and water. */
  ingredientCount: number;
};

export type TAdapted = TCandidate & { title: string; steps: string[]; tips: string[] };

/** Pantry items too common to count as "using what's in my fridge". */
export const STAPLE_KEYS = new Set(['salt', 'pepper', 'oil', 'vegOil', 'water', 'onion', 'garlic', 'butter', 'sugar', 'flour']);

const DIET_PRIORITY = [
  'Vegan',
  'Vegetarian',
  'Pescatarian',
  'Gluten-Free',
  'Dairy-Free',
  'Egg-Free',
  'Nut-Free',
  'Peanut-Free',
  'Soy-Free',
  'Sesame-Free',
  'Fish-Free',
  'Shellfish-Free',
  'Alcohol-Free',
];

/** Exact names match; a phrase of several words also matches inside a longer name ('pine nuts' in 'toasted pine nuts'). */
export function isBanned(food: TFood, banned: readonly string[]): boolean {
  if (banned.length === 0) return false;
  const names = [food.name.toLowerCase(), ...food.aliases];
  return banned.some((phrase) => names.some((name) => name === phrase || (phrase.includes(' ') && name.includes(phrase))));
}

/** The cook's one-word never-wants, lower-case: 'mushroom' from ['Mushroom', 'pine nuts']. */
export function readAvoidWords(avoidIngredients: readonly string[]): ReadonlySet<string> {
  return new Set(avoidIngredients.map((item) => item.trim().toLowerCase()).filter((item) => item !== '' && !item.includes(' ')));
}

/** A food with a never-want word in one of its names, singular or plural ('dried mushrooms' for 'mushroom'). */
export function isAvoidedWord(food: TFood, avoidWords: ReadonlySet<string> | undefined): boolean {
  if (!avoidWords || avoidWords.size === 0) return false;
  return [food.name.toLowerCase(), ...food.aliases].some((name) =>
    name.split(/\s+/).some((word) => avoidWords.has(word) || avoidWords.has(word.replace(/e?s$/, ''))),
  );
}

function findViolation(food: TFood, context: TAdaptContext): { label: string; reason: TSwap['reason'] } | null {
  const tag = food.tags.find((candidate) => context.restricted.has(candidate));
  if (tag) return { label: context.dietLabelForTag.get(tag) ?? '', reason: 'diet' };
  const forbiddenLabel = context.forbidden?.get(food.key);
  if (forbiddenLabel !== undefined) return { label: forbiddenLabel, reason: 'diet' };
  if (isBanned(food, context.banned) || isAvoidedWord(food, context.avoidWords)) return { label: '', reason: 'feedback' };
  return null;
}

function toGrams(quantity: number, unit: TComposerUnit, food: TFood): number {
  return unit === 'g' || unit === 'ml' ? quantity : quantity * food.gramsPerUnit;
}

/** Converts a line to another food by weight, keeping grams when the blueprint weighed it. */
function convertLine(line: TLine, to: TFood, factor: number | null): TLine {
  if (factor !== null) return { ...line, food: to, quantity: line.quantity * factor, unit: to.unit };
  const grams = toGrams(line.quantity, line.unit, line.food);
  const keepsWeight = (line.unit === 'g' || line.unit === 'ml') && to.unit !== 'taste';
  if (keepsWeight) return { ...line, food: to, quantity: grams };
  if (to.unit === 'g' || to.unit === 'ml') return { ...line, food: to, quantity: grams, unit: to.unit };
  const quantity = to.gramsPerUnit > 0 && grams > 0 ? grams / to.gramsPerUnit : line.quantity;
  return { ...line, food: to, quantity, unit: to.unit };
}

/** A never-want the dish can do without: a seasoning or side vegetable the dish is not named after ('garlic' in a bolognese). */
function canLeaveOut(line: TLine, context: TAdaptContext, title: string): boolean {
  if (line.isOptional) return true;
  const isNeverWant = isBanned(line.food, context.banned) || isAvoidedWord(line.food, context.avoidWords);
  return isNeverWant && line.food.category !== 'protein' && line.food.category !== 'grain' && !isInTitle(line.food, title);
}

function substitute(line: TLine, ref: TIngredientRef, context: TAdaptContext, swaps: TSwap[], title: string, isMain: boolean): TLine | null | 'drop' {
  const violation = findViolation(line.food, context);
  if (!violation) return line;
  for (const spec of ref.alternatives ?? line.food.alternatives) {
    const [key = '', factorText] = spec.split('*');
    const to = getFood(key);
    if (findViolation(to, context)) continue;
    // The dish's main food takes only a like-for-like replacement: flaxseed binds a cake, but is no omelette's eggs.
    if (isMain && line.food.category === 'protein' && to.category !== 'protein') continue;
    swaps.push({ from: line.food, to, reason: violation.reason, dietLabel: violation.label });
    return convertLine(line, to, factorText ? Number(factorText) : null);
  }
  if (!canLeaveOut(line, context, title)) return null;
  swaps.push({ from: line.food, to: null, reason: violation.reason, dietLabel: violation.label });
  return 'drop';
}

/** Foods that are the same thing for a cook (banana / frozen banana). */
function familyOf(food: TFood): string {
  return food.aliases[0] ?? food.key;
}

const familyCache = new WeakMap<readonly TFood[], Set<string>>();

function pantryFamiliesOf(pantry: readonly TFood[]): Set<string> {
  let families = familyCache.get(pantry);
  if (!families) {
    families = new Set(pantry.map(familyOf));
    familyCache.set(pantry, families);
  }
  return families;
}

const MAX_FILLS_WITHOUT_ASKING = 2;
const MAX_COUNTED_FROM_PANTRY = 4;

function isInTitle(food: TFood, title: string): boolean {
  const lower = title.toLowerCase();
  return food.titleWord.split('|').some((word) => word && lower.includes(word.toLowerCase())) || lower.includes(food.name.toLowerCase());
}

function fillSlots(lines: TLine[], refs: readonly TIngredientRef[], context: TAdaptContext, swaps: TSwap[], title: string): void {
  const used = new Set(lines.map((line) => familyOf(line.food)));
  const pantryFamilies = pantryFamiliesOf(context.pantry);
  let fills = 0;
  lines.forEach((line, index) => {
    const ref = refs[index];
    if (!ref?.isSlot || context.namedKeys.has(line.food.key) || line.isFromPantry) return;
    if (pantryFamilies.has(familyOf(line.food))) return;
    // The ingredient a dish is named after stays: a squash soup is not made with peppers.
    if (isInTitle(line.food, title)) return;
    if (!context.usesPantry && fills >= MAX_FILLS_WITHOUT_ASKING) return;
    const category = line.food.category;
    if (category === 'other') return;
    // Unasked, only swap like for like (greens, herbs, fruit, grains); vegetables and proteins change the dish.
    if (!context.usesPantry && (category === 'protein' || category === 'vegetable')) return;
    const pick = context.pantry.find(
      (food) => food.category === category && !used.has(familyOf(food)) && (category !== 'grain' || food.unit === line.food.unit),
    );
    if (!pick) return;
    used.add(familyOf(pick));
    fills += 1;
    swaps.push({ from: line.food, to: pick, reason: 'pantry', dietLabel: '' });
    const converted = convertLine(line, pick, null);
    const quantity = converted.unit === '' ? Math.min(converted.quantity, MAX_COUNTED_FROM_PANTRY) : converted.quantity;
    lines[index] = { ...converted, quantity, isFromPantry: true };
  });
}

/** Dish names that hold a food's title word: the word names the dish there, so a swap leaves it. */
const DISH_NOUNS_WITH_FOODS = ['Ice Cream', 'Nice Cream', 'Egg Roll', 'Egg Tart', 'Milkshake', 'Buttermilk'];

function applyTitleSwaps(title: string, swaps: readonly TSwap[]): string {
  let result = title;
  for (const swap of swaps) {
    // 'Butter Chicken' made with oil keeps its name: the fat is how it is cooked, not what it is.
    if (swap.from.key === 'butter') continue;
    const word = swap.from.titleWord.split('|').find((candidate) => candidate && result.includes(candidate));
    if (!word) continue;
    // 'Ice Cream' names the dish, not its cream: a vegan ice cream is not an 'Ice Coconut Cream'.
    if (DISH_NOUNS_WITH_FOODS.some((noun) => noun.includes(word) && result.includes(noun))) continue;
    const replacement = swap.to ? swap.to.titleWord.split('|')[0] || toTitleCase(swap.to.name) : '';
    if (replacement === word) continue;
    // 'Dairy-Free Cheese' for 'Cheese': the title's diet word says so once ('Dairy-Free Mac and Cheese').
    if (swap.reason === 'diet' && DIET_PRIORITY.some((diet) => replacement.toLowerCase() === `${diet} ${word}`.toLowerCase())) continue;
    result = replacement && result.includes(replacement) ? result.replace(word, '') : result.replace(word, () => replacement);
  }
  return result
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+(with|and|&)(\s+(a|an|poached|fried|crispy))*\s*$/i, '')
    .replace(/\b(with|and|&)\s+(with|and|&)\b/gi, '$1')
    .replace(/^(with|and|&)\s+/i, '')
    .replace(/\(\s*\)/g, '')
    .trim();
}

export function toTitleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_match, start: string, letter: string) => start + letter.toUpperCase());
}

/** `{key}` → the line's name; `[...]` segments vanish when an ingredient inside them is gone. */
function renderStep(template: string, names: ReadonlyMap<string, string>): string {
  const withSegments = template.replace(/\[([^\]]*)\]/g, (_match, inner: string) => {
    const keys = [...inner.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    return keys.every((key) => names.has(key)) ? inner : '';
  });
  // A food left out at the cook's word goes from the step with its joining word ('with {garlic}', '{onion} and').
  const withoutLeftOut = withSegments
    .replace(/(?:,\s*|\s+(?:and|with|plus)\s+)\{(\w+)\}/g, (match, key: string) => (names.has(key) ? match : ''))
    .replace(/\{(\w+)\}(?:,\s*|\s+and\s+)/g, (match, key: string) => (names.has(key) ? match : ''));
  const text = withoutLeftOut
    .replace(/\{(\w+)\}/g, (_match, key: string) => names.get(key) ?? 'it')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    // A template's own article before a name that brings one ('Add the {butternut}').
    .replace(/\b(the|The) the\b/g, '$1')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A substitution can repeat a food already listed: list it once with the summed quantity. */
function mergeDuplicates(lines: TLine[]): void {
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    const first = lines.findIndex((other) => other.food.key === line.food.key && other.unit === line.unit);
    const target = lines[first];
    if (first < 0 || first === index || !target || target.isMerged) continue;
    lines[first] = { ...target, quantity: target.quantity + line.quantity };
    lines[index] = { ...line, isMerged: true };
  }
}

function isCounted(line: TLine): boolean {
  return !line.food.isBasic;
}

function lineName(line: TLine): string {
  return line.unit === '' && line.quantity > 1 ? line.food.plural : line.food.name;
}

/**
 * A list name as a step says it: 'butternut squash, cubed' (the list) → 'the cubed butternut squash'
 * (the step). Names without a preparation stay as they are.
 */
export function toStepName(listName: string): string {
  const match = /^(.+?),\s*([a-z]+ed)$/i.exec(listName.trim());
  return match ? `the ${match[2] ?? ''} ${match[1] ?? ''}` : listName;
}

function addPantryExtras(lines: TLine[], steps: string[], blueprint: TBlueprint, context: TAdaptContext, swaps: TSwap[]): void {
  const usesAny = lines.some((line) => context.pantry.some((food) => food.key === line.food.key) && !STAPLE_KEYS.has(line.food.key));
  if (usesAny || blueprint.meals.includes('drink') || blueprint.meals.includes('dessert')) return;
  const present = new Set(lines.map((line) => line.food.key));
  const extras = context.pantry.filter((food) => (food.category === 'vegetable' || food.category === 'greens') && !present.has(food.key)).slice(0, 2);
  if (extras.length === 0) return;
  for (const food of extras) {
    const grams = 75 * blueprint.servings;
    lines.push({
      slotKey: `pantry_${food.key}`,
      food,
      quantity: food.unit === 'g' || food.unit === 'ml' ? grams : Math.max(1, grams / (food.gramsPerUnit || grams)),
      unit: food.unit,
      isOptional: false,
      isFromPantry: true,
    });
    swaps.push({ from: food, to: food, reason: 'pantry', dietLabel: '' });
  }
  const names = extras.map((food) => `{pantry_${food.key}}`).join(' and ');
  const step = blueprint.isHot
    ? `Stir in the ${names} from your fridge and cook for 3–4 minutes, until just tender.`
    : `Chop the ${names} from your fridge and toss them through.`;
  steps.splice(Math.max(0, steps.length - 1), 0, step);
}

type TSubstituted = { lines: readonly TLine[]; refs: readonly TIngredientRef[]; swaps: readonly TSwap[] };

// Substituting every dish considered is the costly part of a request, and the same restriction sets
// come back request after request: results are kept per restriction set and blueprint id (bounded).
const substitutionCache = new Map<string, Map<string, TSubstituted | null>>();
const MAX_CACHED_RESTRICTIONS = 64;

/** Diet and feedback substitutions of one blueprint; null when it cannot be made compliant. */
function substituteAll(blueprint: TBlueprint, context: TAdaptContext): TSubstituted | null {
  const cacheKey = context.restrictionKey;
  let cache = cacheKey === undefined ? undefined : substitutionCache.get(cacheKey);
  const cached = cache?.get(blueprint.id);
  if (cached !== undefined) return cached;
  const swaps: TSwap[] = [];
  const lines: TLine[] = [];
  const refs: TIngredientRef[] = [];
  let result: TSubstituted | null = { lines, refs, swaps };
  for (const ref of blueprint.ingredients) {
    const line: TLine = {
      slotKey: ref.key,
      food: getFood(ref.key),
      quantity: ref.quantity,
      unit: ref.unit,
      isOptional: ref.isOptional,
      isFromPantry: false,
    };
    const substituted = substitute(line, ref, context, swaps, blueprint.title, lines.length === 0 && ref === blueprint.ingredients[0]);
    if (substituted === null) {
      result = null;
      break;
    }
    if (substituted === 'drop') continue;
    lines.push(substituted);
    refs.push(ref);
  }
  if (cacheKey !== undefined) {
    if (!cache) {
      if (substitutionCache.size >= MAX_CACHED_RESTRICTIONS) substitutionCache.clear();
      cache = new Map();
      substitutionCache.set(cacheKey, cache);
    }
    cache.set(blueprint.id, result);
  }
  return result;
}

/**
 * The cheap part of adapting: ingredient lines, servings and numbers, enough to filter and score.
 * Steps and title are rendered only for the chosen dish (see finishCandidate).
 */
export function buildCandidate(blueprint: TBlueprint, context: TAdaptContext): TCandidate | null {
  const substituted = substituteAll(blueprint, context);
  if (!substituted) return null;
  const kept = [...substituted.lines];
  const keptRefs = substituted.refs;
  const swaps = [...substituted.swaps];
  if (context.pantry.length > 0) fillSlots(kept, keptRefs, context, swaps, blueprint.title);
  let templates = blueprint.steps;
  if (context.usesPantry) {
    const extended = [...templates];
    addPantryExtras(kept, extended, blueprint, context, swaps);
    templates = extended;
  }

  if (context.maxIngredients !== null) {
    for (let index = kept.length - 1; index >= 0 && kept.filter(isCounted).length > context.maxIngredients; index -= 1) {
      const line = kept[index];
      if (line && line.isOptional && isCounted(line)) kept.splice(index, 1);
    }
  }

  mergeDuplicates(kept);
  const servings = context.servings ?? blueprint.servings;
  const factor = servings / blueprint.servings;
  const lines: TLine[] = [];
  let ingredientCount = 0;
  for (const line of kept) {
    lines.push({
      slotKey: line.slotKey,
      food: line.food,
      quantity: roundQuantity(line.quantity * factor, line.unit),
      unit: line.unit,
      isOptional: line.isOptional,
      isFromPantry: line.isFromPantry,
      isMerged: line.isMerged,
    });
    if (isCounted(line) && !line.isMerged) ingredientCount += 1;
  }

  const totals = [0, 0, 0, 0, 0, 0];
  for (const line of lines) {
    if (line.isMerged) continue;
    const grams = toGrams(line.quantity, line.unit, line.food);
    for (let index = 0; index < totals.length; index += 1) totals[index] = (totals[index] ?? 0) + ((line.food.macros[index] ?? 0) * grams) / 100;
  }
  const [calories = 0, protein = 0, carbs = 0, fat = 0, fiber = 0, sugar = 0] = totals.map((value) => value / servings);
  return {
    blueprint,
    lines,
    swaps,
    servings,
    templates,
    pantryUsed:
      context.pantry.length === 0
        ? []
        : lines.filter((line) => !line.isMerged && context.pantry.some((food) => isSameForm(food, line.food))).map((line) => line.food),
    macros: [calories, protein, carbs, fat, fiber, sugar],
    ingredientCount,
  };
}

/** Renders the chosen candidate's title (substitutions and diet label) and steps. */
export function finishCandidate(candidate: TCandidate): TAdapted {
  const names = new Map(candidate.lines.map((line) => [line.slotKey, toStepName(lineName(line))]));
  const steps = candidate.templates.map((template) => renderStep(template, names)).filter((step) => step.length > 0);
  const dietLabels = candidate.swaps.filter((swap) => swap.reason === 'diet').map((swap) => swap.dietLabel);
  const prefix = DIET_PRIORITY.find((label) => dietLabels.includes(label));
  const baseTitle = applyTitleSwaps(candidate.blueprint.title, candidate.swaps);
  const title = prefix && !baseTitle.startsWith(prefix) ? `${prefix} ${baseTitle}` : baseTitle;
  const tips = [...new Set(candidate.lines.map((line) => line.food.tip).filter(Boolean))];
  return { ...candidate, title, steps, tips };
}

export function adaptBlueprint(blueprint: TBlueprint, context: TAdaptContext): TAdapted | null {
  const candidate = buildCandidate(blueprint, context);
  return candidate ? finishCandidate(candidate) : null;
}
