import type * as cheerio from 'cheerio';
// Type only: cheerio's own node types (domhandler ships with cheerio).
import type { AnyNode, Element } from 'domhandler';
import {
  cleanText,
  splitHtmlLines,
  toIngredients,
  toInstructions,
  toMinutes,
  toYield,
  type TImageCandidate,
  type TJson,
} from '../../../schema-org/json-values.ts';

/** One source's reading of a Recipe; the extractor merges sources field by field. */
export type TPartialRecipe = {
  title: string;
  ingredients: string[];
  instructions: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: string;
  /** The Recipe's own pictures, in the order it lists them. */
  images: TImageCandidate[];
};

function isElement(node: AnyNode): node is Element {
  return 'tagName' in node;
}

function toElements(nodes: AnyNode[]): Element[] {
  return nodes.filter(isElement);
}

type TSyntax = { scopeSelector: string; isRecipeScope: (element: Element) => boolean; propAttribute: string; scopeAttribute: string };

function readItemValue($: cheerio.CheerioAPI, element: Element): string {
  const node = $(element);
  const tag = element.tagName.toLowerCase();
  if (tag === 'meta') return node.attr('content') ?? '';
  if (tag === 'img' || tag === 'source') return node.attr('src') ?? node.attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return node.attr('href') ?? '';
  if (tag === 'time') return node.attr('datetime') ?? node.text();
  return node.attr('content') ?? node.text();
}

/** Elements naming this property that belong to this item scope, not to a nested one. */
function findProps($: cheerio.CheerioAPI, scope: Element, syntax: TSyntax, name: string): Element[] {
  return toElements($(scope).find(`[${syntax.propAttribute}]`).toArray()).filter((element) => {
    const props = ($(element).attr(syntax.propAttribute) ?? '').split(/\s+/).map((prop) => prop.replace(/^(schema:|https?:\/\/schema\.org\/)/i, ''));
    if (!props.includes(name)) return false;
    return $(element).parent().closest(`[${syntax.scopeAttribute}]`).get(0) === scope;
  });
}

