import { describe, expect, it } from 'vitest';
import { readWeekRules } from './read-week-rules.ts';

describe('readWeekRules', () => {
  it("reads the issue's sentence", () => {
    const rules = readWeekRules("five quick dinners, mostly vegetarian, use what's in the fridge, under 30 minutes on weekdays, fish once");
    expect(rules).toMatchObject({ count: 5, maxMinutes: 30, isTimeOnWeekdaysOnly: true, isMostlyVegetarian: true, fishMin: 1, fishMax: 1, isUsingCart: true });
    // 'mostly vegetarian' is a preference: no hard vegetarian restriction.
    expect(rules.restrictions.keys).toEqual([]);
  });

  it.each([
    ['quick lunches', { maxMinutes: 30, isTimeOnWeekdaysOnly: false, count: null }],
    ['7 dinners in 20 minutes', { count: 7, maxMinutes: 20 }],
    ['at least one fish, at most two meat', { fishMin: 1, fishMax: null, meatMax: 2 }],
    ['at most 1 fish', { fishMin: 0, fishMax: 1 }],
    ['three dinners', { count: 3, maxMinutes: null, isMostlyVegetarian: false, isUsingCart: false }],
  ])('%s', (sentence, expected) => {
    expect(readWeekRules(sentence)).toMatchObject(expected);
  });

  it('reads strict diets as restrictions, through the prompt reader', () => {
    expect(readWeekRules('vegetarian dinners').restrictions.keys).toContain('vegetarian');
    expect(readWeekRules('vegan dinners without mushrooms').restrictions).toMatchObject({
      keys: expect.arrayContaining(['vegan', 'vegetarian']),
      avoid: expect.arrayContaining(['mushroom']),
    });
  });

  it('reads a dish on a weekday', () => {
    expect(readWeekRules('quick dinners, pizza on Friday').fixedDishes).toEqual([{ weekday: 5, dish: 'pizza' }]);
    expect(readWeekRules('curry every Wednesday and fish on fridays').fixedDishes).toEqual([
      { weekday: 3, dish: 'curry' },
      { weekday: 5, dish: 'fish' },
    ]);
    expect(readWeekRules('quick dinner on Friday').fixedDishes).toEqual([]);
  });

  it('leaves an empty sentence open', () => {
    expect(readWeekRules('')).toMatchObject({ count: null, maxMinutes: null, fishMin: 0, fishMax: null, meatMax: null, fixedDishes: [] });
  });
});
