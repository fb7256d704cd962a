import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from '../../../domain/recipe-scaling.ts';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('writes fractions as scaling writes them: "1½ cups", not "1 ½ cups"', () => {
    expect(formatAmount(1.5, 'cup', 120)).toBe('1½ cups');
    expect(formatAmount(0.75, 'cup', 120)).toBe('¾ cup');
    expect(formatAmount(2.25, 'tbsp', 15)).toBe('2¼ tbsp');
    expect(`${formatAmount(1.5, 'cup', 120)} rice`).toBe(scaleIngredientLine('¾ cup rice', { factor: 2, system: 'original' }));
  });

  it('writes whole counts, grams and cans as before', () => {
    expect(formatAmount(2, 'clove', 5)).toBe('2 cloves');
    expect(formatAmount(250, 'g', 1)).toBe('250 g');
    expect(formatAmount(1, 'can', 400)).toBe('1 can (400 g)');
    expect(formatAmount(0, 'taste', 0)).toBe('to taste');
  });
});
