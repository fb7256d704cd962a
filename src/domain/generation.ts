import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from './limits.ts';
import { ZNutritionAnalysisSchema } from './nutrition-analysis.ts';
import { ZRecipeMatchSchema } from './ai-recipe.ts';
import { ZGeneratedRecipeSchema } from './generated-recipe.ts';
import { ZNutritionSchema } from './recipe.ts';

export { RECIPE_MATCHES, ZRecipeMatchSchema, type TRecipeMatch } from './ai-recipe.ts';

// Contracts of the generation calls, shared by the server routes and the Create page.

/** POST /generate-recipe. Text mode: prompt, cartList, dietary labels, userId. URL mode: prompt, userId, isUrl. */
export const ZGenerateRecipeRequestSchema = z.object({
  // Length and emptiness are checked by the service so the spec's messages come back in the spec's order.
  prompt: z.string().max(PROMPT_MAX_LENGTH * 8),
  cartList: z.array(z.string().max(200)).max(500).optional(),
  /** Ours: the cart names due soon (use-by within 3 days), which the generator uses first. */
  useSoonList: z.array(z.string().max(200)).max(500).optional(),
  dietary: z.array(z.string().max(50)).max(20).optional(),
  userId: z.string().min(1).max(200),
  isUrl: z.boolean().optional(),
  /** Ours: ask for a different take on the same prompt. */
  seed: z.number().int().nonnegative().optional(),
});
export type TGenerateRecipeRequest = z.infer<typeof ZGenerateRecipeRequestSchema>;

export const ZGenerateRecipeResponseSchema = z.object({
  /** Normalised for the session list: ingredient lines as strings, numbers cleaned, imageUrl '' until /generate-image. */
  recipe: ZGeneratedRecipeSchema,
  /** Ours: the major allergens the recipe's ingredients contain ('Egg', 'Milk', …), read with the dietary lexicon. */
  allergens: z.array(z.string()).default([]),
  /** Generations left this month after this one; null for Pro. */
  generationsLeft: z.number().int().nullable(),
  /** Ours: how the recipe matches the prompt. */
  match: ZRecipeMatchSchema.default('open'),
  /** Ours: when `match` is not `named`, the sentence the recipe dialog shows ('… doesn't know khachapuri yet — this is …'). */
  matchNote: z.string().optional(),
});
export type TGenerateRecipeResponse = z.infer<typeof ZGenerateRecipeResponseSchema>;

/** POST /generate-image. */
export const ZGenerateImageRequestSchema = z.object({
  title: z.string().trim().max(200),
  ingredients: z.array(z.string().max(500)).max(100),
});
export type TGenerateImageRequest = z.infer<typeof ZGenerateImageRequestSchema>;
export const ZGenerateImageResponseSchema = z.object({ imageUrl: z.string() });

/** POST /nutrition. */
export const ZNutritionRequestSchema = z.object({
  ingredients: z.array(z.string().max(500)).max(100),
  /** Ours, Pro only: the advanced analysis (per ingredient, per serving, % daily values). */
  detail: z.boolean().optional(),
  /** Servings to divide by in the analysis; 1 when absent. */
  servings: z.union([z.string().max(100), z.number().int().min(1).max(1000)]).optional(),
});
export type TNutritionRequest = z.infer<typeof ZNutritionRequestSchema>;
/**
 * How the ingredient reader read one line, for the browser to scale it: the amount and unit, the
 * characters of the line that write them (`span`, null when the reading cannot be pinned to them),
 * and the food.
 */
export const ZLineReadingSchema = z.object({
  quantity: z.number().nullable(),
  quantity2: z.number().nullable(),
  unit: z.string().max(20).nullable(),
  span: z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative(), unitText: z.string().max(50).nullable() }).nullable(),
  foodName: z.string().max(500),
});
export type TLineReading = z.infer<typeof ZLineReadingSchema>;

export const ZNutritionResponseSchema = z.object({
  nutrition: ZNutritionSchema,
  /** Lines that could not be matched or weighed: shown to the cook, never counted as zero silently. */
  unknownIngredients: z.array(z.string()),
  /** Present only when detail was asked for (Pro). */
  analysis: ZNutritionAnalysisSchema.optional(),
  /**
   * Ours: one entry per requested line (null when the line names no known food or has no volume), so
   * metric conversion can weigh solids in grams with the table's densities.
   */
  lineMeasures: z.array(z.object({ gramsPerMl: z.number().nullable(), isLiquid: z.boolean() }).nullable()).optional(),
  /** Ours: one entry per requested line, the ingredient reader's reading of it, so scaling reads each line as the list and nutrition do. */
  lineReadings: z.array(ZLineReadingSchema).optional(),
});
export type TNutritionResponse = z.infer<typeof ZNutritionResponseSchema>;
