import { describe, expect, it } from 'vitest';
import { checkCartItemName, countDaysUntil, isUseSoon, listCartNames, moveCartItem, toCartNameKey, toTitleCase, type TCart } from './cart.ts';

describe("toTitleCase (the cart's add rule)", () => {
  it('capitalises each word, after spaces and hyphens, and trims', () => {
    expect(toTitleCase('extra-virgin olive oil')).toBe('Extra-Virgin Olive Oil');
    expect(toTitleCase('  cherry   tomatoes ')).toBe('Cherry Tomatoes');
    expect(toTitleCase('crème fraîche')).toBe('Crème Fraîche');
    expect(toTitleCase('BBQ sauce')).toBe('BBQ Sauce');
    expect(toTitleCase('7-up')).toBe('7-Up');
  });

  it('compares names without case or extra spaces', () => {
    expect(toCartNameKey(' Cherry  TOMATOES')).toBe(toCartNameKey('cherry tomatoes'));
  });

  it('refuses empty and over-long names', () => {
    expect(checkCartItemName('   ')).toEqual({ error: 'Please enter an ingredient.' });
    expect(checkCartItemName('a'.repeat(101))).toEqual({ error: 'Ingredient names can be at most 100 characters.' });
    expect(checkCartItemName('a'.repeat(100))).toEqual({ name: 'A'.padEnd(100, 'a') });
  });
});

describe('use-by dates', () => {
  it('marks items due within 3 days, or past, as use soon', () => {
    expect(countDaysUntil('2026-03-01', '2026-02-27')).toBe(2);
    expect(isUseSoon('2026-03-02', '2026-02-27')).toBe(true);
    expect(isUseSoon('2026-03-03', '2026-02-27')).toBe(false);
    expect(isUseSoon('2026-01-01', '2026-02-27')).toBe(true);
    expect(isUseSoon(null, '2026-02-27')).toBe(false);
  });

  it('lists use-soon names first, soonest first', () => {
    const cart: TCart = {
      pantry: [{ id: '1', name: 'Rice', useBy: null }],
      refrigerator: [
        { id: '2', name: 'Feta', useBy: '2026-03-02' },
        { id: '3', name: 'Spinach', useBy: '2026-02-28' },
      ],
      freezer: [{ id: '4', name: 'Peas', useBy: '2027-01-01' }],
    };
    expect(listCartNames(cart, '2026-02-27')).toEqual({ names: ['Spinach', 'Feta', 'Rice', 'Peas'], useSoonNames: ['Spinach', 'Feta'] });
  });
});

describe('moveCartItem', () => {
  const cart: TCart = {
    pantry: [
      { id: 'a', name: 'A', useBy: null },
      { id: 'b', name: 'B', useBy: null },
      { id: 'c', name: 'C', useBy: null },
    ],
    refrigerator: [],
    freezer: [{ id: 'd', name: 'D', useBy: null }],
  };

  it('moves within and between sections like a drop', () => {
    expect(moveCartItem(cart, 'a', { section: 'pantry', index: 2 }).pantry.map((item) => item.id)).toEqual(['b', 'c', 'a']);
    const moved = moveCartItem(cart, 'b', { section: 'freezer', index: 0 });
    expect(moved.pantry.map((item) => item.id)).toEqual(['a', 'c']);
    expect(moved.freezer.map((item) => item.id)).toEqual(['b', 'd']);
  });

  it('gives the same cart back for the same place or an unknown item', () => {
    expect(moveCartItem(cart, 'b', { section: 'pantry', index: 1 })).toBe(cart);
    expect(moveCartItem(cart, 'zz', { section: 'freezer', index: 0 })).toBe(cart);
  });
});
