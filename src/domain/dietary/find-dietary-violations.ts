import { DIETARY_KEYS, DIETARY_LABELS, type TDietary, type TDietaryKey } from '../profile.ts';
import {
  CATEGORY_PATTERNS,
  FREE_FROM_QUALIFIERS,
  INGREDIENT_CATEGORIES,
  NEUTRAL_PHRASES,
  type TIngredientCategory,
} from './ingredient-lexicon.ts';

/** Which ingredient categories each dietary restriction of the profile excludes. */
export const RESTRICTION_CATEGORIES: Record<TDietaryKey, readonly TIngredientCategory[]> = {
  vegan: ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['treeNut', 'peanut'],
};

export const CATEGORY_LABELS: Record<TIngredientCategory, string> = {
  meat: 'meat',
  poultry: 'poultry',
  fish: 'fish',
  shellfish: 'shellfish',
  dairy: 'dairy',
  egg: 'egg',
  honey: 'honey',
  gluten: 'gluten',
  treeNut: 'tree nuts',
  peanut: 'peanuts',
  alcohol: 'alcohol',
};

export type TDietaryViolation = {
  ingredient: string;
  restriction: TDietaryKey;
  category: TIngredientCategory;
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
export function classifyIngredient(name: string): TIngredientCategory[] {
  let text = normaliseIngredientName(name);
  for (const [pattern, replacement] of NEUTRAL_PHRASES) text = text.replace(pattern, replacement);
  const lifted = new Set<TIngredientCategory>();
  for (const [qualifier, categories] of FREE_FROM_QUALIFIERS) {
    if (qualifier.test(text)) for (const category of categories) lifted.add(category);
  }
  return INGREDIENT_CATEGORIES.filter(
    (category) => !lifted.has(category) && CATEGORY_PATTERNS[category].some((pattern) => pattern.test(text)),
  );
}

/** Every (ingredient, restriction, category) the cook's active restrictions forbid. */
export function findDietaryViolations(ingredientNames: readonly string[], dietary: TDietary): TDietaryViolation[] {
  const active = DIETARY_KEYS.filter((key) => dietary[key]);
  if (active.length === 0) return [];
  const violations: TDietaryViolation[] = [];
  for (const ingredient of ingredientNames) {
    const categories = classifyIngredient(ingredient);
    for (const restriction of active) {
      for (const category of categories) {
        if (RESTRICTION_CATEGORIES[restriction].includes(category)) violations.push({ ingredient, restriction, category });
      }
    }
  }
  return violations;
}

/** One readable sentence naming the violations, for the retry prompt and the error message. */
export function describeDietaryViolations(violations: readonly TDietaryViolation[]): string {
  const byIngredient = new Map<string, Set<string>>();
  for (const { ingredient, restriction, category } of violations) {
    const reasons = byIngredient.get(ingredient) ?? new Set<string>();
    reasons.add(`${CATEGORY_LABELS[category]}, breaks ${DIETARY_LABELS[restriction]}`);
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
