import type { TNutrition } from '../recipe.ts';
import type { TCountUnit } from './units.ts';

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

/** Weights in grams of one cup / tbsp / tsp / piece / clove ...; `ml` is the density in grams per millilitre. */
export type TFoodMeasures = Partial<Record<'ml' | 'cup' | 'tbsp' | 'tsp' | TCountUnit, number>>;

export type TFood = {
  id: string;
  name: string;
  category: TFoodCategory;
  /** Per 100 g of the food as bought (raw unless the name says otherwise). */
  per100g: TNutrition;
  measures: TFoodMeasures;
  /** Other names; matched after lower-casing and singularising, like the parsed name. */
  synonyms: string[];
};

/** Seasonings and the like: a line without an amount counts as nothing rather than as unknown. */
export function isNegligibleWithoutAmount(food: TFood): boolean {
  return food.category === 'spice' || food.category === 'herb' || food.id === 'water' || food.id === 'ice';
}

/** Liquids are the foods the table gives a density in g/ml for (milk, stock, oil, sauces…); ice is not one. */
export function isLiquidFood(food: TFood): boolean {
  return food.measures.ml !== undefined && food.id !== 'ice';
}
