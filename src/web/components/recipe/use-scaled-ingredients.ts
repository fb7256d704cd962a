import { useRecipeNutrition } from '@/lib/api/nutrition.ts';
import { toScaledIngredients, type TScaleSettings } from './recipe-scaling.ts';

/**
 * The recipe's lines for the chosen servings and units, weighing solids with the nutrition table's
 * densities in metric. The nutrition answer is cached per list of lines, so the dialog, cook mode and
 * print share one request.
 */
export function useScaledIngredients(recipe: { servings: string; ingredients: string[] } | null, settings: TScaleSettings | null): string[] {
  const { lineMeasures } = useRecipeNutrition(recipe?.ingredients ?? [], null);
  if (!recipe || !settings) return [];
  return toScaledIngredients(recipe, settings, lineMeasures);
}
