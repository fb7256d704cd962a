import {
  ALLERGEN_KEYS,
  ALLERGENS,
  DIETARY_KEYS,
  DIETARY_LABELS,
  FOOD_FACT_LABELS,
  FOOD_FACTS,
  RESTRICTION_FACTS,
  RESTRICTION_LABELS,
  type TFoodFact,
  type TRestrictionKey,
} from '../kitchen/diet-vocabulary.ts';
import type { TDietary } from '../profile.ts';
import { CATEGORY_PATTERNS, FREE_FROM_QUALIFIERS, NEUTRAL_PHRASES } from './ingredient-lexicon.ts';
import { restrictionsFromDietary, type TRestrictions } from './restrictions.ts';

/** `restriction: 'avoid'` is a word the cook asked to leave out ('without mushrooms'); `category` is then null. */
export type TDietaryViolation = {
  ingredient: string;
  restriction: TRestrictionKey | 'avoid';
  category: TFoodFact | null;
  avoided?: string;
};

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

/** The categories an ingredient belongs to, e.g. 'almond milk' → ['treeNut']. */
export function classifyIngredient(name: string): TFoodFact[] {
  let text = normaliseIngredientName(name);
  // eslint-disable-next-line no-restricted-syntax -- a constant table of the lexicon, no user text
  for (const [pattern, replacement] of NEUTRAL_PHRASES) text = text.replace(pattern, replacement);
  const lifted = new Set<TFoodFact>();
  for (const [qualifier, categories] of FREE_FROM_QUALIFIERS) {
    if (qualifier.test(text)) for (const category of categories) lifted.add(category);
  }
  return FOOD_FACTS.filter((category) => !lifted.has(category) && CATEGORY_PATTERNS[category].some((pattern) => pattern.test(text)));
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
    const categories = classifyIngredient(ingredient);
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

/** 'Egg', 'Milk', … for every major allergen the ingredient lines contain, in a fixed order. */
export function listAllergens(ingredientNames: readonly string[]): string[] {
  const found = new Set(ingredientNames.flatMap(classifyIngredient));
  return ALLERGEN_KEYS.filter((key) => found.has(ALLERGENS[key].fact)).map((key) => ALLERGENS[key].label);
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
