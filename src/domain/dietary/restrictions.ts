import { ALLERGENS, DIETARY_KEYS, RESTRICTION_KEYS, RESTRICTION_LABELS, type TAllergenKey, type TRestrictionKey } from '../kitchen/diet-vocabulary.ts';
import type { TDietary } from '../profile.ts';

// Every restriction Forkcast enforces, wherever the cook stated it: the spec's five profile flags,
// the major allergens of Settings, and what the prompt says ('egg-free', 'no peanuts', 'without
// mushrooms'). One merged set drives the composer, the LLM's instructions and the dietary guard.
// The keys themselves are the kitchen's diet vocabulary; the five flags map onto them here only.

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
  return { keys: allergens.map((allergen) => ALLERGENS[allergen].restriction), avoid: [] };
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
