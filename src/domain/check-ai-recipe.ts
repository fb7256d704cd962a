import { RECIPE_MATCHES, type TAiRecipe } from './ai-recipe.ts';
import { RECIPE_CATEGORIES, type TRecipeCategory } from './limits.ts';
import type { TGeneratedRecipe, TNutrition } from './recipe.ts';

// The AI result check and the AI number clean-up: every generator's answer (built-in, LLM, URL import)
// goes through here before anyone sees it.

export const AI_PARSE_ERROR_MESSAGE = 'AI returned an unexpected recipe format...';

export type TAiRecipeCheck = { isValid: true; recipe: TAiRecipe } | { isValid: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

/** AI numbers: non-numeric characters are stripped, NaN becomes 0. */
export function toAiNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number.parseFloat(value.replace(/[^0-9.]/g, ''));
  return Number.isNaN(parsed) ? 0 : parsed;
}

function toQuantity(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isRecipeCategory(value: unknown): value is TRecipeCategory {
  return typeof value === 'string' && RECIPE_CATEGORIES.some((category) => category === value);
}

/**
 * The exact format rules: title a string; ingredients an array whose first item is an object with a
 * string name; instructions an array whose first item is a string; nutrition, if present, an object
 * with a string calories; times strings if present; servings a string or a number.
 * Later items that do not fit are dropped rather than failing the whole recipe.
 */
export function checkAiRecipe(raw: unknown): TAiRecipeCheck {
  const failure = { isValid: false, message: AI_PARSE_ERROR_MESSAGE } as const;
  if (!isRecord(raw)) return failure;
  const { title, ingredients, instructions, nutrition, prepTime, cookTime, totalTime, servings } = raw;
  if (typeof title !== 'string') return failure;
  if (!Array.isArray(ingredients) || !isRecord(ingredients[0]) || typeof ingredients[0].name !== 'string') return failure;
  if (!Array.isArray(instructions) || typeof instructions[0] !== 'string') return failure;
  if (nutrition !== undefined && (!isRecord(nutrition) || typeof nutrition.calories !== 'string')) return failure;
  if (!isOptionalString(prepTime) || !isOptionalString(cookTime) || !isOptionalString(totalTime)) return failure;
  if (typeof servings !== 'string' && typeof servings !== 'number') return failure;

  const recipe: TAiRecipe = {
    title,
    ingredients: ingredients.flatMap((item: unknown) => {
      if (!isRecord(item) || typeof item.name !== 'string' || item.name.trim() === '') return [];
      const quantity = toQuantity(item.quantity);
      return [quantity ? { name: item.name.trim(), quantity } : { name: item.name.trim() }];
    }),
    instructions: instructions.filter((step: unknown): step is string => typeof step === 'string' && step.trim() !== ''),
    servings,
  };
  if (recipe.ingredients.length === 0 || recipe.instructions.length === 0) return failure;
  if (typeof prepTime === 'string') recipe.prepTime = prepTime;
  if (typeof cookTime === 'string') recipe.cookTime = cookTime;
  if (typeof totalTime === 'string') recipe.totalTime = totalTime;
  if (isRecord(nutrition) && typeof nutrition.calories === 'string') {
    recipe.nutrition = {
      calories: nutrition.calories,
      protein: String(toAiNumber(nutrition.protein)),
      carbs: String(toAiNumber(nutrition.carbs)),
      fat: String(toAiNumber(nutrition.fat)),
      fiber: String(toAiNumber(nutrition.fiber)),
      sugar: String(toAiNumber(nutrition.sugar)),
    };
  }
  if (typeof raw.imageUrl === 'string') recipe.imageUrl = raw.imageUrl;
  if (isRecipeCategory(raw.category)) recipe.category = raw.category;
  if (typeof raw.notes === 'string') recipe.notes = raw.notes;
  const match = RECIPE_MATCHES.find((each) => each === raw.match);
  if (match) recipe.match = match;
  if (typeof raw.matchNote === 'string' && raw.matchNote.trim() !== '') recipe.matchNote = raw.matchNote.trim();
  return { isValid: true, recipe };
}

function toNutrition(recipe: TAiRecipe): TNutrition | null {
  if (!recipe.nutrition) return null;
  const { calories, protein, carbs, fat, fiber, sugar } = recipe.nutrition;
  return {
    calories: toAiNumber(calories),
    protein: toAiNumber(protein),
    carbs: toAiNumber(carbs),
    fat: toAiNumber(fat),
    fiber: toAiNumber(fiber),
    sugar: toAiNumber(sugar),
  };
}

// Quantities that are not amounts read after the name, as a cookbook writes them: 'salt, to taste'.
const TRAILING_QUANTITY = /^(to taste|as needed|as required|for (garnish|serving|frying|dusting|greasing)|to (garnish|serve)|optional)$/i;

/** 'quantity name', 'name, to taste', or the name alone. */
export function toIngredientLine(ingredient: { name: string; quantity?: string }): string {
  const quantity = ingredient.quantity?.trim() ?? '';
  const name = ingredient.name.trim();
  if (!quantity) return name;
  if (TRAILING_QUANTITY.test(quantity)) return `${name}, ${quantity.toLowerCase()}`;
  return `${quantity} ${name}`;
}

/** A checked AI recipe as the Create page's session list holds it. */
export function toGeneratedRecipe(recipe: TAiRecipe, id: string = crypto.randomUUID()): TGeneratedRecipe {
  return {
    id,
    title: recipe.title.trim() || 'Untitled Recipe',
    ingredients: recipe.ingredients.map(toIngredientLine),
    instructions: recipe.instructions.map((step) => step.trim()),
    imageUrl: '',
    notes: recipe.notes?.trim() ?? '',
    nutrition: toNutrition(recipe),
    prepTime: recipe.prepTime?.trim() ?? '',
    cookTime: recipe.cookTime?.trim() ?? '',
    totalTime: recipe.totalTime?.trim() ?? '',
    servings: String(recipe.servings).trim(),
    ...(recipe.category ? { category: recipe.category } : {}),
    isBlank: false,
  };
}
