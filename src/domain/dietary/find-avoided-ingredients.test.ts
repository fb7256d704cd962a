import { describe, expect, it } from 'vitest';
import { describeAvoidedIngredients, findAvoidedIngredients, normaliseAvoidList } from './find-avoided-ingredients.ts';

describe('findAvoidedIngredients', () => {
  it('finds whole-word matches, singular or plural', () => {
    const found = findAvoidedIngredients(
      ['2 cups button mushrooms', '1 eggplant', '3 tomatoes', 'Fresh Cilantro, chopped'],
      ['mushroom', 'egg', 'tomato', 'cilantro'],
    );
    expect(found).toEqual([
      { ingredient: '2 cups button mushrooms', avoided: 'mushroom' },
      { ingredient: '3 tomatoes', avoided: 'tomato' },
      { ingredient: 'Fresh Cilantro, chopped', avoided: 'cilantro' },
    ]);
  });

  it('matches phrases of several words only in order', () => {
    expect(findAvoidedIngredients(['1 red bell pepper', 'black pepper'], ['bell pepper'])).toEqual([
      { ingredient: '1 red bell pepper', avoided: 'bell pepper' },
    ]);
  });

  it('finds nothing with an empty list', () => {
    expect(findAvoidedIngredients(['mushrooms'], [])).toEqual([]);
  });

  it('describes what it found', () => {
    expect(describeAvoidedIngredients([{ ingredient: 'mushrooms', avoided: 'mushroom' }])).toBe("'mushrooms' (the cook never wants mushroom)");
  });
});

describe('normaliseAvoidList', () => {
  it('lower-cases, trims and removes duplicates, plural or not', () => {
    expect(normaliseAvoidList([' Mushrooms ', 'mushroom', 'Blue  Cheese', ''])).toEqual(['mushrooms', 'blue cheese']);
  });
});
