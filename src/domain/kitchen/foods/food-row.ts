import type { TFoodFact } from '../diet-vocabulary.ts';
import type { TFood, TFoodCategory, TFoodMeasures } from '../food.ts';
import { chooseAisle } from './aisle.ts';
import { chooseStorage } from './storage.ts';

/**
 * [name, kcal, protein, carbs, fat, fiber, sugar] per 100 g, measures, synonyms, food facts:
 * compact so the tables stay readable. The facts cover the food under every one of its names.
 */
export type TFoodRow = readonly [
  name: string,
  calories: number,
  protein: number,
  carbs: number,
  fat: number,
  fiber: number,
  sugar: number,
  measures: TFoodMeasures,
  synonyms?: readonly string[],
  facts?: readonly TFoodFact[],
];

export function buildFoods(category: TFoodCategory, rows: readonly TFoodRow[]): TFood[] {
  return rows.map(([name, calories, protein, carbs, fat, fiber, sugar, measures, synonyms, facts]) => ({
    id: name.replace(/[^a-z0-9]+/g, '-'),
    name,
    category,
    per100g: { calories, protein, carbs, fat, fiber, sugar },
    measures,
    synonyms: synonyms ? [...synonyms] : [],
    facts: facts ? [...facts] : [],
    storage: chooseStorage(name, category),
    aisle: chooseAisle(category),
  }));
}
