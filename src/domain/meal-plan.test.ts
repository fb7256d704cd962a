import { describe, expect, it } from 'vitest';
import { isMeal, MEALS, sortDayEntries, ZMealSchema, type TMeal } from './meal-plan.ts';

describe('sortDayEntries', () => {
  const entry = (id: string, meal?: TMeal | null) => ({ id, meal });

  it('lists breakfast, lunch, dinner, then meals without one, each in the order given', () => {
    const day = [entry('a'), entry('b', 'dinner'), entry('c', null), entry('d', 'breakfast'), entry('e', 'dinner'), entry('f', 'lunch')];
    expect(sortDayEntries(day).map((item) => item.id)).toEqual(['d', 'f', 'b', 'e', 'a', 'c']);
  });

  it('leaves a day without meals in its order and does not change the list it is given', () => {
    const day = [entry('x'), entry('y'), entry('z')];
    expect(sortDayEntries(day)).toEqual(day);
    const mixed = [entry('late', 'dinner'), entry('early', 'breakfast')];
    sortDayEntries(mixed);
    expect(mixed.map((item) => item.id)).toEqual(['late', 'early']);
  });
});

describe('isMeal', () => {
  it('accepts what ZMealSchema accepts (the planner checks a select without zod)', () => {
    for (const value of [...MEALS, '', 'Dinner', 'supper', ' lunch']) {
      expect(isMeal(value)).toBe(ZMealSchema.safeParse(value).success);
    }
    expect(MEALS.every(isMeal)).toBe(true);
    expect(isMeal('brunch')).toBe(false);
  });
});
