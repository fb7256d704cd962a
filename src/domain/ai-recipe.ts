import { z } from 'zod';

// The AI recipe response: what every generator (built-in composer, LLM, URL import) returns
// before the recipe format check, the number clean-up and the dietary guard.

/**
 * How an answer matches its prompt: `named` the dish the cook named; `family` a dish of the named
 * family (the cookbook does not know the dish itself); `cart` an open request built from the cart;
 * `open` an open request ('a quick lunch').
 */
export const RECIPE_MATCHES = ['named', 'family', 'cart', 'open'] as const;
export const ZRecipeMatchSchema = z.enum(RECIPE_MATCHES);
export type TRecipeMatch = z.infer<typeof ZRecipeMatchSchema>;

export const ZAiIngredientSchema = z.object({
  name: z.string(),
  quantity: z.string().optional(),
});

const ZLooseNumber = z.union([z.string(), z.number()]);

export const ZAiNutritionSchema = z.object({
  calories: z.string(),
  protein: ZLooseNumber.optional(),
  carbs: ZLooseNumber.optional(),
  fat: ZLooseNumber.optional(),
  fiber: ZLooseNumber.optional(),
  sugar: ZLooseNumber.optional(),
});

export const ZAiRecipeSchema = z.object({
  title: z.string(),
  ingredients: z.array(ZAiIngredientSchema).min(1),
  instructions: z.array(z.string()).min(1),
  prepTime: z.string().optional(),
  cookTime: z.string().optional(),
  totalTime: z.string().optional(),
  servings: z.union([z.string(), z.number()]),
  nutrition: ZAiNutritionSchema.optional(),
  imageUrl: z.string().optional(),
  /** Ours, not the spec's: the composer knows the meal, so the Save modal can preselect it. */
  category: z.enum(['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Other']).optional(),
  notes: z.string().optional(),
  /** Ours: how the answer matches the prompt (see ZRecipeMatchSchema); the composer sets it, the route fills it in for others. */
  match: z.enum(RECIPE_MATCHES).optional(),
  /** Ours: the sentence shown to the cook when the answer is not the dish named. */
  matchNote: z.string().optional(),
});
export type TAiRecipe = z.infer<typeof ZAiRecipeSchema>;
