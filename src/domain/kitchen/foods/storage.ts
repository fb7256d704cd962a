import type { TFoodCategory } from '../food.ts';

// How each food is kept when bought: the cart files a new item by it. Most foods are kept as their
// category is (meat, fish, dairy, eggs, herbs and most produce cold; the rest on the shelf); these
// lists name the foods that are not. The table test checks every name here is a food.

/** Produce kept at room temperature, by the table's food name. */
export const ROOM_TEMPERATURE_PRODUCE = new Set([
  'onion',
  'shallot',
  'garlic',
  'potato',
  'sweet potato',
  'tomato',
  'cherry tomato',
  'avocado',
  'banana',
  'plantain',
  'cassava',
  'butternut squash',
  'spaghetti squash',
  'pumpkin',
  'jicama',
  'coconut',
  'shredded coconut',
  'sweetened coconut',
  'date',
  'raisin',
  'water chestnut',
  'bamboo shoot',
  'olive',
  'caper',
  'pickle',
  'applesauce',
]);

/** Kept cold although their category is mostly shelf food (a grain, a condiment). */
export const CHILLED_FOODS = new Set([
  'fresh pasta',
  'fresh egg pasta',
  'cooked rice',
  'cooked brown rice',
  'cooked quinoa',
  'cooked pasta',
  'cooked lentil',
  'hummus',
  'edamame',
  'tofu',
  'silken tofu',
  'tempeh',
  'seitan',
  'plant-based ground',
  'pesto',
  'miso',
  'tzatziki',
  'kimchi',
  'vegan kimchi',
  'sauerkraut',
  'curry paste',
  'tikka masala paste',
  'vegan thai curry paste',
  'mayonnaise',
  'vegan mayonnaise',
  'puff pastry',
  'wonton wrapper',
  'lemon juice',
  'lime juice',
]);

/** Kept on the shelf although their category is mostly kept cold. */
export const SHELF_STABLE_FOODS = new Set(['milk powder']);

const COLD_CATEGORIES: ReadonlySet<TFoodCategory> = new Set(['meat', 'seafood', 'dairy', 'egg', 'herb', 'produce']);

/** Where a food is kept when bought fresh: in the refrigerator or in the pantry. */
export function chooseStorage(name: string, category: TFoodCategory): 'refrigerator' | 'pantry' {
  if (CHILLED_FOODS.has(name)) return 'refrigerator';
  if (SHELF_STABLE_FOODS.has(name) || ROOM_TEMPERATURE_PRODUCE.has(name)) return 'pantry';
  return COLD_CATEGORIES.has(category) ? 'refrigerator' : 'pantry';
}