/** A meta tag's content may hold JSON (HowToStep lists) or HTML with line breaks. */
function readListValue($: cheerio.CheerioAPI, element: Element, kind: 'ingredients' | 'instructions'): string[] {
  const raw = readItemValue($, element);
  const isContentOnly = element.tagName.toLowerCase() === 'meta' || $(element).attr('content') !== undefined;
  if (isContentOnly) {
    if (/^\s*[[{]/.test(raw)) {
      try {
        const parsed: TJson = JSON.parse(raw);
        return kind === 'instructions' ? toInstructions(parsed) : toIngredients(parsed);
      } catch {
        // Broken JSON (a page that did not escape its quotes) reads as nothing rather than as '[{'.
        return [];
      }
    }
    return splitHtmlLines(raw);
  }
  if (kind === 'ingredients') return [cleanText(raw)].filter(Boolean);
  const items = toElements($(element).find('li').toArray());
  if (items.length > 0) {
    // Headings between the lists ('For the sauce') stay as heading steps, in page order.
    return toElements($(element).find('h1, h2, h3, h4, h5, h6, li').toArray())
      .filter((item) => $(item).find('li').length === 0)
      .map((item) => cleanText($(item).text()))
      .filter(Boolean);
  }
  const nestedSteps = toElements($(element).find('[itemprop~="text"]').toArray());
  if (nestedSteps.length > 0) return nestedSteps.map((item) => cleanText($(item).text())).filter(Boolean);
  return splitHtmlLines($(element).html() ?? '');
}

function readScopedRecipe($: cheerio.CheerioAPI, syntax: TSyntax): TPartialRecipe | null {
  const scope = toElements($(syntax.scopeSelector).toArray()).find(syntax.isRecipeScope);
  if (!scope) return null;
  const first = (name: string): string => {
    const [element] = findProps($, scope, syntax, name);
    return element ? cleanText(readItemValue($, element)) : '';
  };
  const list = (names: string[], kind: 'ingredients' | 'instructions'): string[] =>
    names.flatMap((name) => findProps($, scope, syntax, name)).flatMap((element) => readListValue($, element, kind));
  const images = findProps($, scope, syntax, 'image')
    .map((element) => readItemValue($, element).trim())
    .filter(Boolean)
    .map((url) => ({ url, width: null, height: null }));
  return {
    title: first('name'),
    ingredients: list(['recipeIngredient', 'ingredients'], 'ingredients'),
    instructions: list(['recipeInstructions'], 'instructions'),
    prepMinutes: toMinutes(first('prepTime') || undefined),
    cookMinutes: toMinutes(first('cookTime') || undefined),
    totalMinutes: toMinutes(first('totalTime') || undefined),
    servings: toYield(first('recipeYield') || first('yield')),
    images,
  };
}

const MICRODATA: TSyntax = {
  scopeSelector: '[itemscope][itemtype]',
  isRecipeScope: (element) => /schema\.org\/Recipe\b/i.test(element.attribs.itemtype ?? ''),
  propAttribute: 'itemprop',
  scopeAttribute: 'itemscope',
};

const RDFA: TSyntax = {
  scopeSelector: '[typeof]',
  isRecipeScope: (element) => (element.attribs.typeof ?? '').split(/\s+/).some((type) => /^(schema:|https?:\/\/schema\.org\/)?Recipe$/i.test(type)),
  propAttribute: 'property',
  scopeAttribute: 'typeof',
};

export function readMicrodataRecipe($: cheerio.CheerioAPI): TPartialRecipe | null {
  return readScopedRecipe($, MICRODATA);
}

export function readRdfaRecipe($: cheerio.CheerioAPI): TPartialRecipe | null {
  return readScopedRecipe($, RDFA);
}

// ---- the page's own markup, for a declared Recipe whose lists are empty

const INGREDIENT_SELECTORS = [
  '.wprm-recipe-ingredient',
  '.tasty-recipes-ingredients li',
  '.mv-create-ingredients li',
  'li.ingredient',
  '.recipe-ingredients li',
];
const INSTRUCTION_SELECTORS = [
  '.wprm-recipe-instruction-text',
  '.tasty-recipes-instructions li',
  '.mv-create-instructions li',
  'li.instruction',
  'p.instructions',
  '.recipe-instructions li',
];
const INGREDIENTS_HEADING = /^ingredients?\b/i;
const INSTRUCTIONS_HEADING = /^(instructions?|directions?|method|preparation|steps|how to make)\b/i;
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function readLeafItems($: cheerio.CheerioAPI, elements: Element[]): string[] {
  return (
    elements
      .filter((element) => $(element).find('li').length === 0)
      // A list item's own <style> or <script> (CSS-in-JS pages) is not its text.
      .map((element) => cleanText($(element).clone().find('style, script').remove().end().text().replace(/\n+/g, ' ')).replace(/^step\s*\d+\s*[:.]?\s*/i, ''))
      .filter(Boolean)
  );
}

/** The list items after a heading such as 'Ingredients' (or 'Ingredients for the filling'), up to the next other heading. */
function readListUnderHeading($: cheerio.CheerioAPI, heading: RegExp, continuation: RegExp): string[] {
  const all = toElements($('body *').toArray());
  const start = all.findIndex((element) => HEADING_TAGS.has(element.tagName.toLowerCase()) && heading.test(cleanText($(element).text())));
  if (start < 0) return [];
  const items: Element[] = [];
  for (const element of all.slice(start + 1)) {
    const tag = element.tagName.toLowerCase();
    if (HEADING_TAGS.has(tag)) {
      const text = cleanText($(element).text());
      if (!continuation.test(text) && items.length > 0) break;
      continue;
    }
    if (tag === 'li') items.push(element);
  }
  return readLeafItems($, items);
}

function readBySelectors($: cheerio.CheerioAPI, selectors: string[]): string[] {
  for (const selector of selectors) {
    const found = readLeafItems($, toElements($(selector).toArray()));
    if (found.length > 0) return found;
  }
  return [];
}

export function readHtmlIngredients($: cheerio.CheerioAPI): string[] {
  const bySelector = readBySelectors($, INGREDIENT_SELECTORS);
  return bySelector.length > 0 ? bySelector : readListUnderHeading($, INGREDIENTS_HEADING, /ingredient|^for\b/i);
}

export function readHtmlInstructions($: cheerio.CheerioAPI): string[] {
  const bySelector = readBySelectors($, INSTRUCTION_SELECTORS);
  return bySelector.length > 0 ? bySelector : readListUnderHeading($, INSTRUCTIONS_HEADING, /^step\b|instruction|method|direction/i);
}

/** The value beside a label such as 'Servings:' or 'Prep Time', in the label's next sibling element. */
function readLabelledValue($: cheerio.CheerioAPI, label: RegExp): string {
  for (const element of toElements($('body dt, body div, body span, body strong, body b, body th, body p').toArray())) {
    if ($(element).children().length > 0 || !label.test(cleanText($(element).text()))) continue;
    const value = cleanText($(element).next().text());
    if (/\d/.test(value)) return value;
  }
  return '';
}

// 'Serves 4', 'Makes 12 muffins', 'Ingredients for 5 (small) servings', '6 servings' in a heading.
const SERVINGS_IN_HEADING = /\b(?:serves|makes|yields?)\s*:?\s*(\d+(?:\s*(?:-|–|to)\s*\d+)?[^.]{0,30})|\b(\d+)\s*(?:\([^)]{0,20}\)\s*)?servings?\b/i;

/** The servings a heading states, for a page that gives them nowhere else. */
function readServingsFromHeadings($: cheerio.CheerioAPI): string {
  for (const element of toElements($('body h1, body h2, body h3, body h4, body h5, body h6').toArray())) {
    const match = SERVINGS_IN_HEADING.exec(cleanText($(element).text()));
    if (match) return cleanText(match[1] ?? `${match[2] ?? ''} servings`);
  }
  return '';
}

/** Servings and times written as labelled values on the page, for a declared Recipe without them. */
export function readHtmlDetails($: cheerio.CheerioAPI): Pick<TPartialRecipe, 'servings' | 'prepMinutes' | 'cookMinutes' | 'totalMinutes'> {
  const minutes = (label: RegExp) => toMinutes(readLabelledValue($, label) || undefined);
  return {
    servings: toYield(readLabelledValue($, /^(yields?|servings?|serves|makes)\s*:?$/i) || readServingsFromHeadings($)),
    prepMinutes: minutes(/^prep(aration)?\s*time\s*:?$/i),
    cookMinutes: minutes(/^cook(ing)?\s*time\s*:?$/i),
    totalMinutes: minutes(/^total\s*time\s*:?$/i),
  };
}
