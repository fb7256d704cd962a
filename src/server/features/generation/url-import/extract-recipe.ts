import * as cheerio from 'cheerio';
import { formatDuration } from '../../../../domain/duration.ts';
import {
  cleanText,
  isAbsoluteHttp,
  readImageCandidates,
  toIngredients,
  toInstructions,
  toMinutes,
  toYield,
  type TJson,
  type TJsonObject,
} from '../../../schema-org/json-values.ts';
import { findRecipeNodes, indexById, parseJsonLd, resolveNode } from '../../../schema-org/json-ld.ts';
import { chooseLargestImage, readShareImages } from './choose-image.ts';
import { findHostRule } from './host-rules.ts';
import { preferPageList } from './prefer-page-list.ts';
import { readHtmlDetails, readHtmlIngredients, readHtmlInstructions, readMicrodataRecipe, readRdfaRecipe, type TPartialRecipe } from './read-markup.ts';
import { tidyIngredients, tidyInstructions } from './tidy-lists.ts';

/** What a page's schema.org Recipe data gives, shaped like an AI recipe response. */
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

function toTimeText(minutes: number | null): string | undefined {
  return minutes !== null && minutes > 0 ? formatDuration(minutes) : undefined;
}

function resolveUrl(candidate: string, pageUrl: string): string | undefined {
  const trimmed = candidate.trim();
  if (!trimmed || trimmed.startsWith('data:')) return undefined;
  // An absolute address is kept as the page wrote it; only relative ones are resolved.
  if (isAbsoluteHttp(trimmed)) return trimmed;
  try {
    const resolved = new URL(trimmed, pageUrl);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
}

function readJsonLdRecipe(node: TJsonObject, index: Map<string, TJsonObject>): TPartialRecipe {
  const title = typeof node.name === 'string' ? cleanText(node.name) : typeof node.headline === 'string' ? cleanText(node.headline) : '';
  const prep = toMinutes(node.prepTime);
  const cook = toMinutes(node.cookTime);
  const total = toMinutes(node.totalTime);
  return {
    title,
    ingredients: toIngredients(node.recipeIngredient ?? node.ingredients),
    instructions: toInstructions(node.recipeInstructions ?? node.RecipeInstructions),
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: total !== null && total > 0 ? total : null,
    servings: toYield(node.recipeYield ?? node.yield),
    images: readImageCandidates(node.image, index),
  };
}

function readJsonLd($: cheerio.CheerioAPI): TPartialRecipe[] {
  const documents = $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => parseJsonLd($(script).text()))
    .filter((parsed): parsed is TJson => parsed !== undefined);
  const index = new Map<string, TJsonObject>();
  for (const parsed of documents) indexById(parsed, index);
  const recipes = documents.flatMap((parsed) => findRecipeNodes(parsed)).map((node) => readJsonLdRecipe(resolveNode(node, index), index));
  // The most complete Recipe first: pages also carry stubs (a review's itemReviewed, a related recipe).
  const score = (recipe: TPartialRecipe) => (recipe.ingredients.length > 0 ? 2 : 0) + (recipe.instructions.length > 0 ? 2 : 0) + (recipe.title ? 1 : 0);
  return recipes
    .map((recipe, order) => ({ recipe, order }))
    .sort((a, b) => score(b.recipe) - score(a.recipe) || a.order - b.order)
    .map(({ recipe }) => recipe);
}

export type TExtractOptions = {
  /** False reads every page as a site never seen (the bench's unseen-site mode); host rules are the only per-site knowledge. */
  useHostRules?: boolean;
};

function firstFilled<T>(values: (T | null | undefined)[], isFilled: (value: T) => boolean): T | undefined {
  return values.find((value): value is T => value !== null && value !== undefined && isFilled(value));
}

/**
 * schema.org Recipe data in JSON-LD, microdata or RDFa, field by field in that order. When a page
 * declares a Recipe but leaves its ingredient or step list empty, the list is read from the page's
 * own markup (recipe plugins' classes, or the list under an 'Ingredients'/'Instructions' heading).
 * Null when the page declares no Recipe, or one without a title, ingredients and steps.
 */
