import { describe, expect, it } from 'vitest';
import { deriveTotalMinutes } from './recipe-time.ts';

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
