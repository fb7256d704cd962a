import { z } from 'zod';
import type { TNutrition } from './recipe.ts';

// Daily nutrition goals (issue 31): what a cook aims at in a day, and how a planned day compares.

/** The five nutrients a cook can aim at (sugar is shown, not aimed at). */
export const GOAL_NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const;
export type TGoalNutrient = (typeof GOAL_NUTRIENTS)[number];

/** Sane daily ranges: a typo (20000 kcal, 5 g protein) is refused, not saved. */
export const GOAL_RANGES: Record<TGoalNutrient, { min: number; max: number; unit: string; label: string }> = {
  calories: { min: 800, max: 6000, unit: 'kcal', label: 'Calories' },
  protein: { min: 10, max: 400, unit: 'g', label: 'Protein' },
  carbs: { min: 10, max: 900, unit: 'g', label: 'Carbs' },
  fat: { min: 10, max: 400, unit: 'g', label: 'Fat' },
  fiber: { min: 5, max: 150, unit: 'g', label: 'Fiber' },
};

const goal = (nutrient: TGoalNutrient) => {
  const { min, max, label, unit } = GOAL_RANGES[nutrient];
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} is at least ${min} ${unit} a day.`)
    .max(max, `${label} is at most ${max} ${unit} a day.`);
};

export const ZNutritionGoalsSchema = z.object({
  calories: goal('calories'),
  protein: goal('protein'),
  carbs: goal('carbs'),
  fat: goal('fat'),
  fiber: goal('fiber'),
});
export type TNutritionGoals = z.infer<typeof ZNutritionGoalsSchema>;

/** Presets a cook can start from (round figures for an adult; the cook's own numbers replace them). */
export const NUTRITION_GOAL_PRESETS: readonly { id: string; label: string; goals: TNutritionGoals }[] = [
  { id: 'balanced', label: 'Balanced, 2,000 kcal', goals: { calories: 2000, protein: 75, carbs: 250, fat: 70, fiber: 30 } },
  { id: 'active', label: 'Active, 2,500 kcal', goals: { calories: 2500, protein: 110, carbs: 310, fat: 85, fiber: 35 } },
  { id: 'lighter', label: 'Lighter, 1,600 kcal', goals: { calories: 1600, protein: 90, carbs: 170, fat: 55, fiber: 28 } },
  { id: 'high-protein', label: 'High protein, 2,200 kcal', goals: { calories: 2200, protein: 160, carbs: 200, fat: 75, fiber: 30 } },
];

/** A day further from its goal than this (either way) is marked. */
export const GOAL_TOLERANCE = 0.15;

export type TGoalComparison = { nutrient: TGoalNutrient; value: number; goal: number; percent: number; status: 'over' | 'under' | 'on-target' };

/** How a day's figure compares with its goal: the signed difference in whole percent, and whether it is beyond 15%. */
export function compareWithGoal(nutrient: TGoalNutrient, value: number, goal: number): TGoalComparison {
  const ratio = goal > 0 ? (value - goal) / goal : 0;
  // Judged on the exact difference; the words show it in whole percent.
  const status = ratio > GOAL_TOLERANCE ? 'over' : ratio < -GOAL_TOLERANCE ? 'under' : 'on-target';
  return { nutrient, value, goal, percent: Math.round(ratio * 100), status };
}

/** Every goal nutrient of a day against the goals. */
export function compareDayWithGoals(totals: TNutrition, goals: TNutritionGoals): TGoalComparison[] {
  return GOAL_NUTRIENTS.map((nutrient) => compareWithGoal(nutrient, totals[nutrient], goals[nutrient]));
}

/** The words a marked day carries, so the state never rests on colour alone. */
export function describeGoalComparison(comparison: TGoalComparison): string {
  if (comparison.status === 'over') return `Over by ${comparison.percent}%`;
  if (comparison.status === 'under') return `Under by ${-comparison.percent}%`;
  return 'On target';
}
