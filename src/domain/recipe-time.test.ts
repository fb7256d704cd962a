import { describe, expect, it } from 'vitest';
import { deriveTotalMinutes, parseDurationMinutes } from './recipe-time.ts';

describe('parseDurationMinutes', () => {
  it.each([
    ['25 mins', 25],
    ['25 minutes', 25],
    ['1 hr 10 min', 70],
    ['1 hour', 60],
    ['2 hours 5 minutes', 125],
    ['1.5 hours', 90],
    ['1h30m', 90],
    ['PT1H10M', 70],
    ['PT45M', 45],
    ['P1DT2H', 1560],
    ['45', 45],
    ['10-15 minutes', 15],
    ['10 to 20 min', 20],
    ['90 sec', 2],
  ])('%s → %i', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it.each(['', '   ', 'a while', 'PT', null, undefined])('%s → null', (text) => {
    expect(parseDurationMinutes(text)).toBeNull();
  });
});

describe('deriveTotalMinutes', () => {
  it('prefers totalTime', () => {
    expect(deriveTotalMinutes({ totalTime: '40 mins', prepTime: '10 mins', cookTime: '10 mins' })).toBe(40);
  });

  it('adds prep and cook without a total', () => {
    expect(deriveTotalMinutes({ totalTime: '', prepTime: '10 mins', cookTime: '1 hr' })).toBe(70);
    expect(deriveTotalMinutes({ cookTime: '20 min' })).toBe(20);
  });

  it('is null without any time', () => {
    expect(deriveTotalMinutes({ totalTime: '', prepTime: '', cookTime: 'n/a' })).toBeNull();
  });
});
