import type { TAppDeps } from '../../app-deps.ts';
import type { TNutritionResult } from '../../providers/nutrition/nutrition-provider.ts';

/** POST /nutrition: totals of the lines it can match; the rest is reported, never silently zero. */
export async function computeNutrition({ deps, ingredients }: { deps: Pick<TAppDeps, 'nutrition'>; ingredients: string[] }): Promise<TNutritionResult> {
  const lines = ingredients.map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) {
    return { nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 }, unknownIngredients: [] };
  }
  return deps.nutrition.computeNutrition(lines);
}
