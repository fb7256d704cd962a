import { describe, expect, it } from 'vitest';
import { computeNutritionSync } from './builtin-nutrition.ts';
import { FDC_FOODS, REFERENCE_RECIPES, type TReferenceRecipe } from '../../test/fdc-reference-recipes.ts';

const CALORIE_TOLERANCE = 0.1;
const MACRO_TOLERANCE = 0.15;
const REQUIRED_MATCHES = 18;

type TMacros = { calories: number; protein: number; carbs: number; fat: number };

function computeReference(recipe: TReferenceRecipe): TMacros {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const { food, grams } of recipe.lines) {
    const per100g = FDC_FOODS[food];
    total.calories += (per100g.calories * grams) / 100;
    total.protein += (per100g.protein * grams) / 100;
    total.carbs += (per100g.carbs * grams) / 100;
    total.fat += (per100g.fat * grams) / 100;
  }
  return {
    calories: total.calories / recipe.servings,
    protein: total.protein / recipe.servings,
    carbs: total.carbs / recipe.servings,
    fat: total.fat / recipe.servings,
  };
}

function computeBuiltin(recipe: TReferenceRecipe): TMacros & { unknown: string[] } {
  const { nutrition, unknownIngredients } = computeNutritionSync(recipe.lines.map((line) => line.line));
  return {
    calories: nutrition.calories / recipe.servings,
    protein: nutrition.protein / recipe.servings,
    carbs: nutrition.carbs / recipe.servings,
    fat: nutrition.fat / recipe.servings,
    unknown: unknownIngredients,
  };
}

function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / expected;
}

/** The fields outside tolerance, e.g. 'protein 12.1 vs 10.2'; empty when the recipe agrees with FDC. */
function listMisses(recipe: TReferenceRecipe): string[] {
  const reference = computeReference(recipe);
  const builtin = computeBuiltin(recipe);
  const misses = builtin.unknown.map((line) => `unknown line '${line}'`);
  if (relativeError(builtin.calories, reference.calories) > CALORIE_TOLERANCE)
    misses.push(`calories ${builtin.calories.toFixed(0)} vs ${reference.calories.toFixed(0)}`);
  for (const field of ['protein', 'carbs', 'fat'] as const) {
    if (relativeError(builtin[field], reference[field]) > MACRO_TOLERANCE)
      misses.push(`${field} ${builtin[field].toFixed(1)} vs ${reference[field].toFixed(1)}`);
  }
  return misses;
}

describe('built-in nutrition against USDA FoodData Central (SR Legacy) on 20 recipes', () => {
  it('has 20 recipes, every line tied to an FDC food', () => {
    expect(REFERENCE_RECIPES).toHaveLength(20);
    for (const recipe of REFERENCE_RECIPES) for (const line of recipe.lines) expect(FDC_FOODS[line.food].fdcId).toBeGreaterThan(100_000);
  });

  it(`agrees per serving (calories within 10%, protein/carbs/fat within 15%) on at least ${REQUIRED_MATCHES} of 20`, () => {
    const report = REFERENCE_RECIPES.map((recipe) => ({ title: recipe.title, misses: listMisses(recipe) }));
    const disagreeing = report.filter((entry) => entry.misses.length > 0);
    // The list is in the failure message, so a drifting table entry is easy to find.
    expect(disagreeing, JSON.stringify(disagreeing, null, 1)).toHaveLength(Math.min(disagreeing.length, 20 - REQUIRED_MATCHES));
  });
});
