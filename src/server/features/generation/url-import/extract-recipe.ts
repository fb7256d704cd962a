import * as cheerio from 'cheerio';
// Type only: cheerio's own node types (domhandler ships with cheerio).
import type { Element } from 'domhandler';
import { formatDuration, parseIsoDuration } from '../../../../domain/duration.ts';

/** What a page's schema.org Recipe data gives, shaped like an AI recipe response (spec §3). */
export type TExtractedRecipe = {
  title: string;
  /** The page's ingredient lines, kept whole as names so nothing is lost in re-parsing. */
  ingredients: { name: string }[];
  instructions: string[];
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  servings: string;
  imageUrl?: string;
  notes?: string;
};

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
type TJsonObject = { [key: string]: TJson };

function isObject(value: unknown): value is TJsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toArray(value: TJson | undefined): TJson[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const ENTITY_DECODER = cheerio.load('');

/** Decodes entities and drops tags that some sites leave inside JSON-LD strings. */
function cleanText(value: string): string {
  const withoutTags = value.includes('<') ? ENTITY_DECODER(`<div>${value}</div>`).text() : value;
  const decoded = withoutTags.includes('&') ? ENTITY_DECODER(`<div>${withoutTags}</div>`).text() : withoutTags;
  // WP Recipe Maker doubles the brackets of ingredient notes: '((full fat))'.
  return decoded.replace(/\s+/g, ' ').replace(/\(\(([^()]*)\)\)/g, '($1)').trim();
}

function toTime(value: TJson | undefined): string | undefined {
  const text = toArray(value).find((item): item is string => typeof item === 'string');
  if (!text) return undefined;
  const minutes = parseIsoDuration(text);
  if (minutes === null) return cleanText(text) || undefined;
  return minutes > 0 ? formatDuration(minutes) : undefined;
}

function toYield(value: TJson | undefined): string {
  const items = toArray(value).flatMap((item) => (typeof item === 'number' ? [String(item)] : typeof item === 'string' ? [cleanText(item)] : []));
  // Sites often give ['4', '4 servings']: prefer the one with words.
  return items.find((item) => /\d/.test(item) && /[a-z]/i.test(item)) ?? items.find((item) => /\d/.test(item)) ?? items[0] ?? '';
}

function toImage(value: TJson | undefined, pageUrl: string, index: Map<string, TJsonObject> = new Map()): string | undefined {
  for (const entry of toArray(value)) {
    // Graphs often point at an ImageObject by @id instead of repeating it.
    const item = isObject(entry) && typeof entry['@id'] === 'string' && entry.url === undefined ? (index.get(entry['@id']) ?? entry) : entry;
    const candidate = typeof item === 'string' ? item : isObject(item) && typeof item.url === 'string' ? item.url : isObject(item) && typeof item.contentUrl === 'string' ? item.contentUrl : undefined;
    if (candidate) {
      try {
        return new URL(candidate.trim(), pageUrl).toString();
      } catch {
        continue;
      }
    }
  }
  return undefined;
}

/** Strings, HowToStep, HowToSection and ItemList, nested in any order, flattened to steps. */
function toInstructions(value: TJson | undefined): string[] {
  const steps: string[] = [];
  const visit = (node: TJson, depth: number): void => {
    if (depth > 6 || node === null) return;
    if (typeof node === 'string') {
      const lines = node.includes('<') ? ENTITY_DECODER(`<div>${node.replace(/<(br|\/p|\/li)\s*\/?>/gi, '\n$&')}</div>`).text() : node;
      for (const line of lines.split(/\n+/)) {
        const step = cleanText(line);
        if (step) steps.push(step);
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (node.itemListElement !== undefined) {
      // A HowToSection's name ('Make the batter') stays as a heading step before its own steps.
      if (typeof node.name === 'string' && toArray(node['@type']).includes('HowToSection')) visit(node.name, depth + 1);
      visit(node.itemListElement, depth + 1);
      return;
    }
    const text = typeof node.text === 'string' ? node.text : typeof node.name === 'string' ? node.name : typeof node.description === 'string' ? node.description : '';
    if (text) visit(text, depth + 1);
  };
  visit(value ?? null, 0);
  return steps;
}

function hasRecipeType(node: TJsonObject): boolean {
  return toArray(node['@type']).some((type) => typeof type === 'string' && /(^|[/:])Recipe$/i.test(type));
}

/** Every object with @type Recipe anywhere in the JSON-LD (arrays, @graph, mainEntity...). */
function findRecipeNodes(root: TJson): TJsonObject[] {
  const found: TJsonObject[] = [];
  const visit = (node: TJson, depth: number): void => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (hasRecipeType(node)) found.push(node);
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value, depth + 1);
  };
  visit(root, 0);
  return found;
}

function parseJsonLd(text: string): TJson | undefined {
  // Some sites leave raw newlines and tabs inside JSON strings; the second attempt blanks them.
  const attempts = [text, [...text].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('')];
  for (const attempt of attempts) {
    try {
      const parsed: TJson = JSON.parse(attempt.trim());
      return parsed;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Every object with an @id, so references like {"@id": "#primaryimage"} can be followed. */
function indexById(root: TJson, index: Map<string, TJsonObject>, depth = 0): void {
  if (depth > 8 || root === null || typeof root !== 'object') return;
  if (Array.isArray(root)) {
    for (const item of root) indexById(item, index, depth + 1);
    return;
  }
  if (typeof root['@id'] === 'string' && Object.keys(root).length > 1 && !index.has(root['@id'])) index.set(root['@id'], root);
  for (const value of Object.values(root)) if (typeof value === 'object') indexById(value, index, depth + 1);
}

function fromJsonLd(node: TJsonObject, pageUrl: string, index: Map<string, TJsonObject>): TExtractedRecipe | null {
  const title = typeof node.name === 'string' ? cleanText(node.name) : typeof node.headline === 'string' ? cleanText(node.headline) : '';
  const ingredients = toArray(node.recipeIngredient ?? node.ingredients)
    .flatMap((item) => (typeof item === 'string' ? [cleanText(item)] : []))
    .filter(Boolean)
    .map((name) => ({ name }));
  const instructions = toInstructions(node.recipeInstructions);
  if (!title || ingredients.length === 0 || instructions.length === 0) return null;
  const recipe: TExtractedRecipe = { title, ingredients, instructions, servings: toYield(node.recipeYield) };
  const prepTime = toTime(node.prepTime);
  const cookTime = toTime(node.cookTime);
  const totalTime = toTime(node.totalTime) ?? sumTimes(node.prepTime, node.cookTime);
  if (prepTime) recipe.prepTime = prepTime;
  if (cookTime) recipe.cookTime = cookTime;
  if (totalTime) recipe.totalTime = totalTime;
  const imageUrl = toImage(node.image, pageUrl, index);
  if (imageUrl) recipe.imageUrl = imageUrl;
  return recipe;
}

function sumTimes(prep: TJson | undefined, cook: TJson | undefined): string | undefined {
  const minutes = [prep, cook].map((value) => (typeof value === 'string' ? parseIsoDuration(value) : null));
  if (minutes.every((value) => value === null)) return undefined;
  const total = minutes.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return total > 0 ? formatDuration(total) : undefined;
}

// ---- microdata

function readItemValue($: cheerio.CheerioAPI, element: Element): string {
  const node = $(element);
  const tag = element.tagName.toLowerCase();
  if (tag === 'meta') return node.attr('content') ?? '';
  if (tag === 'img' || tag === 'source') return node.attr('src') ?? node.attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return node.attr('href') ?? '';
  if (tag === 'time') return node.attr('datetime') ?? node.text();
  return node.attr('content') ?? node.text();
}

/** Elements carrying `itemprop~=name` that belong to this item scope, not to a nested one. */
function findProps($: cheerio.CheerioAPI, scope: Element, name: string): Element[] {
  return $(scope)
    .find(`[itemprop]`)
    .toArray()
    .filter((element) => {
      const props = ($(element).attr('itemprop') ?? '').split(/\s+/);
      if (!props.includes(name)) return false;
      const owner = $(element).parent().closest('[itemscope]').get(0);
      return owner === scope;
    });
}

function readStepsFromElement($: cheerio.CheerioAPI, element: Element): string[] {
  const items = $(element).find('li').toArray();
  if (items.length > 0) return items.map((item) => cleanText($(item).text())).filter(Boolean);
  const nestedSteps = $(element).find('[itemprop~="text"]').toArray();
  if (nestedSteps.length > 0) return nestedSteps.map((item) => cleanText($(item).text())).filter(Boolean);
  const html = $(element).html() ?? '';
  return ENTITY_DECODER(`<div>${html.replace(/<(br|\/p|\/div)\s*\/?>/gi, '\n$&')}</div>`)
    .text()
    .split(/\n+/)
    .map(cleanText)
    .filter(Boolean);
}

function fromMicrodata($: cheerio.CheerioAPI, pageUrl: string): TExtractedRecipe | null {
  const scope = $('[itemscope][itemtype]')
    .toArray()
    .find((element) => /schema\.org\/Recipe\b/i.test($(element).attr('itemtype') ?? ''));
  if (!scope) return null;
  const first = (name: string): string => {
    const [element] = findProps($, scope, name);
    return element ? cleanText(readItemValue($, element)) : '';
  };
  const title = first('name');
  const ingredientElements = [...findProps($, scope, 'recipeIngredient'), ...findProps($, scope, 'ingredients')];
  const ingredients = ingredientElements.map((element) => cleanText(readItemValue($, element))).filter(Boolean).map((name) => ({ name }));
  const instructions = findProps($, scope, 'recipeInstructions').flatMap((element) => readStepsFromElement($, element));
  if (!title || ingredients.length === 0 || instructions.length === 0) return null;
  const recipe: TExtractedRecipe = { title, ingredients, instructions, servings: toYield(first('recipeYield')) };
  const prepTime = toTime(first('prepTime'));
  const cookTime = toTime(first('cookTime'));
  const totalTime = toTime(first('totalTime')) ?? sumTimes(first('prepTime'), first('cookTime'));
  if (prepTime) recipe.prepTime = prepTime;
  if (cookTime) recipe.cookTime = cookTime;
  if (totalTime) recipe.totalTime = totalTime;
  const [imageElement] = findProps($, scope, 'image');
  const imageUrl = imageElement ? toImage(readItemValue($, imageElement), pageUrl) : undefined;
  if (imageUrl) recipe.imageUrl = imageUrl;
  return recipe;
}

/** The page's chosen share picture (og:image), usually the recipe's hero photo at full size. */
function readShareImage($: cheerio.CheerioAPI, pageUrl: string): string | undefined {
  const content = $('meta[property="og:image"], meta[name="og:image"]').first().attr('content');
  return content ? toImage(content, pageUrl) : undefined;
}

/** schema.org Recipe from JSON-LD first, then microdata; null when the page has neither. */
export function extractRecipe(html: string, pageUrl: string): TExtractedRecipe | null {
  const $ = cheerio.load(html);
  const recipe = extractStructuredRecipe($, pageUrl);
  if (!recipe) return null;
  const shareImage = readShareImage($, pageUrl);
  return shareImage ? { ...recipe, imageUrl: shareImage } : recipe;
}

function extractStructuredRecipe($: cheerio.CheerioAPI, pageUrl: string): TExtractedRecipe | null {
  const documents = $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => parseJsonLd($(script).text()))
    .filter((parsed): parsed is TJson => parsed !== undefined);
  const index = new Map<string, TJsonObject>();
  for (const parsed of documents) indexById(parsed, index);
  for (const parsed of documents) {
    for (const node of findRecipeNodes(parsed)) {
      const recipe = fromJsonLd(node, pageUrl, index);
      if (recipe) return recipe;
    }
  }
  return fromMicrodata($, pageUrl);
}

/** The readable text of a page for the language-model fallback, without scripts and chrome. */
export function extractPageText(html: string, maxChars: number): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, nav, footer, header, aside, form, iframe, svg').remove();
  const title = $('title').first().text();
  const text = $('body').text().replace(/\s+/g, ' ').trim();
  return `${cleanText(title)}\n${text}`.slice(0, maxChars);
}

