import { describe, expect, it } from 'vitest';
import { loadTaggerWeights, tagIngredientLine, tagTokens } from './ingredient-tagger.ts';
import { FEATURE_TEMPLATES, readNumberToken, TOKEN_TAGS, tokenizeIngredientLine, tokenizeWithOffsets } from './ingredient-tokens.ts';

describe('tokenizeIngredientLine', () => {
  it('keeps mixed and unicode fractions whole and splits units off numbers', () => {
    expect(tokenizeIngredientLine('1 1/2 cups (360 ml) flat-leaf parsley,')).toEqual(['1 1/2', 'cups', '(', '360', 'ml', ')', 'flat-leaf', 'parsley', ',']);
    expect(tokenizeIngredientLine('2½ tbsp')).toEqual(['2½', 'tbsp']);
    expect(tokenizeIngredientLine('3 ½ cups')).toEqual(['3 ½', 'cups']);
    expect(tokenizeIngredientLine('10g/½oz butter')).toEqual(['10', 'g', '/', '½', 'oz', 'butter']);
    expect(tokenizeIngredientLine('2 12-inch tortillas')).toEqual(['2', '12', '-', 'inch', 'tortillas']);
    // Twelve slices half an inch thick, not 12½ slices.
    expect(tokenizeIngredientLine('12 ½-inch slices')).toEqual(['12', '½', '-', 'inch', 'slices']);
  });

  it('gives each token its place in the line', () => {
    const tokens = tokenizeWithOffsets('1 / 2 cup  oat milk');
    expect(tokens.map((token) => token.text)).toEqual(['1/2', 'cup', 'oat', 'milk']);
    expect(tokens.map((token) => [token.start, token.end])).toEqual([
      [0, 5],
      [6, 9],
      [11, 14],
      [15, 19],
    ]);
  });

  it('reads number tokens', () => {
    expect(readNumberToken('1 1/2')).toBe(1.5);
    expect(readNumberToken('3 ½')).toBe(3.5);
    expect(readNumberToken('¾')).toBe(0.75);
    expect(readNumberToken('1,5')).toBe(1.5);
    expect(readNumberToken('cup')).toBeNull();
    expect(readNumberToken('1/0')).toBeNull();
  });
});

describe('ingredient tagger', () => {
  it('tags each token of a line with the shipped weights', () => {
    const tagged = tagIngredientLine('2 tablespoons chopped fresh chives, for garnish');
    expect(tagged.map((token) => token.tag)).toEqual(['QTY', 'UNIT', 'PREP', 'NAME', 'NAME', 'O', 'PURPOSE', 'PURPOSE']);
  });

  it('scores with the weights it is given', () => {
    // A model that only knows the word "salt" is a name, and otherwise leans to O.
    const weights = loadTaggerWeights({
      tags: TOKEN_TAGS,
      templates: FEATURE_TEMPLATES,
      scale: 10,
      weights: { b: { '': [TOKEN_TAGS.indexOf('O'), 1] }, w: { salt: [TOKEN_TAGS.indexOf('NAME'), 20] } },
    });
    expect(tagTokens(['coarse', 'salt'], weights)).toEqual(['O', 'NAME']);
  });

  it('refuses a model whose tags differ', () => {
    expect(() => loadTaggerWeights({ tags: ['A'], templates: FEATURE_TEMPLATES, scale: 1, weights: {} })).toThrow(/tags/);
  });
});
