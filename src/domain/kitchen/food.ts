import { z } from 'zod';
import { COUNT_UNITS } from '../ingredients/units.ts';
import { ZNutritionSchema } from '../recipe.ts';
import { ZShoppingAisleSchema } from '../shopping-list/shopping-list.ts';
import { ZFoodFactSchema } from './diet-vocabulary.ts';

// One food of the kitchen's food table: what nutrition, the shopping list, scaling, the cart, the
// dietary guard and the composer know about it. The table is data; this schema and
// food-table.test.ts say what a row must hold.

export const FOOD_CATEGORIES = [
  'produce',
  'meat',
  'seafood',
  'dairy',
  'egg',
  'grain',
  'legume',
  'nut',
  'fat',
  'condiment',
  'spice',
  'herb',
  'sweetener',
  'baking',
  'drink',
  'other',
] as const;
export type TFoodCategory = (typeof FOOD_CATEGORIES)[number];

const MEASURE_KEYS = ['ml', 'cup', 'tbsp', 'tsp', ...COUNT_UNITS] as const;

/** Weights in grams of one cup / tbsp / tsp / piece / clove ...; `ml` is the density in grams per millilitre. */
export const ZFoodMeasuresSchema = z.partialRecord(z.enum(MEASURE_KEYS), z.number().positive());
export type TFoodMeasures = z.infer<typeof ZFoodMeasuresSchema>;

export const ZFoodSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  category: z.enum(FOOD_CATEGORIES),
  /** Per 100 g of the food as bought (raw unless the name says otherwise). */
  per100g: ZNutritionSchema,
  measures: ZFoodMeasuresSchema,
  /** Other names; matched after lower-casing and singularising, like the parsed name. */
  synonyms: z.array(z.string().min(1)),
  /** What the food (under any of its names) contains that a diet or an allergy rules out. */
  facts: z.array(ZFoodFactSchema),
  /** Where it is kept when bought fresh (the cart files a new item there). */
  storage: z.enum(['refrigerator', 'pantry']),
  /** The store aisle the shopping list files it under. */
  aisle: ZShoppingAisleSchema,
});
export type TFood = z.infer<typeof ZFoodSchema>;

/** Seasonings and the like: a line without an amount counts as nothing rather than as unknown. */
export function isNegligibleWithoutAmount(food: TFood): boolean {
  return food.category === 'spice' || food.category === 'herb' || food.id === 'water' || food.id === 'ice';
}

/** Liquids are the foods the table gives a density in g/ml for (milk, stock, oil, sauces…); ice is not one. */
export function isLiquidFood(food: TFood): boolean {
  return food.measures.ml !== undefined && food.id !== 'ice';
}
