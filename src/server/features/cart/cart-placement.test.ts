import { describe, expect, it } from 'vitest';
import { chooseCartSection } from '../../../domain/cart-placement.ts';
import { findFood } from '../../../domain/kitchen/food-table.ts';

function place(name: string) {
  return chooseCartSection(name, findFood(name));
}

describe('where an ingredient goes in the cart by what it is', () => {
  it('puts fresh and perishable food in the Refrigerator', () => {
    for (const name of [
      'Eggs',
      'Spinach',
      'Baby Spinach',
      'Feta',
      'Whole Milk',
      'Chicken Thighs',
      'Salmon',
      'Butter',
      'Greek Yogurt',
      'Fresh Basil',
      'Tofu',
      'Strawberries',
    ]) {
      expect(place(name), name).toBe('refrigerator');
    }
  });

  it('puts frozen food in the Freezer', () => {
    for (const name of ['Frozen Peas', 'Frozen Spinach', 'Ice Cream', 'Frozen Mixed Berries']) expect(place(name), name).toBe('freezer');
  });

  it('puts shelf food, room-temperature produce and unknown names in the Pantry', () => {
    for (const name of [
      'Rice',
      'White Rice',
      'Flour',
      'All-Purpose Flour',
      'Olive Oil',
      'Onions',
      'Garlic',
      'Potatoes',
      'Canned Tomatoes',
      'Dried Basil',
      'Ground Cumin',
      'Milk Powder',
      'Kitchen Twine',
    ]) {
      expect(place(name), name).toBe('pantry');
    }
  });
});
