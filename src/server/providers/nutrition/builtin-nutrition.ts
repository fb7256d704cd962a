import { convertMeasureToGrams } from '../../../domain/ingredients/convert-to-grams.ts';
import { isLiquidFood, isNegligibleWithoutAmount, type TFood } from '../../../domain/kitchen/food.ts';
import { mapInSlices } from '../../cpu/map-in-slices.ts';
import { parseIngredientLine, type TParsedIngredient } from '../../../domain/ingredients/parse-ingredient-line.ts';
import { VOLUME_UNITS, isVolumeUnit, toCanonicalUnit, type TCountUnit, type TUnit } from '../../../domain/ingredients/units.ts';
import type { TLineMeasure } from '../../../domain/recipe-scaling.ts';
import type { TNutritionLine } from '../../../domain/nutrition-analysis.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import { MIN_SUGGESTION_QUERY_LENGTH, removeDuplicateNames, type TFoodSearch } from './food-search.ts';
import { findFood, listFoodPhrases, toMatchKey } from '../../../domain/kitchen/food-table.ts';
import type { TComputeNutritionOptions, TNutritionProvider, TNutritionResult } from './nutrition-provider.ts';

export type TLineAnalysis =
  | { status: 'counted'; line: string; parsed: TParsedIngredient; food: TFood; grams: number }
  | { status: 'negligible'; line: string; parsed: TParsedIngredient; food: TFood | null }
  | { status: 'unknown'; line: string; parsed: TParsedIngredient; food: TFood | null; reason: 'no-food' | 'no-weight' }
  | { status: 'skipped'; line: string; parsed: TParsedIngredient };

export const ZERO_NUTRITION: TNutrition = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 };

/** The amount to weigh: the middle of a range ("2-3 cloves" → 2.5). */
export function readAmount(parsed: TParsedIngredient): number | null {
  // "Pinch of salt": a unit without a number is one of it.
  if (parsed.quantity === null) return parsed.unit === null ? null : 1;
  return parsed.quantity2 === null ? parsed.quantity : (parsed.quantity + parsed.quantity2) / 2;
}

// Units the parser may have cut off the end of a name: "2 bay leaves" → 2 leaf "bay".
const NAME_TAIL_UNITS: readonly TCountUnit[] = ['leaf', 'stalk', 'sprig', 'clove', 'head', 'fillet', 'slice', 'ear', 'bunch', 'wedge'];

function isNameTailUnit(unit: TUnit | null): unit is TCountUnit {
  return NAME_TAIL_UNITS.some((tail) => tail === unit);
}

/**
 * "fresh mint leaf" with no unit → "fresh mint" by the leaf, as "8 fresh mint leaves" is counted in
 * leaves; but "whole clove" stays whole when "whole" alone is no food.
 */
function splitNameTail(parsed: TParsedIngredient): { name: string; unit: TUnit | null } {
  const tail = /^(.+) (\S+)$/.exec(parsed.foodName);
  const unit = tail?.[2] ? toCanonicalUnit(tail[2]) : null;
  if (parsed.unit === null && parsed.quantity !== null && tail?.[1] && isNameTailUnit(unit) && findFood(tail[1]) !== null) return { name: tail[1], unit };
  return { name: parsed.foodName, unit: parsed.unit };
}

/**
 * A preparation word written before the name can name another food: "crushed tomatoes" are canned,
 * "2 tomatoes, crushed" are fresh. The joined name wins only when the line says it in that order;
 * a can of something ("1 can tomatoes") is the canned food when the table has one.
 */
function findPreparedFood(parsed: TParsedIngredient, name: string, plain: TFood | null): TFood | null {
  const preparations = (parsed.preparation ?? '')
    .split(/,\s*|\s+and\s+/)
    .map((word) => word.trim())
    .filter(Boolean);
  const inputKey = toMatchKey(parsed.input);
  for (const preparation of preparations) {
    const phrase = `${preparation} ${name}`;
    const joined = findFood(phrase);
    if (joined !== null && joined !== plain && inputKey.includes(toMatchKey(phrase))) return joined;
  }
  if (parsed.unit === 'can') {
    const canned = findFood(`canned ${name}`);
    if (canned !== null && canned !== plain && canned.name.includes('canned')) return canned;
  }
  return null;
}

