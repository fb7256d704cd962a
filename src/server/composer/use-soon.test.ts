import { describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../providers/llm/openai-generator.ts';
import { composeRecipe } from './compose-recipe.ts';
import { NO_DIET } from './test-helpers.ts';

const CART = ['Eggs', 'Rice', 'Chicken Breast', 'Kale', 'Spinach', 'Zucchini', 'Bell Pepper', 'Mushrooms', 'Feta', 'Cheddar'];
const SEEDS = Array.from({ length: 20 }, (_, seed) => seed);

function countRecipesUsing(name: string, useSoonItems: string[] | undefined, prompt: string): number {
  return SEEDS.filter((seed) => {
    const { recipe } = composeRecipe({ prompt, cartItems: CART, useSoonItems, dietary: NO_DIET, seed });
    return recipe.ingredients.some((ingredient) => ingredient.name.toLowerCase().includes(name));
  }).length;
}

describe('use-soon cart items', () => {
  it('the built-in composer prefers dishes that use them up', () => {
    for (const prompt of ['something with what is in my fridge', 'a quick dinner']) {
      const without = countRecipesUsing('mushroom', undefined, prompt);
      const withPreference = countRecipesUsing('mushroom', ['Mushrooms'], prompt);
      expect(withPreference).toBeGreaterThan(without);
      expect(withPreference).toBeGreaterThanOrEqual(SEEDS.length / 2);
    }
  });

  it('an LLM is told to use them first', () => {
    const prompt = buildSystemPrompt({ prompt: 'dinner', cartItems: ['Feta', 'Rice'], useSoonItems: ['Feta'], dietary: NO_DIET, seed: 1 });
    expect(prompt).toContain('Use these first, they must be used up soon: Feta.');
    expect(buildSystemPrompt({ prompt: 'dinner', cartItems: ['Rice'], dietary: NO_DIET, seed: 1 })).not.toContain('Use these first');
  });
});
