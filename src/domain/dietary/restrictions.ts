import { DIETARY_KEYS, DIETARY_LABELS, type TDietary } from '../profile.ts';
import type { TAllergenKey } from './allergens.ts';

// Every restriction Forkcast enforces, wherever the cook stated it: the spec's five profile flags,
// the major allergens of Settings, and what the prompt says ('egg-free', 'no peanuts', 'without
// mushrooms'). One merged set drives the composer, the LLM's instructions and the dietary guard.

export const RESTRICTION_KEYS = [
  ...DIETARY_KEYS,
  'pescatarian',
  'eggFree',
  'fishFree',
  'shellfishFree',
  'peanutFree',
  'treeNutFree',
  'soyFree',
  'sesameFree',
  'alcoholFree',
] as const;
export type TRestrictionKey = (typeof RESTRICTION_KEYS)[number];

export const RESTRICTION_LABELS: Record<TRestrictionKey, string> = {
  ...DIETARY_LABELS,
  pescatarian: 'Pescatarian',
  eggFree: 'Egg Free',
  fishFree: 'Fish Free',
  shellfishFree: 'Shellfish Free',
  peanutFree: 'Peanut Free',
  treeNutFree: 'Tree Nut Free',
  soyFree: 'Soy Free',
  sesameFree: 'Sesame Free',
  alcoholFree: 'Alcohol Free',
};

export const ALLERGEN_RESTRICTIONS: Record<TAllergenKey, TRestrictionKey> = {
  egg: 'eggFree',
  milk: 'dairyFree',
  fish: 'fishFree',
  shellfish: 'shellfishFree',
  peanuts: 'peanutFree',
  treeNuts: 'treeNutFree',
  wheat: 'glutenFree',
  soy: 'soyFree',
  sesame: 'sesameFree',
};

/**
 * `keys`: restrictions by name; `avoid`: single lower-case words the cook does not want
 * ('mushroom' from 'without mushrooms'), matched as whole words, singular or plural.
 */
export type TRestrictions = { keys: TRestrictionKey[]; avoid: string[] };

export const NO_RESTRICTIONS: TRestrictions = { keys: [], avoid: [] };

export function restrictionsFromDietary(dietary: TDietary): TRestrictions {
  return { keys: DIETARY_KEYS.filter((key) => dietary[key]), avoid: [] };
}

export function restrictionsFromAllergens(allergens: readonly TAllergenKey[]): TRestrictions {
  return { keys: allergens.map((allergen) => ALLERGEN_RESTRICTIONS[allergen]), avoid: [] };
}

/** A restriction holds when any source asks for it; sorted so equal sets compare equal. */
export function mergeRestrictions(...sets: readonly TRestrictions[]): TRestrictions {
  const keys = new Set(sets.flatMap((set) => set.keys));
  const avoid = new Set(sets.flatMap((set) => set.avoid));
  return { keys: RESTRICTION_KEYS.filter((key) => keys.has(key)), avoid: [...avoid].sort() };
}

/** The five profile flags implied by a restriction set (a vegan cook is also vegetarian). */
export function toDietaryFlags(restrictions: TRestrictions): TDietary {
  const has = (key: TRestrictionKey) => restrictions.keys.includes(key);
  return {
    vegan: has('vegan'),
    vegetarian: has('vegetarian') || has('vegan'),
    glutenFree: has('glutenFree'),
    dairyFree: has('dairyFree'),
    nutFree: has('nutFree'),
  };
}

function squash(label: string): string {
  return label.toLowerCase().replace(/[^a-z]/g, '');
}

/** Maps the generate call's labels ('Gluten Free', 'nutFree', 'sesame-free', 'Egg Free') onto restrictions. */
export function parseRestrictionLabels(labels: readonly string[]): TRestrictions {
  const wanted = new Set(labels.map(squash));
  return {
    keys: RESTRICTION_KEYS.filter((key) => wanted.has(squash(key)) || wanted.has(squash(RESTRICTION_LABELS[key]))),
    avoid: [],
  };
}

/** Readable list for the LLM instructions and notes: 'Vegan, Egg Free, no mushroom'. */
export function describeRestrictions(restrictions: TRestrictions): string {
  return [...restrictions.keys.map((key) => RESTRICTION_LABELS[key]), ...restrictions.avoid.map((word) => `no ${word}`)].join(', ');
}
