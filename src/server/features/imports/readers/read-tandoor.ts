import { z } from 'zod';
import { createEmptyRecipe, decodeText, isImageName, toSourceNote, toWebAddress, type TFileEntry, type TReadResult } from './imported-recipe.ts';

// Tandoor's own export: a zip holding one zip per recipe, each with recipe.json (its export serializer:
// name, description, keywords, steps with their ingredients, working/waiting time, servings) and image.*.
// The inner zips are opened by the caller (read-upload.ts) and arrive here as `<inner>.zip/recipe.json`.

const ZNamed = z.looseObject({ name: z.string() }).nullish();

const ZTandoorIngredientSchema = z.looseObject({
  food: ZNamed,
  unit: ZNamed,
  amount: z.union([z.number(), z.string()]).nullish(),
  note: z.string().nullish(),
  is_header: z.boolean().nullish(),
  no_amount: z.boolean().nullish(),
  original_text: z.string().nullish(),
});

const ZTandoorRecipeSchema = z.looseObject({
  name: z.string().trim().min(1),
  description: z.string().nullish(),
  keywords: z.array(ZNamed).nullish(),
  steps: z.array(
    z.looseObject({
      name: z.string().nullish(),
      instruction: z.string().nullish(),
      ingredients: z.array(ZTandoorIngredientSchema).nullish(),
    }),
  ),
  working_time: z.number().nullish(),
  waiting_time: z.number().nullish(),
  servings: z.number().nullish(),
  servings_text: z.string().nullish(),
  source_url: z.string().nullish(),
  rating: z.number().nullish(),
});

const USED_FIELDS = new Set([
  'name',
  'description',
  'keywords',
  'steps',
  'working_time',
  'waiting_time',
  'servings',
  'servings_text',
  'source_url',
  'internal',
  'rating',
]);

function formatAmount(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  if (!Number.isFinite(number) || number === 0) return '';
  return String(Math.round(number * 1000) / 1000);
}

function toIngredientLine(ingredient: z.infer<typeof ZTandoorIngredientSchema>): string {
  if (ingredient.is_header) return `${(ingredient.note ?? ingredient.food?.name ?? '').trim()}:`;
  if (ingredient.original_text?.trim()) return ingredient.original_text.trim();
  const amount = ingredient.no_amount ? '' : formatAmount(ingredient.amount);
  const note = ingredient.note?.trim() ? `, ${ingredient.note.trim()}` : '';
  return [amount, ingredient.unit?.name ?? '', ingredient.food?.name ?? ''].filter(Boolean).join(' ') + note;
}

export function readTandoor(files: TFileEntry[]): TReadResult {
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => /(^|\/)recipe\.json$/.test(entry.name))) {
    const folder = file.name.slice(0, -'recipe.json'.length);
    let json: unknown;
    try {
      json = JSON.parse(decodeText(file.bytes));
    } catch {
      result.problems.push({ item: folder || file.name, reason: 'This recipe.json is damaged and was skipped.' });
      continue;
    }
    const parsed = ZTandoorRecipeSchema.safeParse(json);
    if (!parsed.success) {
      result.problems.push({ item: folder || file.name, reason: 'This entry is not a Tandoor recipe (no name or steps) and was skipped.' });
      continue;
    }
    const tandoor = parsed.data;
    const recipe = createEmptyRecipe(tandoor.name);
    // Tandoor's export carries no id of its own: the inner zip's name (the recipe's id there) stands for it.
    recipe.sourceId = folder.replace(/\.zip\/$/, '').replace(/\/$/, '') || null;
    for (const step of tandoor.steps) {
      recipe.ingredients.push(...(step.ingredients ?? []).map(toIngredientLine).filter((line) => line.replace(/:$/, '').trim() !== ''));
      if (step.name?.trim()) recipe.instructions.push(step.name.trim());
      recipe.instructions.push(
        ...(step.instruction ?? '')
          .split(/\r?\n\s*\r?\n|\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      );
    }
    recipe.prepTime = tandoor.working_time ? tandoor.working_time : null;
    recipe.cookTime = tandoor.waiting_time ? tandoor.waiting_time : null;
    recipe.servings = tandoor.servings_text?.trim() || (tandoor.servings ? String(tandoor.servings) : '');
    recipe.sourceUrl = toWebAddress(tandoor.source_url);
    recipe.notes = [tandoor.description?.trim() ?? '', toSourceNote(tandoor.source_url)].filter(Boolean).join('\n\n');
    recipe.categories = (tandoor.keywords ?? []).flatMap((keyword) => (keyword ? [keyword.name] : []));
    recipe.rating = tandoor.rating ? Math.round(Math.max(0, Math.min(5, tandoor.rating))) : 0;
    const image = files.find((entry) => entry.name.startsWith(folder) && isImageName(entry.name) && /(^|\/)image\.[a-z]+$/i.test(entry.name));
    recipe.image = image?.bytes ?? null;
    recipe.fieldsNotUnderstood = Object.keys(tandoor).filter((key) => !USED_FIELDS.has(key) && !(key === 'nutrition' && !tandoor.nutrition));
    result.recipes.push(recipe);
  }
  return result;
}
