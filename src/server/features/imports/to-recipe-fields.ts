import { formatDuration, parseDuration, parseIsoDuration } from '../../../domain/duration.ts';
import type { TImportFormat } from '../../../domain/imports.ts';
import { parseIngredientLine } from '../../../domain/ingredients/parse-ingredient-line.ts';
import { RECIPE_CATEGORIES, type TRecipeCategory } from '../../../domain/limits.ts';
import { RECIPE_LIMITS, ZRecipeFieldsSchema, type TRecipeFields } from '../../../domain/recipe.ts';
import type { TImportedRecipe } from './readers/imported-recipe.ts';

export type TFittedRecipe = {
  fields: TRecipeFields;
  /** What had to change to fit (cut lines, too many steps), for the problems list. */
  notes: string[];
  /** Ingredient lines the line reader finds no food in (kept as written). */
  linesNotUnderstood: number;
};

const CATEGORY_WORDS: Record<Exclude<TRecipeCategory, 'Other'>, RegExp> = {
  Breakfast: /\b(breakfast|brunch)\b/i,
  Lunch: /\b(lunch)\b/i,
  Dinner: /\b(dinner|supper|main( course| dish)?s?|mains|entrée|entree)\b/i,
  Dessert: /\b(desserts?|sweets?|puddings?)\b/i,
};

/** The first of the file's categories that names one of Forkcast's; Other when none does. */
export function toCategory(categories: string[]): TRecipeCategory {
  for (const category of categories) {
    const exact = RECIPE_CATEGORIES.find((known) => known.toLowerCase() === category.trim().toLowerCase());
    if (exact) return exact;
    for (const [known, words] of Object.entries(CATEGORY_WORDS)) {
      const match = RECIPE_CATEGORIES.find((name) => name === known);
      if (match && words.test(category)) return match;
    }
  }
  return 'Other';
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

function toTimeText(value: number | string | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return value > 0 ? formatDuration(value) : '';
  // '18 mins', 'PT18M' and '18 minutes' are written alike ('18 min'); text that is no duration stays as written.
  const minutes = parseIsoDuration(value.trim()) ?? parseDuration(value);
  if (minutes !== null && minutes > 0) return formatDuration(minutes);
  return cut(value.trim(), RECIPE_LIMITS.shortFieldLength);
}

function fitLines(lines: string[], maxLength: number, what: string, notes: string[]): string[] {
  const clean = lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (clean.some((line) => line.length > maxLength)) notes.push(`A ${what} longer than ${maxLength} characters was shortened.`);
  if (clean.length > RECIPE_LIMITS.lineCount) notes.push(`Only the first ${RECIPE_LIMITS.lineCount} ${what}s were kept (of ${clean.length}).`);
  return clean.slice(0, RECIPE_LIMITS.lineCount).map((line) => cut(line, maxLength));
}

/** A heading ('For the sauce:') is a line of its own, not an ingredient the reader should understand. */
function isUnderstood(line: string): boolean {
  if (line.endsWith(':')) return true;
  const parsed = parseIngredientLine(line);
  return parsed.isGroupHeader || parsed.name.trim() !== '';
}

export function countLinesNotUnderstood(lines: string[]): number {
  return lines.filter((line) => !isUnderstood(line)).length;
}

/** A recipe read from a file, fitted to Forkcast's fields and limits (never refused for being long). */
export function toRecipeFields(imported: TImportedRecipe): TFittedRecipe {
  const notes: string[] = [];
  const ingredients = fitLines(imported.ingredients, RECIPE_LIMITS.ingredientLength, 'ingredient', notes);
  const instructions = fitLines(imported.instructions, RECIPE_LIMITS.instructionLength, 'step', notes);
  const category = toCategory(imported.categories);
  // Categories Forkcast has no place for are kept in the notes, so nothing the cook wrote is lost.
  const otherCategories = imported.categories.filter((name) => name.trim() && name.trim().toLowerCase() !== category.toLowerCase());
  const noteText = [imported.notes.trim(), otherCategories.length > 0 && category === 'Other' ? `Categories: ${otherCategories.join(', ')}` : '']
    .filter(Boolean)
    .join('\n\n');
  if (noteText.length > RECIPE_LIMITS.notesLength) notes.push(`The notes were shortened to ${RECIPE_LIMITS.notesLength} characters.`);
  if (imported.title.length > RECIPE_LIMITS.titleLength) notes.push(`The title was shortened to ${RECIPE_LIMITS.titleLength} characters.`);
  const fields = ZRecipeFieldsSchema.parse({
    title: cut(imported.title.replace(/\s+/g, ' ').trim(), RECIPE_LIMITS.titleLength),
    ingredients,
    instructions,
    imageUrl: '',
    notes: cut(noteText, RECIPE_LIMITS.notesLength),
    nutrition: null,
    category,
    prepTime: toTimeText(imported.prepTime),
    cookTime: toTimeText(imported.cookTime),
    totalTime: toTimeText(imported.totalTime),
    servings: cut(imported.servings.trim(), RECIPE_LIMITS.shortFieldLength),
    rating: Math.max(0, Math.min(5, Math.round(imported.rating))),
    sourceUrl: imported.sourceUrl.length <= RECIPE_LIMITS.sourceUrlLength ? imported.sourceUrl : '',
  });
  return { fields, notes, linesNotUnderstood: countLinesNotUnderstood(ingredients) };
}

/** The duplicate check's key: the file's own id, else the title, within the format it came from. */
export function toSourceKey(format: TImportFormat, recipe: TImportedRecipe): string {
  return recipe.sourceId?.trim() ? `${format}:id:${recipe.sourceId.trim()}` : `${format}:title:${recipe.title.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}
