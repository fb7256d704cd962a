import type { TNutritionLine } from '../../../domain/nutrition-analysis.ts';
import type { TNutrition } from '../../../domain/recipe.ts';

export type TNutritionResult = {
  /** Sum over the lines it could match, rounded to whole numbers. */
  nutrition: TNutrition;
  /** Lines it could not match to a food or weigh: reported, never silently zero. */
  unknownIngredients: string[];
  /** Each line as it was read, only when asked for (advanced nutrition analysis). */
  lines?: TNutritionLine[];
};

export type TComputeNutritionOptions = { withLines?: boolean };

export type TNutritionProvider = {
  name: 'builtin' | 'fdc';
  computeNutrition: (ingredientLines: string[], options?: TComputeNutritionOptions) => Promise<TNutritionResult>;
};
