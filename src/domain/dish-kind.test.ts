import { describe, expect, it } from 'vitest';
import { classifyDish } from './dish-kind.ts';

describe('classifyDish', () => {
  it('reads a Thai curry as a curry, whatever sweet things it holds', () => {
    expect(
      classifyDish('15-Minute Thai Green Curry', ['400 ml coconut milk', '1 handful Thai sweet basil', '1 tbsp palm sugar', '2 tbsp green curry paste']),
    ).toBe('soup');
  });

  it.each([
    ['Chocolate Milkshake', 'drink'],
    ['Butternut Squash Soup', 'soup'],
    ['Beef Bourguignon', 'soup'],
    ['Lemon Drizzle Cake', 'dessert'],
    ['Chicken Pot Pie', 'main'],
    ['Fluffy Pancakes', 'breakfast'],
    ['Greek Salad', 'salad'],
    ['Spaghetti Carbonara', 'pasta'],
    ['Mushroom Risotto', 'rice'],
    ['Roast Chicken with Potatoes', 'main'],
  ])('%s → %s', (title, kind) => {
    expect(classifyDish(title)).toBe(kind);
  });

  it('falls back on the ingredients when the title names no kind', () => {
    expect(classifyDish("Grandma's Favourite", ['2 cups flour', '1 cup sugar', '2 eggs'])).toBe('dessert');
    expect(classifyDish("Grandma's Favourite", ['1 onion', '1 cup sugar'])).toBe('main');
    expect(classifyDish('Something', [])).toBe('main');
  });
});
