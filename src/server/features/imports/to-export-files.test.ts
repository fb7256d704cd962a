import { describe, expect, it } from 'vitest';
import { parseCooklang } from './readers/read-cooklang.ts';
import { toCooklang, toCooklangIngredient } from './to-export-files.ts';

describe('the Cooklang export', () => {
  it('writes the amount and unit of a plain line as Cooklang quantities, and any other line whole', () => {
    expect(toCooklangIngredient('200 g flour')).toBe('@flour{200%g}');
    expect(toCooklangIngredient('2 cloves garlic')).toBe('@garlic{2%cloves}');
    expect(toCooklangIngredient('3 lemons')).toBe('@lemons{3}');
    expect(toCooklangIngredient('1/2 cup red lentils')).toBe('@red lentils{1/2%cup}');
    expect(toCooklangIngredient('salt and pepper to taste')).toBe('@salt and pepper to taste{}');
    expect(toCooklangIngredient('1 (400 g) can tomatoes')).toBe('@1 (400 g) can tomatoes{}');
    expect(toCooklangIngredient('2-3 tbsp oil')).toBe('@2-3 tbsp oil{}');
  });

  it('reads back as the same lines', () => {
    const ingredients = ['200 g flour', '2 cloves garlic', '3 lemons', '1/2 cup red lentils', 'salt and pepper to taste', '1 (400 g) can tomatoes'];
    const text = toCooklang({
      id: 'r-1',
      title: 'Test Bake',
      ingredients,
      instructions: ['Mix everything.', 'Bake for 20 minutes.'],
      imageUrl: '',
      notes: '',
      nutrition: null,
      category: 'Dinner',
      prepTime: '',
      cookTime: '',
      totalTime: '',
      servings: '4',
      rating: 0,
      sourceUrl: '',
      createdAt: '2026-11-27T06:00:00.000Z',
      updatedAt: '2026-11-27T06:00:00.000Z',
    });
    const read = parseCooklang(text, 'Test-Bake.cook');
    expect(read.ingredients).toEqual(ingredients);
    expect(read.instructions).toEqual(['Mix everything.', 'Bake for 20 minutes.']);
  });
});
