import { z } from 'zod';
import { RATING_MAX, RATING_MIN, RECIPE_CATEGORIES } from './limits.ts';

// Contracts of recipes, shared by the API (validation) and the web (typed answers).

export const ZNutritionSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  fiber: z.number().nonnegative(),
  sugar: z.number().nonnegative(),
});
export type TNutrition = z.infer<typeof ZNutritionSchema>;

export const ZRecipeCategorySchema = z.enum(RECIPE_CATEGORIES);

/** Sizes of a recipe's fields: the server enforces them and the edit form shows the same numbers. */
export const RECIPE_LIMITS = {
  titleLength: 200,
  lineCount: 100,
  ingredientLength: 500,
  instructionLength: 2000,
  imageUrlLength: 2048,
  notesLength: 5000,
  shortFieldLength: 50,
  sourceUrlLength: 2048,
} as const;

/** A web address a recipe came from: http(s) only, so a link in the dialog can never run script. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

/** One spelling per page: the address without its fragment ('#recipe' jumps within the same page). */
export function toSourceUrl(url: string): string {
  if (!URL.canParse(url.trim())) return url.trim();
  const parsed = new URL(url.trim());
  parsed.hash = '';
  return parsed.href;
}

/** The page a recipe came from, or '' when the cook wrote it or it came from a file without one. */
export const ZSourceUrlSchema = z
  .string()
  .trim()
  .max(RECIPE_LIMITS.sourceUrlLength, `Keep the web address to ${RECIPE_LIMITS.sourceUrlLength} characters.`)
  .refine((text) => text === '' || isWebAddress(text), 'Enter a web address starting with http:// or https://.')
  .default('');

const ZShortField = z.string().max(RECIPE_LIMITS.shortFieldLength, `Keep this to ${RECIPE_LIMITS.shortFieldLength} characters.`).default('');

/** The editable fields of a recipe. */
export const ZRecipeFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(RECIPE_LIMITS.titleLength, `Keep the title to ${RECIPE_LIMITS.titleLength} characters.`),
  ingredients: z
    .array(z.string().trim().min(1).max(RECIPE_LIMITS.ingredientLength, `Keep each ingredient to ${RECIPE_LIMITS.ingredientLength} characters.`))
    .max(RECIPE_LIMITS.lineCount, `At most ${RECIPE_LIMITS.lineCount} ingredients.`),
  instructions: z
    .array(z.string().trim().min(1).max(RECIPE_LIMITS.instructionLength, `Keep each step to ${RECIPE_LIMITS.instructionLength} characters.`))
    .max(RECIPE_LIMITS.lineCount, `At most ${RECIPE_LIMITS.lineCount} steps.`),
  imageUrl: z.string().max(RECIPE_LIMITS.imageUrlLength).default(''),
  notes: z.string().max(RECIPE_LIMITS.notesLength, `Keep the notes to ${RECIPE_LIMITS.notesLength} characters.`).default(''),
  nutrition: ZNutritionSchema.nullable().default(null),
  category: ZRecipeCategorySchema.default('Other'),
  prepTime: ZShortField,
  cookTime: ZShortField,
  totalTime: ZShortField,
  servings: ZShortField,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).default(0),
  sourceUrl: ZSourceUrlSchema,
});
export type TRecipeFields = z.infer<typeof ZRecipeFieldsSchema>;

/** POST /api/recipes body. */
export const ZCreateRecipeSchema = ZRecipeFieldsSchema;
export type TCreateRecipe = z.input<typeof ZCreateRecipeSchema>;

// The PATCH body (ZUpdateRecipeSchema) is in recipe-requests.ts and the Create page's generated recipe in
// generated-recipe.ts: every signed-in page's first load imports this module to read its recipe list, and
// a zod schema costs main-thread time to build when its module runs (issue 29), so this one builds only those.
export type { TUpdateRecipe } from './recipe-requests.ts';
export type { TGeneratedRecipe } from './generated-recipe.ts';

/** A saved recipe as the API returns it. */
export const ZSavedRecipeSchema = ZRecipeFieldsSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedRecipe = z.infer<typeof ZSavedRecipeSchema>;
