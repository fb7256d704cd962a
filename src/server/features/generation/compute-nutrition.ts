import type { TLineReading, TNutritionRequest, TNutritionResponse } from '../../../domain/generation.ts';
import { buildNutritionAnalysis, readServingsCount } from '../../../domain/nutrition-analysis.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { mapInSlices } from '../../cpu/map-in-slices.ts';
import { measureParsedLine } from '../../providers/nutrition/builtin-nutrition.ts';
import { NO_READING, toLineReading } from '../../../domain/ingredients/line-reading.ts';
import { parseIngredientLine } from '../../../domain/ingredients/parse-ingredient-line.ts';
import type { TLineMeasure } from '../../../domain/recipe-scaling.ts';
import { PRO_FEATURE_MESSAGES, requirePro } from '../../plan-access.ts';

function readRequestedLine(line: string): { measure: TLineMeasure | null; reading: TLineReading } {
  const trimmed = line.trim();
  if (!trimmed) return { measure: null, reading: NO_READING };
  const parsed = parseIngredientLine(trimmed);
  return { measure: measureParsedLine(parsed), reading: toLineReading(parsed, line.indexOf(trimmed)) };
}

const ZERO = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 };

/**
 * POST /nutrition: totals of the lines it can match; the rest is reported, never silently zero.
 * With detail (Pro): the advanced analysis as well.
 */
export async function computeNutrition(
  deps: Pick<TAppDeps, 'nutrition' | 'database' | 'clock'>,
  userId: string,
  body: TNutritionRequest,
): Promise<TNutritionResponse> {
  if (body.detail) await requirePro(deps.database.db, userId, deps.clock.now(), PRO_FEATURE_MESSAGES.nutritionAnalysis);
  const lines = body.ingredients.map((line) => line.trim()).filter(Boolean);
  const result =
    lines.length === 0 ? { nutrition: ZERO, unknownIngredients: [], lines: [] } : await deps.nutrition.computeNutrition(lines, { withLines: body.detail });
  // Densities come from the built-in table whichever provider counted the totals; each line's reading
  // lets the browser scale it as the list and nutrition read it. Both from one read of the line.
  const perLine = await mapInSlices(body.ingredients, readRequestedLine);
  const lineMeasures = perLine.map((line) => line.measure);
  const lineReadings = perLine.map((line) => line.reading);
  const base = { nutrition: result.nutrition, unknownIngredients: result.unknownIngredients, lineMeasures, lineReadings };
  if (!body.detail) return base;
  return { ...base, analysis: buildNutritionAnalysis({ lines: result.lines ?? [], total: result.nutrition, servings: readServingsCount(body.servings) }) };
}
