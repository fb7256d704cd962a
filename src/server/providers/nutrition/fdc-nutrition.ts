import { z } from 'zod';
import { convertMeasureToGrams } from '../../../domain/ingredients/convert-to-grams.ts';
import type { TFood } from '../../../domain/kitchen/food.ts';
import type { TParsedIngredient } from '../../../domain/ingredients/parse-ingredient-line.ts';
import { MASS_UNITS, isMassUnit, type TUnit } from '../../../domain/ingredients/units.ts';
import type { TNotCountedReason, TNutritionLine } from '../../../domain/nutrition-analysis.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import { ZERO_NUTRITION, addNutrients, analyzeIngredientLine, readAmount, roundNutrition, searchBuiltinFoods } from './builtin-nutrition.ts';
import { MIN_SUGGESTION_QUERY_LENGTH, removeDuplicateNames, type TFoodSearch } from './food-search.ts';
import type { TNutritionProvider, TNutritionResult } from './nutrition-provider.ts';

// USDA FoodData Central: a search (page size 1) then the food's details, per ingredient.
// Values are per 100 g; we weigh the line with our own portion table. Any failure falls back to the
// built-in table for that line. The API key travels only in the query string and never in a message.

export const DEFAULT_FDC_BASE_URL = 'https://api.nal.usda.gov/fdc';
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_CONCURRENCY = 4;
const CACHE_LIMIT = 500;

type TNutrientKey = keyof TNutrition;
const NUTRIENT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar'] as const satisfies readonly TNutrientKey[];

/** FDC nutrient ids (new) and numbers (legacy) for each value we read; energy must be in kcal. */
const NUTRIENT_CODES: Record<TNutrientKey, { ids: number[]; numbers: string[] }> = {
  calories: { ids: [1008, 2047, 2048], numbers: ['208', '957', '958'] },
  protein: { ids: [1003], numbers: ['203'] },
  carbs: { ids: [1005], numbers: ['205'] },
  fat: { ids: [1004], numbers: ['204'] },
  fiber: { ids: [1079], numbers: ['291'] },
  sugar: { ids: [2000, 1063], numbers: ['269', '269.3'] },
};

const ZNumberLike = z.union([z.number(), z.string()]).transform((value) => Number(value));

// Detail ("full") format: { nutrient: { id, number, unitName }, amount }; search/abridged: flat fields.
const ZFdcNutrient = z.object({
  nutrient: z.object({ id: z.number().optional(), number: z.string().optional(), unitName: z.string().optional() }).optional(),
  amount: z.number().optional(),
  nutrientId: z.number().optional(),
  nutrientNumber: z.string().optional(),
  number: z.string().optional(),
  unitName: z.string().optional(),
  value: z.number().optional(),
});
type TFdcNutrient = z.infer<typeof ZFdcNutrient>;

const ZFdcPortion = z.object({
  gramWeight: z.number().optional(),
  amount: z.number().optional(),
  modifier: z.string().optional(),
  portionDescription: z.string().optional(),
  measureUnit: z.object({ name: z.string().optional(), abbreviation: z.string().optional() }).optional(),
});

const ZFdcSearch = z.object({
  foods: z.array(z.object({ fdcId: ZNumberLike, description: z.string().optional() })).default([]),
});

const ZFdcFood = z.object({
  fdcId: ZNumberLike.optional(),
  description: z.string().optional(),
  foodNutrients: z.array(ZFdcNutrient).default([]),
  foodPortions: z.array(ZFdcPortion).default([]),
});

type TFdcFood = { description: string; per100g: TNutrition; portions: z.infer<typeof ZFdcPortion>[] };

export type TFdcLogger = { warn: (message: string) => void };

export type TFdcOptions = {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  concurrency?: number;
  logger?: TFdcLogger;
};

class FdcError extends Error {}

