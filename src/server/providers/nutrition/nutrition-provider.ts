import type { TNutrition } from '../../../domain/recipe.ts';

export type TNutritionResult = {
  /** Sum over the lines it could match, rounded to whole numbers. */
  nutrition: TNutrition;
  /** Lines it could not match to a food or weigh: reported, never silently zero. */
  unknownIngredients: string[];
};

export type TNutritionProvider = {
  name: 'builtin' | 'fdc';
  computeNutrition: (ingredientLines: string[]) => Promise<TNutritionResult>;
};
