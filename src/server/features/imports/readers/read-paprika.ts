import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { IMPORT_LIMITS } from '../../../../domain/imports.ts';
import { createEmptyRecipe, decodeText, splitLines, toRating, toSourceNote, toWebAddress, type TFileEntry, type TReadResult } from './imported-recipe.ts';

// Paprika 3 (`.paprikarecipes`): a zip of `.paprikarecipe` entries, each one gzip-compressed JSON recipe.
// Lists are newline-separated text; the picture is base64 in photo_data.

const ZText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const ZPaprikaRecipeSchema = z.looseObject({
  uid: z.string().nullish(),
  name: z.string().trim().min(1),
  ingredients: ZText,
  directions: ZText,
  notes: ZText,
  description: ZText,
  servings: ZText,
  prep_time: ZText,
  cook_time: ZText,
  total_time: ZText,
  categories: z.array(z.string()).nullish(),
  rating: z.number().nullish(),
  photo_data: z.string().nullish(),
  nutritional_info: ZText,
  source: ZText,
  source_url: ZText,
});

const USED_FIELDS = new Set([
  'uid',
  'name',
  'ingredients',
  'directions',
  'notes',
  'description',
  'servings',
  'prep_time',
  'cook_time',
  'total_time',
  'categories',
  'rating',
  'photo_data',
  'source',
  'source_url',
]);
/** Paprika's bookkeeping: nothing a cook wrote. */
const IGNORED_FIELDS = new Set([
  'hash',
  'photo',
  'photo_hash',
  'photo_large',
  'photos',
  'image_url',
  'created',
  'scale',
  'in_trash',
  'on_favorites',
  'on_grocery_list',
  'is_pinned',
  'difficulty',
]);

export function readPaprika(files: TFileEntry[]): TReadResult {
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => /\.paprikarecipe$/i.test(entry.name))) {
    let json: unknown;
    try {
      const text = decodeText(gunzipSync(file.bytes, { maxOutputLength: IMPORT_LIMITS.maxImageBytes * 4 }));
      json = JSON.parse(text);
    } catch {
      result.problems.push({ item: file.name, reason: 'This entry is damaged (not gzip-compressed JSON) and was skipped.' });
      continue;
    }
    const parsed = ZPaprikaRecipeSchema.safeParse(json);
    if (!parsed.success) {
      result.problems.push({ item: file.name, reason: 'This entry has no recipe name and was skipped.' });
      continue;
    }
    const paprika = parsed.data;
    const recipe = createEmptyRecipe(paprika.name);
    recipe.sourceId = paprika.uid ?? null;
    recipe.ingredients = splitLines(paprika.ingredients);
    recipe.instructions = splitLines(paprika.directions);
    recipe.prepTime = paprika.prep_time.trim() || null;
    recipe.cookTime = paprika.cook_time.trim() || null;
    recipe.totalTime = paprika.total_time.trim() || null;
    recipe.servings = paprika.servings.trim();
    // Paprika's `source` is the site's name, `source_url` its page; a name without a page stays in the notes.
    recipe.sourceUrl = toWebAddress(paprika.source_url) || toWebAddress(paprika.source);
    recipe.notes = [paprika.description.trim(), paprika.notes.trim(), recipe.sourceUrl ? '' : toSourceNote(paprika.source, paprika.source_url)]
      .filter(Boolean)
      .join('\n\n');
    recipe.categories = paprika.categories ?? [];
    recipe.rating = toRating(paprika.rating ?? 0);
    recipe.image = paprika.photo_data ? new Uint8Array(Buffer.from(paprika.photo_data, 'base64')) : null;
    recipe.fieldsNotUnderstood = Object.keys(paprika).filter(
      (key) => !USED_FIELDS.has(key) && !IGNORED_FIELDS.has(key) && !(key === 'nutritional_info' && !paprika.nutritional_info),
    );
    result.recipes.push(recipe);
  }
  return result;
}
