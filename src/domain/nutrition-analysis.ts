import { z } from 'zod';
import { ZNutritionSchema, type TNutrition } from './recipe.ts';

// "Advanced nutrition analysis" (Pro), made concrete: a per-ingredient breakdown with the
// weight counted, per-serving values, % daily values per serving, and which lines were not counted and why.

/** FDA reference daily values for adults (2,000 kcal diet). Total sugars have no daily value. */
export const DAILY_VALUES = { calories: 2000, protein: 50, carbs: 275, fat: 78, fiber: 28 } as const;

export const NOT_COUNTED_REASONS = {
  'no-food': 'Not found in the food table',
  'no-weight': 'The amount could not be weighed',
} as const;
export type TNotCountedReason = keyof typeof NOT_COUNTED_REASONS;

/** One ingredient line as the nutrition provider read it. */
export type TNutritionLine =
  | { line: string; status: 'counted'; grams: number; nutrition: TNutrition }
  | { line: string; status: 'negligible' }
  | { line: string; status: 'unknown'; reason: TNotCountedReason };

export const ZNutritionAnalysisSchema = z.object({
  servings: z.number().int().positive(),
  perServing: ZNutritionSchema,
  /** Per serving, whole percent; sugar has no daily value. */
  dailyValuePercent: z.object({
    calories: z.number().int(),
    protein: z.number().int(),
    carbs: z.number().int(),
    fat: z.number().int(),
    fiber: z.number().int(),
  }),
  ingredients: z.array(
    z.object({
      line: z.string(),
      status: z.enum(['counted', 'negligible', 'not-counted']),
      grams: z.number().nullable(),
      nutrition: ZNutritionSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
  notCounted: z.array(z.object({ line: z.string(), reason: z.string() })),
});
export type TNutritionAnalysis = z.infer<typeof ZNutritionAnalysisSchema>;

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function mapNutrition(nutrition: TNutrition, map: (value: number) => number): TNutrition {
  return {
    calories: map(nutrition.calories),
    protein: map(nutrition.protein),
    carbs: map(nutrition.carbs),
    fat: map(nutrition.fat),
    fiber: map(nutrition.fiber),
    sugar: map(nutrition.sugar),
  };
}

/** Builds the analysis from the provider's per-line reading and the recipe total. */
export function buildNutritionAnalysis(input: { lines: readonly TNutritionLine[]; total: TNutrition; servings: number }): TNutritionAnalysis {
  const servings = Math.max(1, Math.round(input.servings));
  const perServingExact = mapNutrition(input.total, (value) => value / servings);
  const percent = (value: number, dailyValue: number) => Math.round((value / dailyValue) * 100);
  return {
    servings,
    perServing: mapNutrition(perServingExact, (value) => roundTo(value, 1)),
    dailyValuePercent: {
      calories: percent(perServingExact.calories, DAILY_VALUES.calories),
      protein: percent(perServingExact.protein, DAILY_VALUES.protein),
      carbs: percent(perServingExact.carbs, DAILY_VALUES.carbs),
      fat: percent(perServingExact.fat, DAILY_VALUES.fat),
      fiber: percent(perServingExact.fiber, DAILY_VALUES.fiber),
    },
    ingredients: input.lines.map((entry) => {
      if (entry.status === 'counted') {
        return {
          line: entry.line,
          status: 'counted' as const,
          grams: Math.round(entry.grams),
          nutrition: mapNutrition(entry.nutrition, (value) => roundTo(value, 1)),
          reason: null,
        };
      }
      if (entry.status === 'negligible')
        return { line: entry.line, status: 'negligible' as const, grams: null, nutrition: null, reason: 'To taste: too little to count' };
      return { line: entry.line, status: 'not-counted' as const, grams: null, nutrition: null, reason: NOT_COUNTED_REASONS[entry.reason] };
    }),
    notCounted: input.lines.flatMap((entry) => (entry.status === 'unknown' ? [{ line: entry.line, reason: NOT_COUNTED_REASONS[entry.reason] }] : [])),
  };
}

/** The first whole number in a servings text ("4", "Serves 6", "2-3 people" → 2); 1 when there is none. */
export function readServingsCount(servings: string | number | null | undefined): number {
  if (typeof servings === 'number') return Number.isFinite(servings) && servings >= 1 ? Math.round(servings) : 1;
  const match = /\d+/.exec(servings ?? '');
  const value = match ? Number(match[0]) : 1;
  return value >= 1 ? Math.min(value, 1000) : 1;
}