function readNutrientCode(entry: TFdcNutrient): { id?: number; number?: string; unitName?: string; amount?: number } {
  return {
    id: entry.nutrient?.id ?? entry.nutrientId,
    number: entry.nutrient?.number ?? entry.nutrientNumber ?? entry.number,
    unitName: entry.nutrient?.unitName ?? entry.unitName,
    amount: entry.amount ?? entry.value,
  };
}

/** The six values per 100 g, or null when the food has no energy in kcal (then it is of no use to us). */
export function readFdcNutrients(entries: readonly TFdcNutrient[]): TNutrition | null {
  const values: Partial<Record<TNutrientKey, number>> = {};
  for (const entry of entries) {
    const code = readNutrientCode(entry);
    if (code.amount === undefined || !Number.isFinite(code.amount) || code.amount < 0) continue;
    for (const key of NUTRIENT_KEYS) {
      const codes = NUTRIENT_CODES[key];
      const isMatch = (code.id !== undefined && codes.ids.includes(code.id)) || (code.number !== undefined && codes.numbers.includes(code.number));
      if (!isMatch || values[key] !== undefined) continue;
      if (key === 'calories' && code.unitName !== undefined && code.unitName.toLowerCase() !== 'kcal') continue;
      values[key] = code.amount;
    }
  }
  if (values.calories === undefined) return null;
  // A food without a fiber or sugar entry has none recorded: FDC omits zero values for many foods.
  return { ...ZERO_NUTRITION, ...values };
}

/** Grams of the line from the FDC food's own portions ("1 cup", "1 large") when our table cannot weigh it. */
function weighWithFdcPortions(amount: number, unit: TUnit | null, portions: TFdcFood['portions']): number | null {
  if (isMassUnit(unit)) return amount * MASS_UNITS[unit];
  const wanted = unit ?? 'piece';
  for (const portion of portions) {
    if (portion.gramWeight === undefined) continue;
    const label =
      `${portion.measureUnit?.name ?? ''} ${portion.measureUnit?.abbreviation ?? ''} ${portion.modifier ?? ''} ${portion.portionDescription ?? ''}`.toLowerCase();
    const isUnitMatch = wanted === 'piece' ? /\b(each|piece|medium|whole|large|item|unit)\b/.test(label) : new RegExp(`\\b${wanted}s?\\b`).test(label);
    if (isUnitMatch) return (amount * portion.gramWeight) / (portion.amount && portion.amount > 0 ? portion.amount : 1);
  }
  return null;
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  });
  await Promise.all(workers);
  return results;
}

