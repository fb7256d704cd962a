import type { TDietary } from '../../domain/profile.ts';

// Shared fixtures for the composer's tests and bench: diet combinations and a typical fridge.

export const NO_DIET: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };

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
