import { z } from 'zod';

// The major allergens as profile settings. Kept apart from restrictions.ts so the profile schema can
// use them without an import cycle.

/** The major allergens a cook can set in Settings → Dietary Restrictions (beside the spec's five flags). */
export const ALLERGEN_KEYS = ['egg', 'milk', 'fish', 'shellfish', 'peanuts', 'treeNuts', 'wheat', 'soy', 'sesame'] as const;
export type TAllergenKey = (typeof ALLERGEN_KEYS)[number];
export const ZAllergensSchema = z.array(z.enum(ALLERGEN_KEYS)).max(ALLERGEN_KEYS.length);

export const ALLERGEN_LABELS: Record<TAllergenKey, string> = {
  egg: 'Egg',
  milk: 'Milk',
  fish: 'Fish',
  shellfish: 'Shellfish',
  peanuts: 'Peanuts',
  treeNuts: 'Tree nuts',
  wheat: 'Wheat / gluten',
  soy: 'Soy',
  sesame: 'Sesame',
};

