import { describe, expect, it } from 'vitest';
import { ZAiRecipeSchema } from '../../../domain/ai-recipe.ts';
import { EXAMPLE_PROMPTS } from '../../../domain/example-prompts.ts';
import { computeNutritionSync } from '../nutrition/builtin-nutrition.ts';
import { createBuiltinComposer } from './create-builtin-composer.ts';

const NO_DIET = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };
const DIETS = [NO_DIET, { ...NO_DIET, vegan: true }, { ...NO_DIET, glutenFree: true, dairyFree: true }, { ...NO_DIET, nutFree: true }];
const CART = ['Eggs', 'Spinach', 'Cheddar', 'Chicken Breast', 'Rice', 'Tomatoes'];

// The composer and the nutrition table are separate catalogues: every line the composer writes
// must be one the shared table can weigh, or the recipe's nutrition would silently miss it.
describe('composer × nutrition table', () => {
  it('writes only ingredient lines the built-in nutrition table can weigh', async () => {
    const composer = createBuiltinComposer({ computeNutrition: (lines) => computeNutritionSync(lines).nutrition });
    const unknown = new Set<string>();
    for (const prompt of EXAMPLE_PROMPTS) {
      for (const dietary of DIETS) {
        const recipe = ZAiRecipeSchema.parse(await composer.generate({ prompt, cartItems: CART, dietary, seed: 7 }));
        const lines = recipe.ingredients.map((ingredient) => `${ingredient.quantity ?? ''} ${ingredient.name}`.trim());
        for (const line of computeNutritionSync(lines).unknownIngredients) unknown.add(line);
        expect(Number(recipe.nutrition?.calories), `${prompt}: calories`).toBeGreaterThan(0);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});
