import { z } from 'zod';

// The named-dish index: dishes people type, each with how it is made (its family), what makes it
// that dish (defining foods of the kitchen food table) and what usually goes with it. The composer
// reads it to build the named dish itself rather than whatever scores best.

export const DISH_FAMILIES = ['quick-bread','cake','cookie','bar','pancake','waffle','pie','custard','soup','stew','curry','stir-fry','roast','fried','grilled','salad','sandwich','wrap','pasta','pizza','grain-bowl','omelette','smoothie','shake','cocktail','mocktail','hot-drink','dip',
  'yeast-bread','flatbread','filled-pastry','dumpling','rice','porridge','cold-drink','preserve','sauce','frozen-dessert','sweet','bake','side'] as const;
export type TDishFamily = (typeof DISH_FAMILIES)[number];

export const DISH_MEALS = ['breakfast', 'lunch', 'dinner', 'dessert', 'snack', 'drink'] as const;
export type TDishMeal = (typeof DISH_MEALS)[number];

/** Where a dish is filed: a part of the world, or a course that cuts across cuisines. */
export const DISH_REGIONS = [
  'West Africa', 'East Africa', 'Ethiopia', 'Southern Africa', 'North Africa', 'Middle East', 'Caucasus', 'Central Asia', 'South Asia',
  'China', 'Korea', 'Japan', 'Southeast Asia', 'Philippines', 'Balkans', 'Greece & Turkey', 'Italy', 'France', 'Iberia', 'British Isles',
  'Central Europe', 'Eastern Europe', 'Nordic', 'North America', 'Mexico & Central America', 'Caribbean', 'South America', 'Oceania',
  'everyday', 'breads & bakes', 'breakfasts', 'sides', 'sauces & preserves', 'desserts', 'drinks',
] as const;
export type TDishRegion = (typeof DISH_REGIONS)[number];

export const ZIndexedDishSchema = z.object({
  name: z.string().min(2),              // the title a recipe of it gets: 'Khachapuri', 'Mulled Wine', 'Jollof Rice'
  aliases: z.array(z.string()).default([]), // other names/spellings/transliterations, lower-case
  cuisine: z.string().min(2),           // 'Georgian', 'Nigerian', 'Filipino' …
  family: z.enum(DISH_FAMILIES),        // how it is made
  describe: z.string().min(5),          // a short noun phrase a note can use: 'a cheese-filled yeasted bread baked with an egg'
  defining: z.array(z.string()).min(1).max(6), // the ingredients that make it THIS dish (kitchen food names), most important first
  supporting: z.array(z.string()).max(10).default([]), // other usual ingredients (kitchen food names)
  meals: z.array(z.enum(DISH_MEALS)).min(1),
  vegetarian: z.boolean(),              // true when the classic dish has no meat/fish
  region: z.enum(DISH_REGIONS).optional(), // the file it is kept in: a part of the world or a course
});
export type TIndexedDish = z.infer<typeof ZIndexedDishSchema>;
