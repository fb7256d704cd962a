import { describe, expect, it } from 'vitest';
import { DISH_INDEX, expandDishSources } from './all-dishes.ts';
import {
  countByRegion,
  findBadAliases,
  findDuplicateNames,
  findUnknownFoods,
  findVegetarianMismatches,
  normaliseDishName,
  resolveExactFood,
} from './check-dish-index.ts';
import { ZIndexedDishSchema, type TDishRegion, type TIndexedDish } from './dish-index-schema.ts';

const REQUIRED_REGIONS: readonly TDishRegion[] = [
  'West Africa',
  'Caribbean',
  'Caucasus',
  'Balkans',
  'Central Asia',
  'South America',
  'Philippines',
  'Korea',
  'Ethiopia',
  'drinks',
  'breads & bakes',
  'desserts',
  'sauces & preserves',
];

const dish = (overrides: Partial<TIndexedDish>): TIndexedDish =>
  ZIndexedDishSchema.parse({
    name: 'Test Dish',
    cuisine: 'Testish',
    family: 'stew',
    describe: 'a dish for the test',
    defining: ['chicken'],
    meals: ['dinner'],
    vegetarian: false,
    ...overrides,
  });

describe('the named-dish index', () => {
  it('holds entries the schema accepts', () => {
    const problems = expandDishSources().flatMap((entry) => {
      const result = ZIndexedDishSchema.safeParse(entry);
      return result.success ? [] : [`${entry.name}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('holds at least 1,500 dishes', () => {
    expect(DISH_INDEX.length).toBeGreaterThanOrEqual(1500);
  });

  it('holds at least 20 dishes from each region and course it must cover', () => {
    const counts = countByRegion(DISH_INDEX);
    const thin = REQUIRED_REGIONS.filter((region) => (counts.get(region) ?? 0) < 20).map((region) => `${region}: ${counts.get(region) ?? 0}`);
    expect(thin).toEqual([]);
  });

  it('never uses a name or alias twice (case and accents folded)', () => {
    expect(findDuplicateNames(DISH_INDEX)).toEqual([]);
  });

  it('writes aliases in lower case', () => {
    expect(findBadAliases(DISH_INDEX)).toEqual([]);
  });

  it('names only foods of the kitchen food table, each once', () => {
    expect(findUnknownFoods(DISH_INDEX)).toEqual([]);
  });

  it('marks a dish vegetarian exactly when it lists no meat, poultry, fish or shellfish', () => {
    expect(findVegetarianMismatches(DISH_INDEX)).toEqual([]);
  });

  it('gives every dish a region', () => {
    expect(DISH_INDEX.filter((entry) => entry.region === undefined).map((entry) => entry.name)).toEqual([]);
  });
});

describe('the index checks catch a planted violation', () => {
  it('folds case, accents and punctuation when comparing names', () => {
    expect(normaliseDishName('Phở Bò')).toBe('pho bo');
    expect(normaliseDishName("Shepherd's Pie")).toBe('shepherds pie');
    expect(findDuplicateNames([dish({ name: 'Pho' }), dish({ name: 'Curry', aliases: ['phở'] })])).toEqual(['"pho" names both Pho and Curry']);
    expect(findDuplicateNames([dish({ name: 'Galbi' }), dish({ name: 'galbi' })])).toEqual(['"galbi" names both Galbi and galbi']);
    expect(findDuplicateNames([dish({ name: 'Maafe', aliases: ['mafé', 'maafe'] })])).toEqual([]);
  });

  it('refuses an alias with capitals', () => {
    expect(findBadAliases([dish({ aliases: ['Glühwein'] })])).toEqual(['Test Dish: alias "Glühwein"']);
  });

  it('refuses a food the table does not know, a food found only inside a longer phrase, and one food listed twice', () => {
    expect(findUnknownFoods([dish({ defining: ['unicorn tears'] })])).toEqual(['Test Dish: "unicorn tears" is not a kitchen food']);
    // 'scotch bonnet pepper' would otherwise be read as black pepper.
    expect(resolveExactFood('purple bonnet pepper')).toBeNull();
    expect(resolveExactFood('scotch bonnet pepper')?.name).toBe('scotch bonnet');
    expect(findUnknownFoods([dish({ defining: ['chicken'], supporting: ['Chickens'] })])).toEqual(['Test Dish: "Chickens" is listed twice']);
  });

  it('refuses a vegetarian dish with meat and a meat dish without any', () => {
    expect(findVegetarianMismatches([dish({ vegetarian: true, supporting: ['chicken broth'], defining: ['potato'] })])).toEqual([
      'Test Dish: vegetarian but lists chicken broth',
    ]);
    expect(findVegetarianMismatches([dish({ vegetarian: false, defining: ['potato'] })])).toEqual(['Test Dish: not vegetarian but lists no meat or fish']);
  });
});
