import { describe, expect, it } from 'vitest';
import { computeNutritionSync, createBuiltinNutrition, searchBuiltinFoods } from './builtin-nutrition.ts';

describe('built-in nutrition', () => {
  it('sums 100 g chicken breast and 1 tbsp olive oil (hand-checked)', () => {
    // Chicken breast 100 g: 120 kcal, 22.5 g protein, 2.6 g fat. Olive oil 1 tbsp = 13.5 g: 119.3 kcal, 13.5 g fat.
    const result = computeNutritionSync(['100 g chicken breast', '1 tbsp olive oil']);
    expect(result).toEqual({
      nutrition: { calories: 239, protein: 23, carbs: 0, fat: 16, fiber: 0, sugar: 0 },
      unknownIngredients: [],
    });
  });

  it('sums eggs and a cup of milk through piece and cup weights (hand-checked)', () => {
    // 2 eggs = 100 g: 143 kcal, 12.6 P, 0.7 C, 9.5 F, 0.4 sugar. 1 cup milk = 244 g: 148.8 kcal, 7.8 P, 11.7 C, 8.1 F, 11.7 sugar.
    const result = computeNutritionSync(['2 large eggs', '1 cup whole milk']);
    expect(result.nutrition).toEqual({ calories: 292, protein: 20, carbs: 12, fat: 18, fiber: 0, sugar: 12 });
  });

  it('weighs a can from its stated size and averages a range', () => {
    // 14 oz = 396.9 g coconut milk at 197 kcal/100 g = 782 kcal.
    expect(computeNutritionSync(['1 (14 oz) can coconut milk']).nutrition.calories).toBe(782);
    // 2 × 6 oz = 340.2 g salmon at 208 kcal/100 g = 708 kcal (not 2 × the 170 g default fillet).
    expect(computeNutritionSync(['2 (6 oz) salmon fillets']).nutrition.calories).toBe(708);
    // 2-3 cloves → 2.5 × 3 g garlic = 7.5 g at 149 kcal/100 g = 11 kcal.
    expect(computeNutritionSync(['2-3 cloves garlic, minced']).nutrition.calories).toBe(11);
  });

  it('weighs leaves and sprigs whose unit was part of the name', () => {
    const result = computeNutritionSync(['2 bay leaves', '3 kaffir lime leaves', '8 fresh mint leaves', '4 lettuce leaves', '1 chai tea bag']);
    expect(result.unknownIngredients).toEqual([]);
    // Bay 0.4 g + lime leaves 0.6 g + mint 1.6 g + lettuce 40 g + one cup of tea: a few kcal, not a whole lime.
    expect(result.nutrition.calories).toBeGreaterThan(5);
    expect(result.nutrition.calories).toBeLessThan(15);
  });

  it('reports unknown foods and unweighable units instead of counting them as zero', () => {
    const result = computeNutritionSync(['100 g chicken breast', '3 unicorn tears', '2 slices olive oil', 'Chicken breast']);
    expect(result.unknownIngredients).toEqual(['3 unicorn tears', '2 slices olive oil', 'Chicken breast']);
    expect(result.nutrition.calories).toBe(120);
  });

  it('counts "to taste" lines and seasonings without an amount as nothing, not as unknown', () => {
    const result = computeNutritionSync(['salt to taste', 'Salt and freshly ground black pepper', 'Fresh basil, to garnish', 'For the sauce:', '   ']);
    expect(result).toEqual({ nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 }, unknownIngredients: [] });
  });

  it('is available as a provider', async () => {
    const provider = createBuiltinNutrition();
    expect(provider.name).toBe('builtin');
    await expect(provider.computeNutrition(['1 tbsp olive oil'])).resolves.toEqual({
      nutrition: { calories: 119, protein: 0, carbs: 0, fat: 14, fiber: 0, sugar: 0 },
      unknownIngredients: [],
    });
  });
});

describe('food suggestions', () => {
  it('ranks the food itself, then whole-word matches, before mere prefixes, singular or plural', () => {
    const peas = searchBuiltinFoods('peas', 10);
    expect(peas[0]).toBe('pea');
    expect(peas).toContain('green pea');
    for (const prefixOnly of ['pear', 'peach', 'peanut']) expect(peas).not.toContain(prefixOnly);
    const pea = searchBuiltinFoods('pea', 50);
    const firstPrefixOnly = Math.min(...['pear', 'peach', 'peanut'].map((name) => pea.indexOf(name)));
    expect(pea.indexOf('pea')).toBe(0);
    expect(pea.indexOf('green pea')).toBeLessThan(firstPrefixOnly);
    expect(searchBuiltinFoods('Eggs', 10)[0]).toBe('egg');
    expect(searchBuiltinFoods('tomatoes', 10)[0]).toBe('tomato');
  });

  it('needs at least 2 characters', () => {
    expect(searchBuiltinFoods('a', 10)).toEqual([]);
    expect(searchBuiltinFoods(' ', 10)).toEqual([]);
  });

  it('removes duplicates, plurals and case included, and respects the limit', () => {
    const names = searchBuiltinFoods('oat', 50);
    const keys = names.map((name) => name.toLowerCase().replace(/s$/, ''));
    expect(new Set(keys).size).toBe(keys.length);
    expect(names).toContain('oat milk');
    expect(searchBuiltinFoods('oat', 3)).toHaveLength(3);
  });

  it('lists names starting with the query first', async () => {
    const names = await createBuiltinNutrition().searchFoods('chick', 5);
    expect(names[0]?.startsWith('chick')).toBe(true);
    expect(names).toContain('chicken');
  });
});

describe('preparation words that name another food', () => {
  it('reads crushed tomatoes and a can of tomatoes as canned, and tomatoes crushed afterwards as fresh', () => {
    // Canned (crushed) tomatoes 32 kcal/100 g, fresh 18 kcal/100 g: 1 cup = 240 g canned, 2 fresh = 246 g.
    expect(computeNutritionSync(['1 cup crushed tomatoes']).nutrition.calories).toBe(77);
    expect(computeNutritionSync(['1 (14 oz) can tomatoes']).nutrition.calories).toBe(127);
    expect(computeNutritionSync(['2 tomatoes, crushed']).nutrition.calories).toBe(44);
  });
});

describe('alternatives', () => {
  it("weighs 'canola or corn oil' as oil instead of reporting it unknown", () => {
    const result = computeNutritionSync(['2 tablespoons canola or corn oil']);
    expect(result.unknownIngredients).toEqual([]);
    // Any cooking oil: about 120 kcal and 13.6 g fat a tablespoon.
    expect(result.nutrition.fat).toBeGreaterThanOrEqual(26);
    expect(result.nutrition.fat).toBeLessThanOrEqual(29);
  });
});
