import { ALLERGEN_KEYS, ALLERGENS, FOOD_FACTS, type TFoodFact } from '../kitchen/diet-vocabulary.ts';
import type { TFood } from '../kitchen/food.ts';
import { findFoodSpans, isFoodName } from '../kitchen/food-table.ts';
import { FALLBACK_WORDS, FREE_FROM_QUALIFIERS, NEUTRAL_PHRASES } from './ingredient-lexicon.ts';

// How the dietary guard reads an ingredient: every food of the kitchen table the text names counts
// with the table's facts, and every fallback word outside those foods counts too (a dish such as
// quiche, or "meat" on its own). The whole text is read, alternatives and comments included: in doubt
// the guard restricts more. Safe in the browser (the recipe dialog lists allergens with it).

/** Lower case, accents and apostrophes removed, every other non-letter a single space. */
export function normaliseIngredientName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FALLBACK_PATTERNS: ReadonlyArray<readonly [TFoodFact, RegExp]> = FOOD_FACTS.map((fact) => [
  fact,
  new RegExp(`\\b(?:${FALLBACK_WORDS[fact].join('|')})\\b`, 'g'),
]);

// Most ingredients name no fallback word: one test of them all spares the per-fact search.
const ANY_FALLBACK_WORD = new RegExp(`\\b(?:${FOOD_FACTS.flatMap((fact) => FALLBACK_WORDS[fact]).join('|')})\\b`);

/** The word index each character of a single-spaced text belongs to. */
function indexWords(text: string): number[] {
  const wordAt: number[] = [];
  let word = 0;
  for (const character of text) {
    if (character === ' ') word += 1;
    wordAt.push(word);
  }
  return wordAt;
}

/** The facts the fallback words name outside the spans of known foods. */
function readFallbackWords(text: string, spans: readonly { start: number; end: number }[]): TFoodFact[] {
  if (!ANY_FALLBACK_WORD.test(text)) return [];
  const wordAt = indexWords(text);
  const found: TFoodFact[] = [];
  for (const [fact, pattern] of FALLBACK_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const first = wordAt[match.index] ?? 0;
      const last = wordAt[match.index + match[0].length - 1] ?? first;
      const isInsideFood = spans.some((span) => span.start <= first && last < span.end);
      if (!isInsideFood) {
        found.push(fact);
        break;
      }
    }
  }
  return found;
}

/**
 * The facts an ingredient has, e.g. 'almond milk' → ['treeNut'], 'chicken egg' → ['egg'],
 * 'gluten-free pasta' → []. `alsoFoods` adds foods read elsewhere (the line reader's food).
 */
export function readIngredientFacts(name: string, alsoFoods: readonly (TFood | null)[] = []): TFoodFact[] {
  let text = normaliseIngredientName(name);
  // A compound the table knows as a food keeps its words: the table's facts decide ("oat milk").
  for (const [pattern, replacement] of NEUTRAL_PHRASES) {
    text = text.replace(pattern, (phrase: string, ...groups: unknown[]) =>
      isFoodName(phrase) ? phrase : replacement.replace(/\$(\d)/g, (_, digit: string) => String(groups[Number(digit) - 1] ?? '')),
    );
  }
  const spans = text === '' ? [] : findFoodSpans(text.split(' '));
  const found = new Set<TFoodFact>(readFallbackWords(text, spans));
  for (const food of [...spans.map((span) => span.food), ...alsoFoods]) for (const fact of food?.facts ?? []) found.add(fact);
  const lifted = findLiftedFacts(text);
  return FOOD_FACTS.filter((fact) => found.has(fact) && !lifted.includes(fact));
}

/** The facts an ingredient says it is free from: 'gluten-free pasta' → ['gluten'], 'vegan butter' → the animal facts. */
export function findLiftedFacts(name: string): TFoodFact[] {
  const text = normaliseIngredientName(name);
  const lifted = new Set<TFoodFact>();
  for (const [qualifier, facts] of FREE_FROM_QUALIFIERS) if (qualifier.test(text)) for (const fact of facts) lifted.add(fact);
  return FOOD_FACTS.filter((fact) => lifted.has(fact));
}

// The same names come back constantly (the composer's foods, common recipe lines): their readings are kept.
const factsCache = new Map<string, readonly TFoodFact[]>();
const MAX_CACHED_NAMES = 5000;

/** The categories an ingredient belongs to, read from its text alone, e.g. 'almond milk' → ['treeNut']. */
export function classifyIngredient(name: string): TFoodFact[] {
  let facts = factsCache.get(name);
  if (!facts) {
    facts = readIngredientFacts(name);
    if (factsCache.size >= MAX_CACHED_NAMES) factsCache.clear();
    factsCache.set(name, facts);
  }
  return [...facts];
}

/** 'Egg', 'Milk', … for every major allergen the ingredient lines contain, in a fixed order. */
export function listAllergens(ingredientNames: readonly string[]): string[] {
  const found = new Set(ingredientNames.flatMap(classifyIngredient));
  return ALLERGEN_KEYS.filter((key) => found.has(ALLERGENS[key].fact)).map((key) => ALLERGENS[key].label);
}
