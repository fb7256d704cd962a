import { describe, expect, it } from 'vitest';
import { toLineReading } from './ingredients/line-reading.ts';
import { parseIngredientLine } from './ingredients/parse-ingredient-line.ts';
import {
  formatKitchenQuantity,
  parseServings,
  restateServings,
  roundGrams,
  roundMillilitres,
  scaleIngredientLine,
  scaleIngredients,
  type TScaleOptions,
} from './recipe-scaling.ts';

// Lines are scaled as the ingredient reader reads them (the server sends each line's reading).
const readLine = (line: string) => toLineReading(parseIngredientLine(line));
const scaleRead = (line: string, options: Omit<TScaleOptions, 'reading'>) => scaleIngredientLine(line, { ...options, reading: readLine(line) });

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

describe('kitchen rounding', () => {
  it.each([
    [4.93, 5, 'milliliter'],
    [14.79, 15, 'milliliter'],
    [7.39, 7.5, 'milliliter'],
    [2.46, 2.5, 'milliliter'],
    [236.6, 235, 'milliliter'],
    [999, 1, 'liter'],
    [1000, 1, 'liter'],
    [1893, 1.9, 'liter'],
  ])('%s ml → %s %s', (ml, value, unitId) => {
    expect(roundMillilitres(ml)).toEqual({ value, unitId });
  });

  it.each([
    [0.26, 0.3, 'gram'],
    [4.6, 5, 'gram'],
    [12.4, 10, 'gram'],
    [184, 185, 'gram'],
    [1361, 1.35, 'kilogram'],
  ])('%s g → %s %s', (grams, value, unitId) => {
    expect(roundGrams(grams)).toEqual({ value, unitId });
  });
});

