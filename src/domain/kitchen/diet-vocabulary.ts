import { z } from 'zod';
import { DIETARY_KEYS, DIETARY_LABELS, type TDietaryKey } from './dietary-labels.ts';

// The one vocabulary of diets and allergens. Foods carry food facts (what they contain); cooks state
// restrictions (what they avoid); each restriction rules out a set of facts. The spec's five profile
// flags are the first five restrictions, and the profile's stored allergen names map onto facts and
// restrictions here and nowhere else.

/** What a food can contain that some cook avoids; the food table, the guard and the composer all use these keys. */
export const FOOD_FACTS = ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gluten', 'treeNut', 'peanut', 'soy', 'sesame', 'alcohol'] as const;
export type TFoodFact = (typeof FOOD_FACTS)[number];
export const ZFoodFactSchema = z.enum(FOOD_FACTS);

/** How the guard names a fact in its messages ('tree nuts, breaks Nut Free'). */
export const FOOD_FACT_LABELS: Record<TFoodFact, string> = {
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
  soy: 'soy',
  sesame: 'sesame',
  alcohol: 'alcohol',
};

// The spec's five profile flags and their labels live in a zod-free module (the Create page's first load).
export { DIETARY_KEYS, DIETARY_LABELS, type TDietaryKey };

/** Every restriction Forkcast enforces: the five flags first, then the allergens and what prompts ask for. */
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

/** The adjective a dish title carries when a restriction changed it ('Gluten-Free Lasagne'). */
export const RESTRICTION_TITLE_WORDS: Record<TRestrictionKey, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  glutenFree: 'Gluten-Free',
  dairyFree: 'Dairy-Free',
  nutFree: 'Nut-Free',
  pescatarian: 'Pescatarian',
  eggFree: 'Egg-Free',
  fishFree: 'Fish-Free',
  shellfishFree: 'Shellfish-Free',
  peanutFree: 'Peanut-Free',
  treeNutFree: 'Nut-Free',
  soyFree: 'Soy-Free',
  sesameFree: 'Sesame-Free',
  alcoholFree: 'Alcohol-Free',
};

/** The food facts each restriction rules out. */
export const RESTRICTION_FACTS: Record<TRestrictionKey, readonly TFoodFact[]> = {
  vegan: ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['treeNut', 'peanut'],
  pescatarian: ['meat', 'poultry'],
  eggFree: ['egg'],
  fishFree: ['fish'],
  shellfishFree: ['shellfish'],
  peanutFree: ['peanut'],
  treeNutFree: ['treeNut'],
  soyFree: ['soy'],
  sesameFree: ['sesame'],
  alcoholFree: ['alcohol'],
};

/**
 * The major allergens as the profile stores them and the API carries them (Settings → Dietary
 * Restrictions). Their spelling is part of the stored data, so it stays; ALLERGENS below is the one
 * place it meets the food facts and restrictions.
 */
export const ALLERGEN_KEYS = ['egg', 'milk', 'fish', 'shellfish', 'peanuts', 'treeNuts', 'wheat', 'soy', 'sesame'] as const;
export type TAllergenKey = (typeof ALLERGEN_KEYS)[number];
export const ZAllergensSchema = z.array(z.enum(ALLERGEN_KEYS)).max(ALLERGEN_KEYS.length);

/** Each stored allergen: its label, the food fact it is, and the restriction that avoids it. */
export const ALLERGENS: Record<TAllergenKey, { label: string; fact: TFoodFact; restriction: TRestrictionKey }> = {
  egg: { label: 'Egg', fact: 'egg', restriction: 'eggFree' },
  milk: { label: 'Milk', fact: 'dairy', restriction: 'dairyFree' },
  fish: { label: 'Fish', fact: 'fish', restriction: 'fishFree' },
  shellfish: { label: 'Shellfish', fact: 'shellfish', restriction: 'shellfishFree' },
  peanuts: { label: 'Peanuts', fact: 'peanut', restriction: 'peanutFree' },
  treeNuts: { label: 'Tree nuts', fact: 'treeNut', restriction: 'treeNutFree' },
  wheat: { label: 'Wheat / gluten', fact: 'gluten', restriction: 'glutenFree' },
  soy: { label: 'Soy', fact: 'soy', restriction: 'soyFree' },
  sesame: { label: 'Sesame', fact: 'sesame', restriction: 'sesameFree' },
};
