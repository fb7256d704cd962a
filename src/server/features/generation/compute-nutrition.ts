import type { TNutritionRequest, TNutritionResponse } from '../../../domain/generation.ts';
import { buildNutritionAnalysis, readServingsCount } from '../../../domain/nutrition-analysis.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { mapInSlices } from '../../cpu/map-in-slices.ts';
import { measureIngredientLine } from '../../providers/nutrition/builtin-nutrition.ts';
import { PRO_FEATURE_MESSAGES, requirePro } from '../../plan-access.ts';


const ZERO = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 };

/**
 * POST /nutrition: totals of the lines it can match; the rest is reported, never silently zero.
 * With detail (Pro): the advanced analysis as well.
 */
export async function computeNutrition(deps: Pick<TAppDeps, 'nutrition' | 'database' | 'clock'>, userId: string, body: TNutritionRequest): Promise<TNutritionResponse> {
  if (body.detail) await requirePro(deps.database.db, userId, deps.clock.now(), PRO_FEATURE_MESSAGES.nutritionAnalysis);
  const lines = body.ingredients.map((line) => line.trim()).filter(Boolean);
  const result = lines.length === 0 ? { nutrition: ZERO, unknownIngredients: [], lines: [] } : await deps.nutrition.computeNutrition(lines, { withLines: body.detail });
  // Densities come from the built-in table whichever provider counted the totals.
  const lineMeasures = await mapInSlices(body.ingredients, (line) => (line.trim() ? measureIngredientLine(line.trim()) : null));
  const base = { nutrition: result.nutrition, unknownIngredients: result.unknownIngredients, lineMeasures };
  if (!body.detail) return base;
  return { ...base, analysis: buildNutritionAnalysis({ lines: result.lines ?? [], total: result.nutrition, servings: readServingsCount(body.servings) }) };
}
