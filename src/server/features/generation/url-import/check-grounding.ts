import { toIngredientLine } from '../../../../domain/check-ai-recipe.ts';
import type { TAiRecipe } from '../../../../domain/ai-recipe.ts';

/** Share of ingredient lines and of steps that must be found in the page for a model's reading to stand. */
export const GROUNDED_SHARE = 0.6;
/** Share of a line's words that must appear in the page when the line is not there word for word. */
const WORD_SHARE = 0.8;

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function toWords(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((word) => word.length >= 3 || /^\d+$/.test(word));
}

/** A line counts as found when the page holds it word for word, or nearly all of its words. */
function isLineInPage(line: string, pageText: string, pageWords: Set<string>): boolean {
  const normalised = normalise(line);
  if (normalised.length === 0) return false;
  if (pageText.includes(normalised)) return true;
  const words = toWords(line);
  if (words.length === 0) return false;
  const found = words.filter((word) => pageWords.has(word) || pageWords.has(word.replace(/s$/, '')) || pageWords.has(`${word}s`)).length;
  return found / words.length >= WORD_SHARE;
}

/**
 * The check RecipeSage applies to a model's reading of a page: most ingredient lines and most steps
 * must be found in the page's own text, so a model that invents a different dish is not believed.
 */
export function isGroundedInPage(recipe: Pick<TAiRecipe, 'ingredients' | 'instructions'>, pageText: string): boolean {
  const text = normalise(pageText);
  const words = new Set(text.split(' '));
  const share = (lines: string[]) => (lines.length === 0 ? 0 : lines.filter((line) => isLineInPage(line, text, words)).length / lines.length);
  return share(recipe.ingredients.map(toIngredientLine)) >= GROUNDED_SHARE && share(recipe.instructions) >= GROUNDED_SHARE;
}
