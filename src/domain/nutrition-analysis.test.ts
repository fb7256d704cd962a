import { describe, expect, it } from 'vitest';
import { buildNutritionAnalysis, readServingsCount } from './nutrition-analysis.ts';

describe('buildNutritionAnalysis', () => {
  const total = { calories: 1000, protein: 100, carbs: 110, fat: 39, fiber: 14, sugar: 20 };

  it('gives per-serving values and % daily values per serving', () => {
    const analysis = buildNutritionAnalysis({ lines: [], total, servings: 4 });
    expect(analysis.perServing).toEqual({ calories: 250, protein: 25, carbs: 27.5, fat: 9.8, fiber: 3.5, sugar: 5 });
    // 250/2000, 25/50, 27.5/275, 9.75/78, 3.5/28
    expect(analysis.dailyValuePercent).toEqual({ calories: 13, protein: 50, carbs: 10, fat: 13, fiber: 13 });
  });

  it('breaks the recipe down per ingredient and lists what was not counted, with the reason', () => {
    const analysis = buildNutritionAnalysis({
      lines: [
        { line: '200 g chicken breast', status: 'counted', grams: 200, nutrition: { calories: 330, protein: 62, carbs: 0, fat: 7.2, fiber: 0, sugar: 0 } },
        { line: 'salt to taste', status: 'negligible' },
        { line: '3 unicorn tears', status: 'unknown', reason: 'no-food' },
        { line: 'a handful of basil', status: 'unknown', reason: 'no-weight' },
      ],
      total,
      servings: 1,
    });
    expect(analysis.ingredients.map((entry) => [entry.status, entry.grams])).toEqual([
      ['counted', 200],
      ['negligible', null],
      ['not-counted', null],
      ['not-counted', null],
    ]);
    expect(analysis.notCounted).toEqual([
      { line: '3 unicorn tears', reason: 'Not found in the food table' },
      { line: 'a handful of basil', reason: 'The amount could not be weighed' },
    ]);
  });

  it('never divides by less than one serving', () => {
    expect(buildNutritionAnalysis({ lines: [], total, servings: 0 }).perServing.calories).toBe(1000);
  });
});

describe('readServingsCount', () => {
  it.each([
    ['4', 4],
    ['Serves 6', 6],
    ['2-3 people', 2],
    ['', 1],
    ['a few', 1],
    [3, 3],
    [null, 1],
  ] as const)('%s → %d', (input, expected) => {
    expect(readServingsCount(input)).toBe(expected);
  });
});
