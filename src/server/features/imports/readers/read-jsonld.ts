import * as cheerio from 'cheerio';
import { findRecipeNodes, indexById, parseJsonLd, resolveNode } from '../../../schema-org/json-ld.ts';
import {
  cleanText,
  isObject,
  toArray,
  toIngredients,
  toInstructions,
  toMinutes,
  toYield,
  type TJson,
  type TJsonObject,
} from '../../../schema-org/json-values.ts';
import { createEmptyRecipe, decodeText, dirName, toRating, toWebAddress, type TFileEntry, type TImportedRecipe, type TReadResult } from './imported-recipe.ts';

// schema.org Recipe in JSON-LD: one recipe, an array, a @graph, or an HTML page carrying it. The node
// reading is the URL import's (extract-recipe.ts, json-values.ts), so both read recipes alike.

/** The Recipe fields Forkcast keeps or knowingly passes over; any other is listed as not understood. */
const KNOWN_FIELDS = new Set([
  '@context',
  '@type',
  '@id',
  'name',
  'headline',
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'prepTime',
  'cookTime',
  'totalTime',
  'recipeYield',
  'yield',
  'description',
  'recipeCategory',
  'aggregateRating',
  'image',
  'identifier',
  'url',
  'dateCreated',
  'dateModified',
  'datePublished',
  'author',
  'comment',
  'isBasedOn',
  'creditText',
  'keywords',
]);

/** Where the text is a data: URL, its bytes; a web address is not fetched by a file import. */
function readDataUrl(value: string): Uint8Array | null {
  const match = /^data:image\/[a-z+]+;base64,(.+)$/i.exec(value.trim());
  return match?.[1] ? new Uint8Array(Buffer.from(match[1], 'base64')) : null;
}

function readImage(node: TJsonObject, files: Map<string, Uint8Array>, folder: string): Uint8Array | null {
  for (const item of toArray(node.image)) {
    const url = typeof item === 'string' ? item : isObject(item) ? (toArray(item.contentUrl ?? item.url)[0] ?? null) : null;
    if (typeof url !== 'string') continue;
    const inline = readDataUrl(url);
    if (inline) return inline;
    // A relative path names a picture beside the recipe in the same zip (Forkcast's and Nextcloud's exports).
    if (!/^[a-z]+:/i.test(url)) {
      const path = [folder, url.replace(/^\.\//, '')].filter(Boolean).join('/');
      const bytes = files.get(path) ?? files.get(url);
      if (bytes) return bytes;
    }
  }
  return null;
}

function readText(value: TJson | undefined): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return String(value);
  return '';
}

function readRatingValue(node: TJsonObject): number {
  const rating = node.aggregateRating;
  if (!isObject(rating)) return 0;
  const best = typeof rating.bestRating === 'number' ? rating.bestRating : Number.parseFloat(readText(rating.bestRating)) || 5;
  return toRating(rating.ratingValue, best);
}

function readNotes(node: TJsonObject): string {
  const description = typeof node.description === 'string' ? node.description.trim() : '';
  // RecipeSage keeps the cook's notes as comments.
  const comments = toArray(node.comment).flatMap((comment) => (isObject(comment) && typeof comment.text === 'string' ? [comment.text.trim()] : []));
  return [description, ...comments].filter(Boolean).join('\n\n');
}

/** Where the recipe came from: `isBasedOn` (RecipeSage, Forkcast), else the node's own `url` (Nextcloud, a page). */
function readSourceUrl(node: TJsonObject): string {
  for (const value of [...toArray(node.isBasedOn), node.url]) {
    const address = toWebAddress(isObject(value) ? value.url : value);
    if (address) return address;
  }
  return '';
}

/** One schema.org Recipe node as an imported recipe; `folder` is where its JSON file sits in the zip. */
export function readRecipeNode(node: TJsonObject, files: Map<string, Uint8Array>, folder = ''): TImportedRecipe {
  const title = readText(node.name) || readText(node.headline);
  const recipe = createEmptyRecipe(title);
  const id = toArray(node.identifier)[0] ?? node['@id'] ?? node.url;
  recipe.sourceId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  recipe.ingredients = toIngredients(node.recipeIngredient ?? node.ingredients);
  recipe.instructions = toInstructions(node.recipeInstructions);
  recipe.prepTime = toMinutes(node.prepTime) ?? (readText(node.prepTime) || null);
  recipe.cookTime = toMinutes(node.cookTime) ?? (readText(node.cookTime) || null);
  recipe.totalTime = toMinutes(node.totalTime) ?? (readText(node.totalTime) || null);
  recipe.servings = toYield(node.recipeYield ?? node.yield);
  recipe.notes = readNotes(node);
  recipe.categories = toArray(node.recipeCategory).flatMap((category) => (typeof category === 'string' ? [cleanText(category)] : []));
  recipe.rating = readRatingValue(node);
  recipe.image = readImage(node, files, folder);
  recipe.sourceUrl = readSourceUrl(node);
  recipe.fieldsNotUnderstood = Object.keys(node).filter((key) => !KNOWN_FIELDS.has(key));
  return recipe;
}

/** The JSON-LD documents of a text: JSON itself, or the ld+json scripts of an HTML page. */
export function readJsonLdDocuments(text: string): TJson[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) {
    const $ = cheerio.load(trimmed);
    return $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => parseJsonLd($(script).text()))
      .filter((parsed): parsed is TJson => parsed !== undefined);
  }
  const parsed = parseJsonLd(trimmed);
  return parsed === undefined ? [] : [parsed];
}

/** The Recipe nodes of one file, completed from the nodes their @id references name. */
export function findRecipesInText(text: string): TJsonObject[] {
  const documents = readJsonLdDocuments(text);
  const index = new Map<string, TJsonObject>();
  for (const document of documents) indexById(document, index);
  return documents.flatMap((document) => findRecipeNodes(document)).map((node) => resolveNode(node, index));
}

export function isJsonLdName(name: string): boolean {
  return /\.(json|jsonld|html?)$/i.test(name);
}

/** Every Recipe in every JSON, JSON-LD or HTML file given; a file that is not readable is listed. */
export function readJsonLd(files: TFileEntry[]): TReadResult {
  const byName = new Map(files.map((file) => [file.name, file.bytes]));
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => isJsonLdName(entry.name))) {
    const nodes = findRecipesInText(decodeText(file.bytes));
    if (nodes.length === 0) {
      result.problems.push({ item: file.name, reason: 'No schema.org Recipe found in this file.' });
      continue;
    }
    for (const node of nodes) result.recipes.push(readRecipeNode(node, byName, dirName(file.name)));
  }
  return result;
}
