import { useRecipeNutrition } from '../../lib/api/nutrition.ts';
import { toScaledIngredients, type TScaleSettings } from './recipe-scaling.ts';

/**
 * The recipe's lines for the chosen servings and units, read by the ingredient reader and weighing
 * solids with the nutrition table's densities in metric. The nutrition answer is cached per list of lines, so the dialog, cook mode and
 * print share one request.
 */
export function useScaledIngredients(recipe: { servings: string; ingredients: string[] } | null, settings: TScaleSettings | null): string[] {
  const facts = useRecipeNutrition(recipe?.ingredients ?? [], null);
  if (!recipe || !settings) return [];
  return toScaledIngredients(recipe, settings, facts);
}
