import { describe, expect, it } from 'vitest';
import { formatRecipeTime, formatTotalTime } from './format-recipe-time.ts';

describe('formatRecipeTime', () => {
  it('shows bare minutes, ISO durations and free text in one format', () => {
    expect(formatRecipeTime('20')).toBe('20 min');
    expect(formatRecipeTime('PT1H15M')).toBe('1 hr 15 min');
    expect(formatRecipeTime('PT45M')).toBe('45 min');
    expect(formatRecipeTime('PT2H')).toBe('2 hr');
    expect(formatRecipeTime(' 15 minutes ')).toBe('15 min');
    expect(formatRecipeTime('25 mins')).toBe('25 min');
    expect(formatRecipeTime('1 hr 10 min')).toBe('1 hr 10 min');
    expect(formatRecipeTime('90 minutes')).toBe('1 hr 30 min');
  });

  it('keeps a range and text without a duration as written', () => {
    expect(formatRecipeTime('10-15 minutes')).toBe('10-15 minutes');
    expect(formatRecipeTime('overnight')).toBe('overnight');
    expect(formatRecipeTime('  ')).toBe('');
  });
});

describe('formatTotalTime', () => {
  it('prefers the total, else adds prep and cook', () => {
    expect(formatTotalTime({ totalTime: '1 hr', prepTime: '5 min', cookTime: '20 min' })).toBe('1 hr');
    expect(formatTotalTime({ totalTime: '', prepTime: '5 mins', cookTime: 'PT20M' })).toBe('25 min');
    expect(formatTotalTime({ totalTime: '', prepTime: '', cookTime: '' })).toBe('');
  });
});
