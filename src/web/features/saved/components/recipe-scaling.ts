import { parseServings, scaleIngredients } from '../../../../domain/recipe-scaling.ts';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import type { TScaleSettings } from './scale-controls.tsx';

export function getBaseServings(recipe: Pick<TSavedRecipe, 'servings'>): number {
  return Math.max(1, Math.round(parseServings(recipe.servings) ?? 1));
}

export function createScaleSettings(recipe: Pick<TSavedRecipe, 'servings'>): TScaleSettings {
  return { servings: getBaseServings(recipe), system: 'original' };
}

/** The recipe's ingredient lines for the chosen servings and units. */
export function toScaledIngredients(recipe: Pick<TSavedRecipe, 'servings' | 'ingredients'>, settings: TScaleSettings): string[] {
  const factor = settings.servings / getBaseServings(recipe);
  return scaleIngredients(recipe.ingredients, { factor, system: settings.system });
}
