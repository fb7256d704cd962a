import { parseIngredientLine } from '../ingredients/parse-ingredient-line.ts';
import {
  DIETARY_KEYS,
  DIETARY_LABELS,
  FOOD_FACT_LABELS,
  RESTRICTION_FACTS,
  RESTRICTION_LABELS,
  type TFoodFact,
  type TRestrictionKey,
} from '../kitchen/diet-vocabulary.ts';
import { findFood, isFoodName } from '../kitchen/food-table.ts';
import type { TDietary } from '../profile.ts';
import { normaliseIngredientName, readIngredientFacts } from './read-ingredient-facts.ts';
import { restrictionsFromDietary, type TRestrictions } from './restrictions.ts';

/** `restriction: 'avoid'` is a word the cook asked to leave out ('without mushrooms'); `category` is then null. */
export type TDietaryViolation = {
  ingredient: string;
  restriction: TRestrictionKey | 'avoid';
  category: TFoodFact | null;
  avoided?: string;
};

// The guard reads each line twice and counts both: as the one line reader reads it (the food the
// shopping list and nutrition see, "juice of 1 lime" → lime juice) and as text, every food and fallback
// word anywhere in it ("stock (chicken or vegetable)"). The line reader is server-side (its tagger
// reads a model file); the browser lists allergens from the text reading alone.
const lineFactsCache = new Map<string, readonly TFoodFact[]>();
const MAX_CACHED_LINES = 5000;

/** The facts the guard judges a line by: its text and the food the line reader finds in it. */
export function classifyIngredientLine(line: string): readonly TFoodFact[] {
  let facts = lineFactsCache.get(line);
  if (!facts) {
    // A line that is just a food's name reads the same either way (the table test checks every name), so it skips the reader.
    facts = isFoodName(line) ? readIngredientFacts(line) : readIngredientFacts(line, [findFood(parseIngredientLine(line).foodName)]);
    if (lineFactsCache.size >= MAX_CACHED_LINES) lineFactsCache.clear();
    lineFactsCache.set(line, facts);
  }
  return facts;
}

/** 'mushrooms' → /\bmushrooms?\b/, 'berry' → /\bberr(?:y|ies)\b/: a word the cook avoids, singular or plural. */
export function toAvoidPattern(word: string): RegExp {
  const stem = normaliseIngredientName(word);
  const body = stem.endsWith('y') ? `${stem.slice(0, -1)}(?:y|ies)` : `${stem}(?:s|es)?`;
  return new RegExp(`\\b${body}\\b`);
}

const avoidPatternCache = new Map<string, RegExp>();

function avoidPattern(word: string): RegExp {
  let pattern = avoidPatternCache.get(word);
  if (!pattern) {
    pattern = toAvoidPattern(word);
    if (avoidPatternCache.size < 2000) avoidPatternCache.set(word, pattern);
  }
  return pattern;
}

/** Every (ingredient, restriction, category) the restrictions forbid, and every avoided word an ingredient names. */
export function findRestrictionViolations(ingredientNames: readonly string[], restrictions: TRestrictions): TDietaryViolation[] {
  const active = restrictions.keys;
  if (active.length === 0 && restrictions.avoid.length === 0) return [];
  const violations: TDietaryViolation[] = [];
  for (const ingredient of ingredientNames) {
    const categories = classifyIngredientLine(ingredient);
    for (const restriction of active) {
      for (const category of categories) {
        if (RESTRICTION_FACTS[restriction].includes(category)) violations.push({ ingredient, restriction, category });
      }
    }
    if (restrictions.avoid.length === 0) continue;
    const text = normaliseIngredientName(ingredient);
    for (const word of restrictions.avoid) {
      if (avoidPattern(word).test(text)) violations.push({ ingredient, restriction: 'avoid', category: null, avoided: word });
    }
  }
  return violations;
}

/** Every (ingredient, restriction, category) the cook's five profile flags forbid. */
export function findDietaryViolations(ingredientNames: readonly string[], dietary: TDietary): TDietaryViolation[] {
  return findRestrictionViolations(ingredientNames, restrictionsFromDietary(dietary));
}

/** One readable sentence naming the violations, for the retry prompt and the error message. */
export function describeDietaryViolations(violations: readonly TDietaryViolation[]): string {
  const byIngredient = new Map<string, Set<string>>();
  for (const { ingredient, restriction, category, avoided } of violations) {
    const reasons = byIngredient.get(ingredient) ?? new Set<string>();
    if (restriction === 'avoid' || category === null) reasons.add(`you asked for no ${avoided ?? ingredient}`);
    else reasons.add(`${FOOD_FACT_LABELS[category]}, breaks ${RESTRICTION_LABELS[restriction]}`);
    byIngredient.set(ingredient, reasons);
  }
  return [...byIngredient].map(([ingredient, reasons]) => `${ingredient} (${[...reasons].join('; ')})`).join(', ');
}

/** Maps the generate call's labels ('Gluten Free', 'nutFree', 'nut-free') onto profile flags. */
export function parseDietaryLabels(labels: readonly string[]): TDietary {
  const wanted = new Set(labels.map((label) => label.toLowerCase().replace(/[^a-z]/g, '')));
  const dietary: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };
  for (const key of DIETARY_KEYS) {
    dietary[key] = wanted.has(key.toLowerCase()) || wanted.has(DIETARY_LABELS[key].toLowerCase().replace(/[^a-z]/g, ''));
  }
  return dietary;
}

/** A restriction holds when either source asks for it. */
export function mergeDietary(first: TDietary, second: TDietary): TDietary {
  const merged: TDietary = { ...first };
  for (const key of DIETARY_KEYS) merged[key] = first[key] || second[key];
  return merged;
}
