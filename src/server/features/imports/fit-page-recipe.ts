import type { TPageRecipe } from '../../../domain/imports.ts';
import { createEmptyRecipe, toWebAddress } from './readers/imported-recipe.ts';
import { toRecipeFields, type TFittedRecipe } from './to-recipe-fields.ts';

/** A web page's recipe fitted to Forkcast's fields and limits like a file's, its picture and nutrition kept. */
export function fitPageRecipe({ recipe, notes }: TPageRecipe, pageUrl: string): TFittedRecipe {
  const fitted = toRecipeFields({
    ...createEmptyRecipe(recipe.title),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    prepTime: recipe.prepTime || null,
    cookTime: recipe.cookTime || null,
    totalTime: recipe.totalTime || null,
    servings: recipe.servings,
    notes: recipe.notes,
    categories: recipe.category ? [recipe.category] : [],
    sourceUrl: toWebAddress(pageUrl),
  });
  return {
    ...fitted,
    fields: { ...fitted.fields, imageUrl: recipe.imageUrl, nutrition: recipe.nutrition },
    notes: [...fitted.notes, ...notes],
  };
}
