import { DIETARY_KEYS, DIETARY_LABELS } from '../../../../domain/kitchen/dietary-labels.ts';
import type { TDietary } from '../../../../domain/profile.ts';
import type { TCreateRecipe, TGeneratedRecipe } from '../../../../domain/recipe.ts';
import type { TRecipeCategory } from '../../../../domain/limits.ts';
import type { TSessionRecipe } from './session-recipe-schema.ts';

// Zod-free (the Create page's first load): the schema is in session-recipe-schema.ts.
export type { TSessionRecipe };

export const BLANK_RECIPE_TITLE = 'Untitled Recipe';

export function toSessionRecipe(recipe: TGeneratedRecipe, matchNote?: string): TSessionRecipe {
  return { ...recipe, savedRecipeId: null, ...(matchNote ? { matchNote } : {}) };
}

/**
 * Whether a blank recipe's form holds anything of the cook's: a title of their own, a line, a note,
 * a time or servings. Saving 'Untitled Recipe' with nothing else only made an empty card.
 */
export function hasOwnContent(
  values: Pick<TSessionRecipe, 'title' | 'ingredients' | 'instructions' | 'notes' | 'prepTime' | 'cookTime' | 'totalTime' | 'servings'>,
): boolean {
  const title = values.title.trim();
  const texts = [values.notes, values.prepTime, values.cookTime, values.totalTime, values.servings];
  return (
    (title !== '' && title !== BLANK_RECIPE_TITLE) ||
    values.ingredients.length > 0 ||
    values.instructions.length > 0 ||
    texts.some((text) => text.trim() !== '')
  );
}

/** A blank recipe starts titled 'Untitled Recipe' with nothing else filled in. */
export function createBlankRecipe(id: string): TSessionRecipe {
  return {
    id,
    title: BLANK_RECIPE_TITLE,
    ingredients: [],
    instructions: [],
    imageUrl: '',
    notes: '',
    nutrition: null,
    prepTime: '',
    cookTime: '',
    totalTime: '',
    servings: '',
    isBlank: true,
    savedRecipeId: null,
  };
}

/** The dietary labels the generate call carries, from the profile's flags. */
export function readDietaryLabels(dietary: TDietary | undefined): string[] {
  if (!dietary) return [];
  return DIETARY_KEYS.filter((key) => dietary[key]).map((key) => DIETARY_LABELS[key]);
}

/** POST /api/recipes body for a session recipe with the Save modal's choices. */
export function toCreateRecipeBody(recipe: TSessionRecipe, category: TRecipeCategory, notes: string): TCreateRecipe {
  return {
    title: recipe.title,
    ingredients: recipe.ingredients.filter((line) => line.trim().length > 0),
    instructions: recipe.instructions.filter((line) => line.trim().length > 0),
    imageUrl: recipe.imageUrl,
    notes,
    nutrition: recipe.nutrition,
    category,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    rating: 0,
    sourceUrl: recipe.sourceUrl ?? '',
  };
}
