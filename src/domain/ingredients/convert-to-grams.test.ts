import { describe, expect, it } from 'vitest';
import { convertMeasureToGrams, convertToGrams } from './convert-to-grams.ts';
import type { TFood } from '../kitchen/food.ts';
import { singularizePhrase } from './singularize.ts';
import { convertMeasure, toCanonicalUnit } from './units.ts';

const flour: TFood = {
  id: 'flour',
  name: 'flour',
  category: 'grain',
  per100g: { calories: 364, protein: 10, carbs: 76, fat: 1, fiber: 3, sugar: 0 },
  measures: { cup: 125, tbsp: 7.8 },
  synonyms: [],
  facts: ['gluten'],
  storage: 'pantry',
  aisle: 'pantry & dry goods',
};
const milk: TFood = { ...flour, id: 'milk', name: 'milk', category: 'dairy', measures: { ml: 1.03 } };
const egg: TFood = { ...flour, id: 'egg', name: 'egg', category: 'egg', measures: { piece: 50 } };

describe('convertToGrams', () => {
  it('converts mass units directly', () => {
    expect(convertToGrams(2, 'kg', flour)).toBe(2000);
    expect(convertToGrams(1, 'lb', flour)).toBeCloseTo(453.59, 2);
    expect(convertToGrams(4, 'oz', flour)).toBeCloseTo(113.4, 1);
  });

  it('uses the food’s portion weight for cups and spoons, then its density', () => {
    expect(convertToGrams(2, 'cup', flour)).toBe(250);
    expect(convertToGrams(1, 'tbsp', flour)).toBe(7.8);
    // No tsp weight: derived from the cup weight (125 g per 236.6 ml).
    expect(convertToGrams(1, 'tsp', flour)).toBeCloseTo(2.6, 1);
    expect(convertToGrams(1, 'cup', milk)).toBeCloseTo(243.7, 1);
    expect(convertToGrams(500, 'ml', milk)).toBeCloseTo(515, 5);
    expect(convertToGrams(1, 'l', milk)).toBeCloseTo(1030, 5);
  });

  it('weighs counts with the piece weight and refuses what it cannot weigh', () => {
    expect(convertToGrams(2, null, egg)).toBe(100);
    expect(convertToGrams(1, 'dozen', egg)).toBe(600);
    expect(convertToGrams(2, null, flour)).toBeNull();
    expect(convertToGrams(1, 'slice', flour)).toBeNull();
    expect(convertToGrams(1, 'cup', egg)).toBeNull();
  });

  it('weighs a container from its stated size', () => {
    expect(convertMeasureToGrams(1, 'can', milk, { quantity: 14, unit: 'oz' })).toBeCloseTo(396.9, 1);
    expect(convertMeasureToGrams(2, 'can', milk, { quantity: 400, unit: 'ml' })).toBeCloseTo(824, 5);
    expect(convertMeasureToGrams(1, 'can', milk)).toBe(400);
  });
});

describe('units and words', () => {
  it('maps spellings to one canonical unit', () => {
    expect(['T', 'tbsp', 'Tbsp.', 'tablespoons', 'tablespoon'].map(toCanonicalUnit)).toEqual(['tbsp', 'tbsp', 'tbsp', 'tbsp', 'tbsp']);
    expect(['t', 'tsp', 'teaspoons'].map(toCanonicalUnit)).toEqual(['tsp', 'tsp', 'tsp']);
    expect(['grams', 'g', 'ounces', 'lbs', 'mL', 'litres', 'cloves', 'cans', 'pinches'].map(toCanonicalUnit)).toEqual([
      'g',
      'g',
      'oz',
      'lb',
      'ml',
      'l',
      'clove',
      'can',
      'pinch',
    ]);
    expect(toCanonicalUnit('banana')).toBeNull();
  });

  it('singularises the last word of a phrase', () => {
    expect(singularizePhrase('cherry tomatoes')).toBe('cherry tomato');
    expect(singularizePhrase('fresh raspberries')).toBe('fresh raspberry');
    expect(singularizePhrase('bay leaves')).toBe('bay leaf');
    expect(singularizePhrase('peaches')).toBe('peach');
    expect(singularizePhrase('asparagus')).toBe('asparagus');
    expect(singularizePhrase('hummus')).toBe('hummus');
  });

  it('sizes units from the library table, with kitchen measures it lacks', () => {
    expect(convertMeasure(1, 'cup', 'ml')).toBeCloseTo(236.588, 3);
    expect(convertMeasure(2, 'tbsp', 'tsp')).toBeCloseTo(6, 6);
    expect(convertMeasure(1, 'lb', 'oz')).toBeCloseTo(16, 6);
    expect(convertMeasure(1, 'kg', 'g')).toBe(1000);
    expect(convertMeasure(4, 'pinch', 'ml')).toBeCloseTo(1.24, 6);
    expect(convertMeasure(1, 'shot', 'ml')).toBeCloseTo(44.36, 6);
    expect(convertMeasure(3, 'clove', 'clove')).toBe(3);
    expect(convertMeasure(1, 'cup', 'g')).toBeNull();
    expect(convertMeasure(1, 'clove', 'g')).toBeNull();
  });
});
