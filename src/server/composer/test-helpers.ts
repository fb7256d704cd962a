import { singularizeWord } from '../../domain/ingredients/singularize.ts';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import type { TDietary } from '../../domain/profile.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DishUnknownError } from './dish-unknown.ts';

// Shared fixtures for the composer's tests and bench: diet combinations and a typical fridge.

export const NO_DIET: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };

/** How many of the cart's items the recipe's lines name, by each item's last word, as bench/prompts/run.ts reads it. */
export function countCartUsed(lines: string, cart: readonly string[]): number {
  return cart.filter((item) => lines.toLowerCase().includes(item.toLowerCase().split(' ').at(-1) ?? '')).length;
}

/** The same, reading each item's last word singular or plural ('potatoes' in a line of 'potato'). */
export function countCartUsedEitherNumber(lines: string, cart: readonly string[]): number {
  const text = lines.toLowerCase();
  return cart.filter((item) => {
    const last = item.toLowerCase().split(' ').at(-1) ?? '';
    return text.includes(last) || text.includes(singularizeWord(last));
  }).length;
}

/** The composer's answer for a cook with no diet, with its ingredient names joined (what the round tests read). */
export function composeForPrompt(prompt: string, cartItems: readonly string[] = []) {
  const result = composeRecipe({ prompt, cartItems: [...cartItems], dietary: NO_DIET, restrictions: restrictionsFromDietary(NO_DIET), seed: 1 });
  return { ...result, lines: result.recipe.ingredients.map((line) => line.name).join(', ') };
}

/** The same, or null for an honest DISH_UNKNOWN. */
export function composeForPromptOrUnknown(prompt: string, cartItems: readonly string[] = []) {
  try {
    return composeForPrompt(prompt, cartItems);
  } catch (error) {
    if (error instanceof DishUnknownError) return null;
    throw error;
  }
}

export const DIET_COMBOS: ReadonlyArray<{ name: string; dietary: TDietary }> = [
  { name: 'none', dietary: NO_DIET },
  { name: 'vegetarian', dietary: { ...NO_DIET, vegetarian: true } },
  { name: 'vegan', dietary: { ...NO_DIET, vegan: true } },
  { name: 'glutenFree+dairyFree', dietary: { ...NO_DIET, glutenFree: true, dairyFree: true } },
  { name: 'nutFree', dietary: { ...NO_DIET, nutFree: true } },
  { name: 'vegan+glutenFree+nutFree', dietary: { ...NO_DIET, vegan: true, glutenFree: true, nutFree: true } },
];

export const FRIDGE_CART = [
  'Chicken Breast',
  'Baby Spinach',
  'Eggs',
  'Milk',
  'Cheddar Cheese',
  'Bell Pepper',
  'Carrots',
  'Broccoli',
  'Rice',
  'Onion',
  'Garlic',
  'Greek Yogurt',
  'Mushrooms',
  'Zucchini',
  'Bananas',
  'Butter',
  'Lemon',
  'Tomatoes',
];
