import { describe, expect, it } from 'vitest';
import { ZAiRecipeSchema } from '../../../domain/ai-recipe.ts';
import { composeRecipe } from '../compose-recipe.ts';
import { FRIDGE_CART, NO_DIET } from '../test-helpers.ts';
import { describeNotes, describeNutrition, writeRecipe } from './write-recipe.ts';

const compose = (prompt: string, cartItems: string[] = []) => composeRecipe({ prompt, dietary: NO_DIET, cartItems, seed: 0 });

describe('writeRecipe', () => {
  it('writes the adapted dish as a valid AI recipe, its lines once each', () => {
    const { adapted, intent } = compose('a chicken curry');
    const recipe = writeRecipe(adapted, intent);
    expect(ZAiRecipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.title).toBe(adapted.title);
    expect(recipe.servings).toBe(String(adapted.servings));
    expect(recipe.ingredients).toHaveLength(adapted.lines.filter((line) => !line.isMerged).length);
    expect(recipe.category).toBe('Dinner');
  });

  it('files a dish under the meal the prompt asks for when the dish is one', () => {
    const { adapted, intent } = compose('pancakes for breakfast');
    expect(writeRecipe(adapted, intent).category).toBe('Breakfast');
  });
});

describe('describeNutrition', () => {
  it("divides the provider's totals by the servings, else uses the dish's own macros", () => {
    const { adapted } = compose('a chicken curry');
    const totals = { calories: 2000, protein: 100, carbs: 200, fat: 80, fiber: 20, sugar: 10 };
    const computed = describeNutrition(adapted, [], () => totals);
    expect(computed.calories).toBe(String(Math.round(2000 / adapted.servings)));
    expect(computed.protein).toBeCloseTo(100 / adapted.servings, 1);
    expect(describeNutrition(adapted, [], () => null).calories).toBe(String(Math.round(adapted.macros[0])));
  });
});

describe('describeNotes', () => {
  it('says the servings and what came from the kitchen', () => {
    const { adapted } = compose('use what is in my fridge', FRIDGE_CART);
    const notes = describeNotes(adapted);
    expect(notes.startsWith(`Serves ${adapted.servings}.`)).toBe(true);
    expect(adapted.pantryUsed.length).toBeGreaterThan(0);
    expect(notes).toContain(`From your kitchen: ${adapted.pantryUsed.map((food) => food.name).join(', ')}.`);
  });
});
