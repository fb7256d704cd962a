import type { TFood, TFoodCategory, TFoodMeasures } from '../../../../domain/ingredients/food.ts';

/** [name, kcal, protein, carbs, fat, fiber, sugar] per 100 g, measures, synonyms: compact so the tables stay readable. */
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
];

export function buildFoods(category: TFoodCategory, rows: readonly TFoodRow[]): TFood[] {
  return rows.map(([name, calories, protein, carbs, fat, fiber, sugar, measures, synonyms]) => ({
    id: name.replace(/[^a-z0-9]+/g, '-'),
    name,
    category,
    per100g: { calories, protein, carbs, fat, fiber, sugar },
    measures,
    synonyms: synonyms ? [...synonyms] : [],
  }));
}