describe('scaleIngredientLine', () => {
  const scale = (line: string, factor: number, system: 'original' | 'metric' | 'us' = 'original') => scaleRead(line, { factor, system });

  it('leaves lines alone at factor 1 in the original units', () => {
    expect(scale('2 cups of flour', 1)).toBe('2 cups of flour');
  });

  it('scales quantities and shows fractions nicely', () => {
    expect(scale('2 cups flour', 2)).toBe('4 cups flour');
    expect(scale('1 cup milk', 1.5)).toBe('1½ cups milk');
    expect(scale('1 1/2 tbsp olive oil', 0.5)).toBe('¾ tbsp olive oil');
    expect(scale('3 eggs', 1 / 3)).toBe('1 egg');
    expect(scale('2 chicken breasts', 2)).toBe('4 chicken breasts');
    expect(scale('1 cup sugar', 1 / 3)).toBe('⅓ cup sugar');
  });

  it('uses the singular when a spelled-out unit drops to one', () => {
    expect(scale('2 cups rice', 0.5)).toBe('1 cup rice');
  });

  it('makes a counted food agree with the amount read: 1 and fractions singular, more plural', () => {
    expect(scale('2 celery stalks', 0.5)).toBe('1 celery stalk');
    expect(scale('6 large eggs, beaten', 0.5)).toBe('3 large eggs, beaten');
    expect(scale('2 large onions, diced', 0.25)).toBe('½ large onion, diced');
    expect(scale('1 peach', 2)).toBe('2 peaches');
    expect(scale('1 large onion, diced', 3)).toBe('3 large onions, diced');
    expect(scale('1 handful fresh basil', 0.5)).toBe('½ handful fresh basil');
    expect(scale('2 handfuls fresh basil', 0.25)).toBe('½ handful fresh basil');
    // A capitalised name (a variety, a brand) is left as written.
    expect(scale('1 Granny Smith', 2)).toBe('2 Granny Smith');
  });

  it('inflects count words the parsing library does not know as units (handful, slice, loaf, rib)', () => {
    expect(scale('1 handful basil leaves', 1.25)).toBe('1¼ handfuls basil leaves');
    expect(scale('2 handfuls spinach', 0.5)).toBe('1 handful spinach');
    expect(scale('2 slices sourdough', 0.5)).toBe('1 slice sourdough');
    expect(scale('1 loaf rye bread', 2)).toBe('2 loaves rye bread');
    expect(scale('2 ribs celery', 0.5)).toBe('1 rib celery');
    expect(scale('1 tin chickpeas', 2)).toBe('2 tins chickpeas');
  });

  it('scales both ends of a range', () => {
    expect(scale('2-3 cloves garlic', 2)).toBe('4–6 cloves garlic');
  });

  it('leaves lines without a quantity as written', () => {
    expect(scale('salt to taste', 3)).toBe('salt to taste');
    expect(scale('For the sauce:', 2)).toBe('For the sauce:');
  });

  it('converts US units to metric, liquids in kitchen millilitres', () => {
    expect(scale('1 cup milk', 1, 'metric')).toBe('250 ml milk');
    expect(scale('1 tsp vanilla extract', 1, 'metric')).toBe('5 ml vanilla extract');
    expect(scale('1 tbsp soy sauce', 1, 'metric')).toBe('15 ml soy sauce');
    expect(scale('1 lb beef', 1, 'metric')).toBe('455 g beef');
    expect(scale('2 tbsp butter', 1, 'metric')).toBe('30 ml butter');
    expect(scale('8 oz cream cheese', 1, 'metric')).toBe('225 g cream cheese');
    expect(scale('3 lb potatoes', 1, 'metric')).toBe('1.35 kg potatoes');
    expect(scale('5 cups stock', 1, 'metric')).toBe('1.25 l stock');
  });

  it('says 1 l, not 1000 ml, and rounds the same amount the same way whatever it was written in', () => {
    expect(scale('4 cups water', 1, 'metric')).toBe('1 l water');
    expect(scale('500 ml water', 2, 'original')).toBe('1 l water');
    expect(scale('500 ml water', 2, 'metric')).toBe('1 l water');
    expect(scale('2 cups water', 2, 'metric')).toBe('1 l water');
    expect(scale('1 tbsp oil', 1, 'metric')).toBe(scale('3 tsp oil', 1, 'metric'));
    expect(scale('900-1100 ml stock', 1, 'metric')).toBe('0.9–1.1 l stock');
  });

  it('weighs solids in grams with the nutrition table density', () => {
    const ginger = { gramsPerMl: 6 / 14.79, isLiquid: false };
    const rice = { gramsPerMl: 185 / 236.59, isLiquid: false };
    expect(scaleRead('2 tbsp grated ginger', { factor: 1, system: 'metric', measure: ginger })).toBe('10 g grated ginger');
    expect(scaleRead('1 cup jasmine rice', { factor: 1, system: 'metric', measure: rice })).toBe('185 g jasmine rice');
    expect(scaleRead('1 cup jasmine rice', { factor: 2, system: 'metric', measure: rice })).toBe('370 g jasmine rice');
    // A liquid stays a volume even with a density; a line the table does not know stays in ml.
    expect(scaleRead('1 cup coconut milk', { factor: 1, system: 'metric', measure: { gramsPerMl: 1.02, isLiquid: true } })).toBe('250 ml coconut milk');
    expect(scaleRead('1 cup mystery', { factor: 1, system: 'metric', measure: { gramsPerMl: null, isLiquid: false } })).toBe('250 ml mystery');
    // As written, a cup of rice stays a cup.
    expect(scaleRead('1 cup jasmine rice', { factor: 2, system: 'original', measure: rice })).toBe('2 cups jasmine rice');
  });

  it('lines up measures with lines in a list', () => {
    const measures = [null, { gramsPerMl: 0.5, isLiquid: false }];
    const lines = ['1 cup water', '1 cup oats'];
    expect(scaleIngredients(lines, { factor: 1, system: 'metric', measures, readings: lines.map(readLine) })).toEqual(['250 ml water', '120 g oats']);
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
    expect(scale('1/2 cup cream', 2, 'metric')).toBe('250 ml cream');
  });

  it('keeps units that are already in the asked system, and count units', () => {
    expect(scale('200 g pasta', 1, 'metric')).toBe('200 g pasta');
    expect(scale('1 cup rice', 1, 'us')).toBe('1 cup rice');
    expect(scale('2 large eggs', 1, 'metric')).toBe('2 large eggs');
  });

  it('reads an overlong run of amount characters in linear time (the library alone is quadratic)', () => {
    const line = `1${' 1'.repeat(3000)} cup flour`;
    const start = performance.now();
    scale(line, 2);
    // Uncut, this line takes about 1.5 s on an idle machine; cut, about 10 ms.
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('scales a whole list', () => {
    expect(scaleIngredients(['2 eggs', 'pepper'], { factor: 2, system: 'original', readings: ['2 eggs', 'pepper'].map(readLine) })).toEqual([
      '4 eggs',
      'pepper',
    ]);
  });
});

describe('restateServings', () => {
  it('follows the new serving count in notes that state it', () => {
    expect(restateServings('Serves 4. Adapted for your diet: butter → olive oil.', '4', '6')).toBe('Serves 6. Adapted for your diet: butter → olive oil.');
    expect(restateServings('Feeds 4 people, with leftovers.', 4, 2)).toBe('Feeds 2 people, with leftovers.');
    expect(restateServings('Serves 4', '4', '1.5')).toBe('Serves 1.5');
  });

  it('leaves other numbers and unrelated counts alone', () => {
    expect(restateServings('Bake for 4 minutes. Serves 4.', '4', '6')).toBe('Bake for 4 minutes. Serves 6.');
    expect(restateServings('Serves 2 as a side.', '4', '6')).toBe('Serves 2 as a side.');
    expect(restateServings('Serves 4.', '4', '')).toBe('Serves 4.');
  });
});