/**
 * An alternative left in the comment ("canola, or corn oil"): its words complete the first choice
 * ("canola … oil"), or the alternative itself is weighed, which is close enough for nutrition when
 * the first choice is not in the table.
 */
function findAlternativeFood(parsed: TParsedIngredient): TFood | null {
  const alternative = /^(?:and\/)?or\s+([^;(]+)/i.exec(parsed.comment ?? '')?.[1]?.trim();
  if (!alternative) return null;
  return findFood(`${parsed.foodName} ${alternative}`) ?? findFood(alternative);
}

/** The food for a parsed line; when the unit belongs to the name ("curry leaf"), that longer name wins. */
function matchFood(parsed: TParsedIngredient): { food: TFood | null; unit: TUnit | null } {
  const { name, unit } = splitNameTail(parsed);
  const named = findFood(name);
  // "safflower or vegetable oil": when the first choice alone is no food, the whole phrase may name one.
  const plain = findPreparedFood(parsed, name, named) ?? named ?? findFood(parsed.name) ?? findAlternativeFood(parsed);
  if (isNameTailUnit(unit)) {
    const joined = findFood(`${name} ${unit}`);
    if (joined !== null && joined !== plain) return { food: joined, unit: joined.measures[unit] === undefined ? null : unit };
  }
  return { food: plain, unit };
}

/** Parses, matches and weighs one line against the built-in table. */
export function analyzeIngredientLine(line: string): TLineAnalysis {
  const parsed = parseIngredientLine(line);
  if (parsed.isGroupHeader || parsed.foodName === '') return { status: 'skipped', line, parsed };
  const { food, unit } = matchFood(parsed);
  const amount = readAmount(parsed);
  if (amount === null) {
    // "salt to taste", "fresh basil, to garnish": nothing to weigh and nothing to report.
    if (parsed.isToTaste || (food !== null && isNegligibleWithoutAmount(food))) return { status: 'negligible', line, parsed, food };
    return { status: 'unknown', line, parsed, food, reason: food === null ? 'no-food' : 'no-weight' };
  }
  if (food === null) return { status: 'unknown', line, parsed, food, reason: 'no-food' };
  const grams = convertMeasureToGrams(amount, unit, food, parsed.packageSize);
  if (grams === null) return { status: 'unknown', line, parsed, food, reason: 'no-weight' };
  return { status: 'counted', line, parsed, food, grams };
}

/**
 * What one millilitre of a line measured by volume weighs ('1 tbsp grated ginger' → its tbsp weight ÷ 14.8),
 * and whether the food is a liquid. Null for lines without a known food; gramsPerMl null without a volume.
 */
export function measureParsedLine(parsed: TParsedIngredient): TLineMeasure | null {
  if (parsed.isGroupHeader || parsed.name === '') return null;
  const { food, unit } = matchFood(parsed);
  if (food === null) return null;
  const grams = isVolumeUnit(unit) ? convertMeasureToGrams(1, unit, food) : null;
  return { gramsPerMl: grams === null || !isVolumeUnit(unit) ? null : grams / VOLUME_UNITS[unit], isLiquid: isLiquidFood(food) };
}

export function addNutrients(total: TNutrition, per100g: TNutrition, grams: number): TNutrition {
  const factor = grams / 100;
  return {
    calories: total.calories + per100g.calories * factor,
    protein: total.protein + per100g.protein * factor,
    carbs: total.carbs + per100g.carbs * factor,
    fat: total.fat + per100g.fat * factor,
    fiber: total.fiber + per100g.fiber * factor,
    sugar: total.sugar + per100g.sugar * factor,
  };
}

export function roundNutrition(nutrition: TNutrition): TNutrition {
  return {
    calories: Math.round(nutrition.calories),
    protein: Math.round(nutrition.protein),
    carbs: Math.round(nutrition.carbs),
    fat: Math.round(nutrition.fat),
    fiber: Math.round(nutrition.fiber),
    sugar: Math.round(nutrition.sugar),
  };
}

// Recipes repeat lines (the composer's catalogue, edits that recompute): remember recent analyses.
const ANALYSIS_CACHE_LIMIT = 5000;
const analysisCache = new Map<string, TLineAnalysis>();

function analyzeWithCache(line: string): TLineAnalysis {
  const cached = analysisCache.get(line);
  if (cached) return cached;
  const analysis = analyzeIngredientLine(line);
  if (analysisCache.size >= ANALYSIS_CACHE_LIMIT) {
    const oldest = analysisCache.keys().next().value;
    if (oldest !== undefined) analysisCache.delete(oldest);
  }
  analysisCache.set(line, analysis);
  return analysis;
}

/** For measurements of the uncached path. */
export function clearAnalysisCache(): void {
  analysisCache.clear();
}

/** Nutrition of a whole recipe from the built-in table, synchronously (the offline composer calls this). */
export function computeNutritionSync(ingredientLines: readonly string[], options: TComputeNutritionOptions = {}): TNutritionResult {
  const filled = ingredientLines.filter((line) => line.trim() !== '');
  return sumAnalyses(filled, filled.map(analyzeWithCache), options);
}

/** The same, giving other requests their turn between slices of parsing (the server's path). */
export async function computeNutritionInSlices(ingredientLines: readonly string[], options: TComputeNutritionOptions = {}): Promise<TNutritionResult> {
  const filled = ingredientLines.filter((line) => line.trim() !== '');
  return sumAnalyses(filled, await mapInSlices(filled, analyzeWithCache), options);
}

function sumAnalyses(filled: readonly string[], analyses: readonly TLineAnalysis[], options: TComputeNutritionOptions): TNutritionResult {
  let total = ZERO_NUTRITION;
  const unknownIngredients: string[] = [];
  const lines: TNutritionLine[] = [];
  for (const [index, line] of filled.entries()) {
    const analysis = analyses[index];
    if (!analysis) continue;
    if (analysis.status === 'counted') {
      total = addNutrients(total, analysis.food.per100g, analysis.grams);
      lines.push({ line, status: 'counted', grams: analysis.grams, nutrition: addNutrients(ZERO_NUTRITION, analysis.food.per100g, analysis.grams) });
    } else if (analysis.status === 'unknown') {
      unknownIngredients.push(line);
      lines.push({ line, status: 'unknown', reason: analysis.reason });
    } else if (analysis.status === 'negligible') {
      lines.push({ line, status: 'negligible' });
    }
  }
  return { nutrition: roundNutrition(total), unknownIngredients, ...(options.withLines ? { lines } : {}) };
}

/** Suggestions from the built-in table: names starting with the query first, then names containing it. */
// Each phrase's lower-case form and match key, worked out once: suggestions run on every keystroke.
let searchablePhrases: { phrase: string; lower: string; key: string }[] | null = null;

function listSearchablePhrases() {
  searchablePhrases ??= listFoodPhrases().map(({ phrase }) => ({ phrase, lower: phrase.toLowerCase(), key: toMatchKey(phrase) }));
  return searchablePhrases;
}

export function searchBuiltinFoods(query: string, limit: number): string[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < MIN_SUGGESTION_QUERY_LENGTH || limit <= 0) return [];
  const needleKey = toMatchKey(needle);
  // Best first ("peas" gave Pear, Peach, Peanut around Pea): the food itself, singular or
  // plural; then phrases with the query as a whole word ("green peas", "pea protein"); then phrases
  // starting with it, with a word starting with it, and containing it.
  const exact: string[] = [];
  const wholeWords: string[] = [];
  const starts: string[] = [];
  const wordStarts: string[] = [];
  const contains: string[] = [];
  for (const { phrase, lower, key } of listSearchablePhrases()) {
    if (key === needleKey) exact.push(phrase);
    else if (needleKey !== '' && ` ${key} `.includes(` ${needleKey} `)) wholeWords.push(phrase);
    else if (lower.startsWith(needle) || key.startsWith(needleKey)) starts.push(phrase);
    else if (lower.includes(` ${needle}`)) wordStarts.push(phrase);
    else if (lower.includes(needle)) contains.push(phrase);
  }
  const byLength = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
  const ranked = [exact, wholeWords, starts, wordStarts, contains].flatMap((tier) => tier.sort(byLength));
  // "oat" and "oats" are one suggestion: compare singular, accent-free keys.
  return removeDuplicateNames(ranked, toMatchKey).slice(0, limit);
}

export function createBuiltinNutrition(): TNutritionProvider & TFoodSearch {
  return {
    name: 'builtin',
    computeNutrition: (ingredientLines, options) => computeNutritionInSlices(ingredientLines, options),
    searchFoods: async (query, limit) => searchBuiltinFoods(query, limit),
  };
}