export function createFdcNutrition(options: TFdcOptions): TNutritionProvider & TFoodSearch {
  const baseUrl = (options.baseUrl ?? DEFAULT_FDC_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const cache = new Map<string, Promise<TFdcFood | null>>();

  function redact(text: string): string {
    return options.apiKey === '' ? text : text.split(options.apiKey).join('[redacted]');
  }

  function warn(message: string) {
    options.logger?.warn(redact(message));
  }

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('api_key', options.apiKey);
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      // Our own words only: a fetch error may carry the URL, and the URL carries the key.
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new FdcError(isTimeout ? `request timed out after ${timeoutMs} ms` : 'request failed');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FdcError(`HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new FdcError('answer was not JSON');
    }
  }

  async function fetchFood(query: string): Promise<TFdcFood | null> {
    const search = ZFdcSearch.safeParse(await getJson('/v1/foods/search', { query, pageSize: '1' }));
    if (!search.success) throw new FdcError('search answer had an unexpected shape');
    const first = search.data.foods[0];
    if (!first || !Number.isFinite(first.fdcId)) return null;
    const detail = ZFdcFood.safeParse(await getJson(`/v1/food/${encodeURIComponent(String(first.fdcId))}`, {}));
    if (!detail.success) throw new FdcError('food answer had an unexpected shape');
    const per100g = readFdcNutrients(detail.data.foodNutrients);
    if (!per100g) throw new FdcError('food has no energy value');
    return { description: detail.data.description ?? first.description ?? query, per100g, portions: detail.data.foodPortions };
  }

  function lookUp(query: string): Promise<TFdcFood | null> {
    const key = query.toLowerCase();
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = fetchFood(query).catch((error: unknown) => {
      cache.delete(key);
      warn(`FDC lookup for "${query}" failed: ${error instanceof FdcError ? error.message : 'unexpected error'}; using the built-in table`);
      return null;
    });
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, pending);
    return pending;
  }

  type TLineOutcome = { grams: number; per100g: TNutrition } | 'nothing' | 'negligible' | { unknown: TNotCountedReason };

  function weighWithBuiltin(parsed: TParsedIngredient, food: TFood | null, amount: number): number | null {
    return food ? convertMeasureToGrams(amount, parsed.unit, food, parsed.packageSize) : null;
  }

  async function computeLine(line: string): Promise<TLineOutcome> {
    if (line.trim() === '') return 'nothing';
    const analysis = analyzeIngredientLine(line);
    if (analysis.status === 'skipped') return 'nothing';
    if (analysis.status === 'negligible') return 'negligible';
    const builtin: TLineOutcome = analysis.status === 'counted' ? { grams: analysis.grams, per100g: analysis.food.per100g } : { unknown: analysis.reason };
    const amount = readAmount(analysis.parsed);
    if (amount === null) return builtin;
    const fdcFood = await lookUp(analysis.parsed.foodName);
    if (!fdcFood) return builtin;
    const grams = weighWithBuiltin(analysis.parsed, analysis.food, amount) ?? weighWithFdcPortions(amount, analysis.parsed.unit, fdcFood.portions);
    if (grams === null) return builtin;
    return { grams, per100g: fdcFood.per100g };
  }

  return {
    name: 'fdc',
    computeNutrition: async (ingredientLines, options = {}): Promise<TNutritionResult> => {
      const outcomes = await mapWithConcurrency(ingredientLines, concurrency, computeLine);
      let total = ZERO_NUTRITION;
      const unknownIngredients: string[] = [];
      const lines: TNutritionLine[] = [];
      outcomes.forEach((outcome, index) => {
        const line = ingredientLines[index] ?? '';
        if (outcome === 'nothing') return;
        if (outcome === 'negligible') {
          lines.push({ line, status: 'negligible' });
        } else if ('unknown' in outcome) {
          unknownIngredients.push(line);
          lines.push({ line, status: 'unknown', reason: outcome.unknown });
        } else {
          total = addNutrients(total, outcome.per100g, outcome.grams);
          lines.push({ line, status: 'counted', grams: outcome.grams, nutrition: addNutrients(ZERO_NUTRITION, outcome.per100g, outcome.grams) });
        }
      });
      return { nutrition: roundNutrition(total), unknownIngredients, ...(options.withLines ? { lines } : {}) };
    },
    searchFoods: async (query, limit) => {
      const trimmed = query.trim();
      if (trimmed.length < MIN_SUGGESTION_QUERY_LENGTH || limit <= 0) return [];
      const builtin = searchBuiltinFoods(trimmed, limit);
      let fdcNames: string[] = [];
      try {
        const search = ZFdcSearch.safeParse(await getJson('/v1/foods/search', { query: trimmed, pageSize: String(limit) }));
        if (search.success) fdcNames = search.data.foods.flatMap((food) => (food.description ? [food.description] : []));
      } catch (error) {
        warn(`FDC suggestions for "${trimmed}" failed: ${error instanceof FdcError ? error.message : 'unexpected error'}`);
      }
      // Half the list from each source when both have plenty, the rest filled from whichever has more.
      const half = Math.ceil(limit / 2);
      return removeDuplicateNames([...builtin.slice(0, half), ...fdcNames, ...builtin.slice(half)]).slice(0, limit);
    },
  };
}
