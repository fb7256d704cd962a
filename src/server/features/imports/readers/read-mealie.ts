import { z } from 'zod';
import {
  createEmptyRecipe,
  decodeText,
  toRating,
  toSourceNote,
  toWebAddress,
  type TFileEntry,
  type TImportedRecipe,
  type TReadResult,
} from './imported-recipe.ts';

// Mealie (1.0 and later) backup zip: database.json holds the tables (recipes, recipes_ingredients,
// recipe_instructions, notes, categories…) and each picture is data/recipes/<recipe uuid>/images/original.webp.

const ZRow = z.looseObject({});
const ZText = z.string().nullish();
const ZNumber = z.union([z.number(), z.string()]).nullish();

const ZRecipeRowSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  description: ZText,
  recipe_yield: ZText,
  recipe_servings: ZNumber,
  prep_time: ZText,
  perform_time: ZText,
  cook_time: ZText,
  total_time: ZText,
  org_url: ZText,
  rating: ZNumber,
});
const ZIngredientRowSchema = z.looseObject({
  recipe_id: z.string(),
  position: z.number().nullish(),
  title: ZText,
  note: ZText,
  original_text: ZText,
  quantity: ZNumber,
  unit_id: ZText,
  food_id: ZText,
});
const ZStepRowSchema = z.looseObject({ recipe_id: z.string(), position: z.number().nullish(), title: ZText, text: ZText });
const ZNoteRowSchema = z.looseObject({ recipe_id: z.string(), title: ZText, text: ZText });
const ZNamedRowSchema = z.looseObject({ id: z.string(), name: z.string() });
const ZLinkRowSchema = z.looseObject({ recipe_id: z.string(), category_id: z.string() });

const ZDatabaseSchema = z.looseObject({
  recipes: z.array(ZRow),
  recipes_ingredients: z.array(ZRow).default([]),
  recipe_instructions: z.array(ZRow).default([]),
  notes: z.array(ZRow).default([]),
  categories: z.array(ZRow).default([]),
  recipes_to_categories: z.array(ZRow).default([]),
  ingredient_units: z.array(ZRow).default([]),
  ingredient_foods: z.array(ZRow).default([]),
  recipe_nutrition: z.array(ZRow).default([]),
});

/** Rows of a table that match the row schema; a damaged row is left out rather than failing the file. */
function readRows<T>(rows: unknown[], schema: z.ZodType<T>): T[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

function groupBy<T extends { recipe_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.recipe_id, [...(groups.get(row.recipe_id) ?? []), row]);
  return groups;
}

/** Mealie stores uuids without dashes in some versions; its picture folders always have them. */
function toDashedUuid(id: string): string {
  return /^[0-9a-f]{32}$/i.test(id) ? `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}` : id;
}

function formatQuantity(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(number) && number > 0 ? String(Math.round(number * 1000) / 1000) : '';
}

export function readMealie(files: TFileEntry[]): TReadResult {
  const result: TReadResult = { recipes: [], problems: [] };
  const databaseFile = files.find((file) => file.name === 'database.json' || file.name.endsWith('/database.json'));
  if (!databaseFile) return { recipes: [], problems: [{ item: 'database.json', reason: 'This Mealie backup has no database.json.' }] };
  let database: z.infer<typeof ZDatabaseSchema>;
  try {
    database = ZDatabaseSchema.parse(JSON.parse(decodeText(databaseFile.bytes)));
  } catch {
    return { recipes: [], problems: [{ item: 'database.json', reason: 'database.json is damaged or not a Mealie backup.' }] };
  }
  const byName = new Map(files.map((file) => [file.name, file.bytes]));
  const prefix = databaseFile.name.slice(0, -'database.json'.length);
  const units = new Map(readRows(database.ingredient_units, ZNamedRowSchema).map((row) => [row.id, row.name]));
  const foods = new Map(readRows(database.ingredient_foods, ZNamedRowSchema).map((row) => [row.id, row.name]));
  const categories = new Map(readRows(database.categories, ZNamedRowSchema).map((row) => [row.id, row.name]));
  const ingredients = groupBy(readRows(database.recipes_ingredients, ZIngredientRowSchema));
  const steps = groupBy(readRows(database.recipe_instructions, ZStepRowSchema));
  const notes = groupBy(readRows(database.notes, ZNoteRowSchema));
  const links = groupBy(readRows(database.recipes_to_categories, ZLinkRowSchema));
  const hasNutrition = new Set(readRows(database.recipe_nutrition, z.looseObject({ recipe_id: z.string() })).map((row) => row.recipe_id));
  const byPosition = (a: { position?: number | null }, b: { position?: number | null }) => (a.position ?? 0) - (b.position ?? 0);

  for (const [index, row] of database.recipes.entries()) {
    const parsed = ZRecipeRowSchema.safeParse(row);
    if (!parsed.success || !parsed.data.name?.trim()) {
      result.problems.push({ item: `recipes[${index}]`, reason: 'This recipe row has no id or name and was skipped.' });
      continue;
    }
    const mealie = parsed.data;
    const recipe: TImportedRecipe = createEmptyRecipe(mealie.name?.trim() ?? '');
    recipe.sourceId = mealie.id;
    for (const ingredient of (ingredients.get(mealie.id) ?? []).sort(byPosition)) {
      if (ingredient.title?.trim()) recipe.ingredients.push(`${ingredient.title.trim()}:`);
      const structured = [
        formatQuantity(ingredient.quantity),
        units.get(ingredient.unit_id ?? '') ?? '',
        foods.get(ingredient.food_id ?? '') ?? '',
        ingredient.note ?? '',
      ]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
      const line = ingredient.original_text?.trim() || structured;
      if (line) recipe.ingredients.push(line);
    }
    for (const step of (steps.get(mealie.id) ?? []).sort(byPosition)) {
      if (step.title?.trim()) recipe.instructions.push(step.title.trim());
      if (step.text?.trim()) recipe.instructions.push(step.text.trim());
    }
    recipe.prepTime = mealie.prep_time?.trim() || null;
    recipe.cookTime = (mealie.cook_time ?? mealie.perform_time)?.trim() || null;
    recipe.totalTime = mealie.total_time?.trim() || null;
    recipe.servings = mealie.recipe_yield?.trim() || formatQuantity(mealie.recipe_servings);
    recipe.notes = [
      mealie.description?.trim() ?? '',
      ...(notes.get(mealie.id) ?? []).map((note) => [note.title?.trim(), note.text?.trim()].filter(Boolean).join(': ')),
      toSourceNote(mealie.org_url),
    ]
      .filter(Boolean)
      .join('\n\n');
    recipe.sourceUrl = toWebAddress(mealie.org_url);
    recipe.categories = (links.get(mealie.id) ?? []).flatMap((link) => {
      const name = categories.get(link.category_id);
      return name ? [name] : [];
    });
    recipe.rating = toRating(mealie.rating);
    recipe.image = byName.get(`${prefix}data/recipes/${toDashedUuid(mealie.id)}/images/original.webp`) ?? null;
    if (hasNutrition.has(mealie.id)) recipe.fieldsNotUnderstood.push('nutrition');
    result.recipes.push(recipe);
  }
  return result;
}
