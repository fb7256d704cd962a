import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.ts';
import { parseIntent } from '../read-request/parse-intent.ts';
import { buildDishFilters, narrow } from './filters.ts';

describe('narrow', () => {
  it('applies filters in order and skips one that would leave nothing', () => {
    const isEven = (n: number) => n % 2 === 0;
    const isOver100 = (n: number) => n > 100;
    const isOver3 = (n: number) => n > 3;
    expect(narrow([1, 2, 3, 4, 5, 6], [isEven, isOver100, isOver3])).toEqual([4, 6]);
  });
});

describe('buildDishFilters', () => {
  it('keeps drinks for a drink and dinners for an open request', () => {
    const drinks = narrow(CATALOGUE, buildDishFilters(parseIntent('a smoothie')));
    expect(drinks.length).toBeGreaterThan(0);
    expect(drinks.every((blueprint) => blueprint.meals.includes('drink'))).toBe(true);
    const dinners = narrow(CATALOGUE, buildDishFilters(parseIntent('something for tonight')));
    expect(dinners.every((blueprint) => blueprint.meals.includes('dinner') && !blueprint.meals.includes('drink'))).toBe(true);
  });

  it('holds the time limit and the oven the cook does not have', () => {
    const quick = narrow(CATALOGUE, buildDishFilters(parseIntent('dinner in 20 minutes without an oven')));
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.every((blueprint) => blueprint.prepMinutes + blueprint.cookMinutes <= 20 && !blueprint.equipment.includes('oven'))).toBe(true);
  });
});