export function extractRecipe(html: string, pageUrl: string, options: TExtractOptions = {}): TExtractedRecipe | null {
  const $ = cheerio.load(html);
  const sources = [...readJsonLd($), readMicrodataRecipe($), readRdfaRecipe($)].filter((source): source is TPartialRecipe => source !== null);
  if (sources.length === 0) return null;
  const isText = (value: string) => value.length > 0;
  const isList = (value: string[]) => value.length > 0;
  const title = firstFilled(
    sources.map((source) => source.title),
    isText,
  );
  // Bullets, step numbers and group headings come out of every source's lists; where the structured
  // list is the page's own cut short (entries dropped or truncated), the page's markup gives it whole.
  const structuredIngredients = tidyIngredients(
    firstFilled(
      sources.map((source) => source.ingredients),
      isList,
    ) ?? [],
  );
  const structuredInstructions = tidyInstructions(
    firstFilled(
      sources.map((source) => source.instructions),
      isList,
    ) ?? [],
  );
  const declaredIngredients = preferPageList(structuredIngredients, tidyIngredients(readHtmlIngredients($)), 'ingredients');
  const declaredInstructions = preferPageList(structuredInstructions, tidyInstructions(readHtmlInstructions($)), 'instructions');
  // A site whose structured data is known to be off is read the way the reference scrapers read it.
  const rule = options.useHostRules === false ? undefined : findHostRule(pageUrl);
  const ruleIngredients = rule?.readIngredients?.($, declaredIngredients) ?? [];
  const ruleInstructions = rule?.readInstructions?.($) ?? [];
  const ingredients = ruleIngredients.length > 0 ? ruleIngredients : declaredIngredients;
  const instructions = ruleInstructions.length > 0 ? ruleInstructions : declaredInstructions;
  if (!title || ingredients.length === 0 || instructions.length === 0) return null;

  // A host rule's servings and times come first, as a site scraper's do over the page's schema.org data.
  const ruleDetails = rule?.readDetails?.($);
  if (ruleDetails)
    sources.unshift({
      servings: '',
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      ...ruleDetails,
      title: '',
      ingredients: [],
      instructions: [],
      images: [],
    });
  const hasDetails = sources.some((source) => source.servings || source.prepMinutes || source.cookMinutes || source.totalMinutes);
  if (!hasDetails || sources.every((source) => !source.servings))
    sources.push({ ...readHtmlDetails($), title: '', ingredients: [], instructions: [], images: [] });
  const recipe: TExtractedRecipe = {
    title,
    ingredients: ingredients.map((name) => ({ name })),
    instructions,
    servings:
      firstFilled(
        sources.map((source) => source.servings),
        isText,
      ) ?? '',
  };
  const isMinutes = (value: number) => value > 0;
  const prep =
    firstFilled(
      sources.map((source) => source.prepMinutes),
      isMinutes,
    ) ?? null;
  const cook =
    firstFilled(
      sources.map((source) => source.cookMinutes),
      isMinutes,
    ) ?? null;
  const total =
    firstFilled(
      sources.map((source) => source.totalMinutes),
      isMinutes,
    ) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const prepTime = toTimeText(prep);
  const cookTime = toTimeText(cook);
  const totalTime = toTimeText(total);
  if (prepTime) recipe.prepTime = prepTime;
  if (cookTime) recipe.cookTime = cookTime;
  if (totalTime) recipe.totalTime = totalTime;

  // The picture: the largest of the Recipe's own images and the page's share pictures (a site logo
  // says nothing about the dish), by stated or address-borne size; the Recipe's first on a tie.
  const recipeImages = sources.find((source) => source.images.length > 0)?.images ?? [];
  const shareImages = readShareImages($).filter((image) => !/logo/i.test(image.url));
  const usable = [...recipeImages, ...shareImages].flatMap((image) => {
    const url = resolveUrl(image.url, pageUrl);
    return url ? [{ ...image, url }] : [];
  });
  const imageUrl = chooseLargestImage(usable);
  if (imageUrl) recipe.imageUrl = imageUrl;
  return recipe;
}

/** The readable text of a page for the language-model fallback, without scripts and chrome. */
export function extractPageText(html: string, maxChars: number): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, nav, footer, header, aside, form, iframe, svg').remove();
  const title = $('title').first().text();
  const text = $('body').text().replace(/\s+/g, ' ').trim();
  return `${cleanText(title)}\n${text}`.slice(0, maxChars);
}
