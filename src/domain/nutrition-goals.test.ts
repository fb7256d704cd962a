import { describe, expect, it } from 'vitest';
import { addScaledNutrition, sumDayNutrition, ZERO_NUTRITION } from './day-totals.ts';
import { compareDayWithGoals, compareWithGoal, describeGoalComparison, NUTRITION_GOAL_PRESETS, ZNutritionGoalsSchema } from './nutrition-goals.ts';

describe('nutrition goals', () => {
  it('marks a day more than 15% from its goal, in words', () => {
    expect(describeGoalComparison(compareWithGoal('calories', 2440, 2000))).toBe('Over by 22%');
    expect(describeGoalComparison(compareWithGoal('protein', 52.5, 75))).toBe('Under by 30%');
    expect(describeGoalComparison(compareWithGoal('fat', 80, 70))).toBe('On target');
    expect(compareWithGoal('fiber', 34.5, 30).status).toBe('on-target');
    expect(compareWithGoal('fiber', 34.6, 30).status).toBe('over');
  });

  it('accepts the presets and refuses figures out of range', () => {
    for (const preset of NUTRITION_GOAL_PRESETS) expect(ZNutritionGoalsSchema.safeParse(preset.goals).success).toBe(true);
    expect(ZNutritionGoalsSchema.safeParse({ calories: 100, protein: 75, carbs: 250, fat: 70, fiber: 30 }).success).toBe(false);
    expect(compareDayWithGoals({ ...ZERO_NUTRITION, calories: 2000 }, NUTRITION_GOAL_PRESETS[0]!.goals)).toHaveLength(5);
  });

  it('sums a day: each recipe × its multiplier, and one serving of each', () => {
    const soup = { ...ZERO_NUTRITION, calories: 800, protein: 40 };
    const days = {
      '2026-01-01': [
        { recipeKey: 'soup', servingMultiplier: 1.5 },
        { recipeKey: 'unknown', servingMultiplier: 1 },
      ],
    };
    const { totals, servingTotals } = sumDayNutrition(days, (key) => (key === 'soup' ? { nutrition: soup, servings: 4 } : undefined));
    expect(totals['2026-01-01']).toMatchObject({ calories: 1200, protein: 60 });
    expect(servingTotals['2026-01-01']).toMatchObject({ calories: 200, protein: 10 });
    expect(addScaledNutrition(ZERO_NUTRITION, soup, 0.25).calories).toBe(200);
  });
});
