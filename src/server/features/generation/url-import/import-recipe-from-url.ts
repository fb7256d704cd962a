import type { TAiRecipe } from '../../../../domain/ai-recipe.ts';
import type { TRestrictions } from '../../../../domain/dietary/restrictions.ts';
import type { TDietary } from '../../../../domain/profile.ts';
import { AppError } from '../../../errors.ts';
import type { TRecipeGenerator } from '../../../providers/llm/recipe-generator.ts';
import { assertFitsDiet, generateWithGuard, toCheckedRecipe } from '../../../generation/generate-with-guard.ts';
import { isGroundedInPage } from './check-grounding.ts';
import { fetchPage } from './fetch-page.ts';

export const NO_RECIPE_DATA_MESSAGE = 'This page has no recipe data we can read.';
const PAGE_TEXT_FOR_LLM_CHARS = 12_000;
/** The whole readable page, for checking the model's answer against it. */
const PAGE_TEXT_FOR_GROUNDING_CHARS = 200_000;

export type TImportOptions = {
  url: string;
  dietary: TDietary;
  /** The full merged set (allergens too); the five flags when absent. */
  restrictions?: TRestrictions;
  /** Pro custom dietary preferences, checked by the same guard. */
  avoidIngredients?: string[];
  seed: number;
  generator: TRecipeGenerator;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
};

/**
 * URL import (Pro): the page's schema.org Recipe data (JSON-LD, microdata, RDFa); a language model
 * reads the page text only when one is configured, and its reading is kept only when it is grounded
 * in the page. The result passes the recipe format check and the dietary guard; imageUrl is the page's picture
 * address (downloaded and stored by the caller).
 */
export async function importRecipeFromUrl(options: TImportOptions): Promise<TAiRecipe> {
  const page = await fetchPage(options.url, { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes });
  // The HTML reader (cheerio) loads on the first import, not at every server start.
  const { extractPageText, extractRecipe } = await import('./extract-recipe.ts');
  const extracted = extractRecipe(page.html, page.url);
  if (extracted) {
    // The page's own recipe cannot be asked again: a violation is reported as it is.
    const recipe = toCheckedRecipe(extracted);
    assertFitsDiet(recipe, options.restrictions ?? options.dietary, options.avoidIngredients);
    return { ...recipe, notes: recipe.notes ?? `Imported from ${page.url}` };
  }
  if (options.generator.name !== 'openai') throw new AppError('NO_RECIPE_DATA', NO_RECIPE_DATA_MESSAGE);
  const text = extractPageText(page.html, PAGE_TEXT_FOR_LLM_CHARS);
  if (text.trim().length < 40) throw new AppError('NO_RECIPE_DATA', NO_RECIPE_DATA_MESSAGE);
  const recipe = await generateWithGuard(options.generator, {
    prompt: `Extract the recipe from this web page (${page.url}). Keep its title, ingredients and steps; do not invent a different dish.\n\n${text}`,
    cartItems: [],
    dietary: options.dietary,
    restrictions: options.restrictions,
    avoidIngredients: options.avoidIngredients,
    seed: options.seed,
  });
  // Kept only when it reads like this page: otherwise the model wrote a recipe of its own.
  if (!isGroundedInPage(recipe, extractPageText(page.html, PAGE_TEXT_FOR_GROUNDING_CHARS))) throw new AppError('NO_RECIPE_DATA', NO_RECIPE_DATA_MESSAGE);
  // A picture address from the model is not the page's: only structured data names the image to download.
  const { imageUrl: _modelImage, ...withoutImage } = recipe;
  return { ...withoutImage, notes: recipe.notes || `Imported from ${page.url}` };
}
