import type { TRecipeGenerator } from './recipe-generator.ts';
import { composeRecipe, warmComposer } from '../../composer/compose-recipe.ts';
import type { TComputeNutrition } from '../../composer/compose-recipe.ts';
import { DishUnknownError } from '../../composer/dish-unknown.ts';
import { AppError } from '../../errors.ts';

/**
 * The default, offline recipe generator: a curated catalogue of real dishes adapted to the prompt,
 * the cook's diets and pantry. `computeNutrition` (totals for ingredient lines) replaces the
 * catalogue's own approximate macros when given; it is divided by the servings.
 */
export function createBuiltinComposer(options: { computeNutrition?: TComputeNutrition } = {}): TRecipeGenerator {
  // The first 'anything but …' request built a table of every food lazily (~0.8 s once under load): built here instead.
  warmComposer();
  return {
    name: 'builtin',
    // async so a failure reaches the caller as a rejected promise, like the LLM providers'.
    generate: async (request) => {
      try {
        return composeRecipe(request, options.computeNutrition).recipe;
      } catch (error) {
        // The composer cannot make the dish named: an honest answer for the cook, not a server error.
        if (error instanceof DishUnknownError) throw new AppError('DISH_UNKNOWN', error.message);
        throw error;
      }
    },
  };
}
