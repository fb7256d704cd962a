import { describe, expect, it } from 'vitest';
import { toShownServings } from './recipe-scaling.ts';

describe('the servings shown in the header', () => {
  it('follows the chosen servings, keeping the written words', () => {
    expect(toShownServings({ servings: '6' }, { servings: 3, system: 'original' })).toBe('3');
    expect(toShownServings({ servings: '6 servings' }, { servings: 3, system: 'metric' })).toBe('3 servings');
    expect(toShownServings({ servings: 'Serves 4' }, { servings: 8, system: 'original' })).toBe('Serves 8');
    // A range cannot be restated: the chosen number alone.
    expect(toShownServings({ servings: '4-6 servings' }, { servings: 2, system: 'original' })).toBe('2');
  });

  it('shows the written text when not scaled or when it gives no number', () => {
    expect(toShownServings({ servings: '4-6 servings' }, { servings: 4, system: 'original' })).toBe('4-6 servings');
    expect(toShownServings({ servings: 'a crowd' }, { servings: 2, system: 'original' })).toBe('a crowd');
  });
});
