import { findRecipesInText, readRecipeNode } from './read-jsonld.ts';
import { baseName, decodeText, dirName, type TFileEntry, type TReadResult } from './imported-recipe.ts';

// Nextcloud Cookbook: a folder per recipe holding recipe.json (schema.org Recipe, plus the app's own
// id and image fields) and full.jpg (thumb.jpg and thumb16.jpg are its smaller copies).

const NEXTCLOUD_FIELDS = new Set(['id', 'imageUrl', 'imagePlaceholderUrl', 'printImage']);

export function readNextcloud(files: TFileEntry[]): TReadResult {
  const byName = new Map(files.map((file) => [file.name, file.bytes]));
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => baseName(entry.name) === 'recipe.json')) {
    const folder = dirName(file.name);
    const [node] = findRecipesInText(decodeText(file.bytes));
    if (!node) {
      result.problems.push({ item: file.name, reason: 'This recipe.json is damaged or holds no recipe, and was skipped.' });
      continue;
    }
    const recipe = readRecipeNode(node, byName, folder);
    const id = node.id;
    recipe.sourceId = typeof id === 'string' || typeof id === 'number' ? String(id) : folder || recipe.sourceId;
    recipe.image = byName.get([folder, 'full.jpg'].filter(Boolean).join('/')) ?? recipe.image;
    recipe.fieldsNotUnderstood = recipe.fieldsNotUnderstood.filter((field) => !NEXTCLOUD_FIELDS.has(field));
    result.recipes.push(recipe);
  }
  return result;
}
