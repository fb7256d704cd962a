import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredients/parse-ingredient-line.ts';
import { findFood } from './kitchen/food-table.ts';
import { addDays, convertToCartUnit, guessUseBy, placeBoughtItem, readUsedAmount, takeFromAmount, toPantryKey } from './pantry-rules.ts';

describe('pantry rules', () => {
  it('files a bought item by its food and guesses its use-by from the shelf life there', () => {
    expect(placeBoughtItem('Chicken Thigh', findFood('chicken thigh'), '2026-06-01').section).toBe('refrigerator');
    expect(placeBoughtItem('Frozen Peas', findFood('frozen peas'), '2026-06-01').section).toBe('freezer');
    expect(placeBoughtItem('Canned Tomatoes', findFood('canned tomatoes'), '2026-06-01').section).toBe('pantry');
    expect(placeBoughtItem('Dragon Tears', null, '2026-06-01')).toEqual({ section: 'pantry', useBy: null });
    const chicken = placeBoughtItem('Chicken Thigh', findFood('chicken thigh'), '2026-06-01').useBy ?? '';
    expect(chicken > '2026-06-01' && chicken < '2026-06-08').toBe(true);
    expect(guessUseBy(findFood('rice'), 'pantry', '2026-06-01')! > '2027-01-01').toBe(true);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('converts what a line used into the cart’s unit: same dimension, across by the food, counts', () => {
    expect(convertToCartUnit({ quantity: 500, unit: 'g' }, 'kg', null)).toBe(0.5);
    expect(convertToCartUnit({ quantity: 1, unit: 'cup' }, 'ml', null)).toBeCloseTo(236.6, 0);
    expect(convertToCartUnit({ quantity: 2, unit: null }, null, null)).toBe(2);
    // A cup of flour out of a bag weighed in grams: through the food table's cup weight.
    expect(convertToCartUnit({ quantity: 1, unit: 'cup' }, 'g', findFood('flour'))).toBeGreaterThan(100);
    expect(convertToCartUnit({ quantity: 1, unit: 'cup' }, 'g', null)).toBeNull();
  });

  it('takes from an amount: what is left, or null when it is used up or cannot be compared', () => {
    expect(takeFromAmount({ quantity: 500, unit: 'g' }, { quantity: 200, unit: 'g' }, null)).toBe(300);
    expect(takeFromAmount({ quantity: 1, unit: 'kg' }, { quantity: 250, unit: 'g' }, null)).toBe(0.75);
    expect(takeFromAmount({ quantity: 200, unit: 'g' }, { quantity: 200, unit: 'g' }, null)).toBeNull();
    expect(takeFromAmount({ quantity: 200, unit: 'g' }, { quantity: 1, unit: 'cup' }, null)).toBeNull();
    expect(takeFromAmount(null, { quantity: 1, unit: 'g' }, null)).toBeNull();
    expect(takeFromAmount({ quantity: 3, unit: null }, null, null)).toBeNull();
  });

  it('reads the used amount through the one ingredient reader, scaled; matches lines and cart items by food', () => {
    expect(readUsedAmount(parseIngredientLine('2-3 cloves garlic'), 2)).toEqual({ quantity: 6, unit: 'clove' });
    expect(readUsedAmount(parseIngredientLine('salt to taste'), 2)).toBeNull();
    const line = parseIngredientLine('500 g boneless skinless chicken thighs');
    expect(toPantryKey(line.foodName, findFood(line.foodName))).toBe(toPantryKey('Chicken Thigh', findFood('Chicken Thigh')));
    expect(toPantryKey('Dragon Tears', null)).toBe(toPantryKey('dragon tear', null));
  });
});
