import { describe, expect, it } from 'vitest';
import { formatKitchenQuantity, parseServings, scaleIngredientLine, scaleIngredients } from './recipe-scaling.ts';

describe('parseServings', () => {
  it.each([
    ['4', 4],
    ['4-6 servings', 4],
    ['Serves 2', 2],
    ['1.5', 1.5],
  ])('%s → %s', (text, servings) => {
    expect(parseServings(text)).toBe(servings);
  });

  it.each(['', 'a crowd', '0', null])('%s → null', (text) => {
    expect(parseServings(text)).toBeNull();
  });
});

describe('formatKitchenQuantity', () => {
  it.each([
    [1.5, '1½'],
    [0.5, '½'],
    [0.3333, '⅓'],
    [2.6667, '2⅔'],
    [0.75, '¾'],
    [3, '3'],
    [12.4, '12'],
    [0.01, '⅛'],
    [1.98, '2'],
  ])('%s → %s', (value, text) => {
    expect(formatKitchenQuantity(value)).toBe(text);
  });
});

describe('scaleIngredientLine', () => {
  const scale = (line: string, factor: number, system: 'original' | 'metric' | 'us' = 'original') =>
    scaleIngredientLine(line, { factor, system });

  it('leaves lines alone at factor 1 in the original units', () => {
    expect(scale('2 cups of flour', 1)).toBe('2 cups of flour');
  });

  it('scales quantities and shows fractions nicely', () => {
    expect(scale('2 cups flour', 2)).toBe('4 cups flour');
    expect(scale('1 cup milk', 1.5)).toBe('1½ cups milk');
    expect(scale('1 1/2 tbsp olive oil', 0.5)).toBe('¾ tbsp olive oil');
    expect(scale('3 eggs', 1 / 3)).toBe('1 eggs');
    expect(scale('2 chicken breasts', 2)).toBe('4 chicken breasts');
    expect(scale('1 cup sugar', 1 / 3)).toBe('⅓ cup sugar');
  });

  it('uses the singular when a spelled-out unit drops to one', () => {
    expect(scale('2 cups rice', 0.5)).toBe('1 cup rice');
  });

  it('scales both ends of a range', () => {
    expect(scale('2-3 cloves garlic', 2)).toBe('4–6 cloves garlic');
  });

  it('leaves lines without a quantity as written', () => {
    expect(scale('salt to taste', 3)).toBe('salt to taste');
    expect(scale('For the sauce:', 2)).toBe('For the sauce:');
  });

  it('converts US units to metric', () => {
    expect(scale('1 cup milk', 1, 'metric')).toBe('235 ml milk');
    expect(scale('1 lb beef', 1, 'metric')).toBe('455 g beef');
    expect(scale('2 tbsp butter', 1, 'metric')).toBe('30 ml butter');
    expect(scale('8 oz cream cheese', 1, 'metric')).toBe('225 g cream cheese');
    expect(scale('3 lb potatoes', 1, 'metric')).toBe('1.36 kg potatoes');
    expect(scale('5 cups stock', 1, 'metric')).toBe('1.18 l stock');
  });

  it('converts metric units to US', () => {
    expect(scale('250 ml stock', 1, 'us')).toBe('1 cup stock');
    expect(scale('500 g chicken thighs', 1, 'us')).toBe('1⅛ lb chicken thighs');
    expect(scale('100 g cheese', 1, 'us')).toBe('3½ oz cheese');
    expect(scale('5 ml vanilla', 1, 'us')).toBe('1 tsp vanilla');
    expect(scale('30 ml soy sauce', 1, 'us')).toBe('2 tbsp soy sauce');
  });

  it('scales and converts together', () => {
    expect(scale('200 g pasta', 2, 'us')).toBe('14 oz pasta');
    expect(scale('1/2 cup cream', 2, 'metric')).toBe('235 ml cream');
  });

  it('keeps units that are already in the asked system, and count units', () => {
    expect(scale('200 g pasta', 1, 'metric')).toBe('200 g pasta');
    expect(scale('1 cup rice', 1, 'us')).toBe('1 cup rice');
    expect(scale('2 large eggs', 1, 'metric')).toBe('2 large eggs');
  });

  it('scales a whole list', () => {
    expect(scaleIngredients(['2 eggs', 'pepper'], { factor: 2, system: 'original' })).toEqual(['4 eggs', 'pepper']);
  });
});
