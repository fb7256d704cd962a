import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../domain/recipe.ts';
import { checkRecipeForm, joinLines, splitLines } from './recipe-form.ts';

const VALID = {
  title: 'Toast',
  category: 'Breakfast',
  servings: '2',
  prepTime: '5 min',
  cookTime: '',
  totalTime: '',
  ingredients: ['bread'],
  instructions: ['Toast it.'],
  notes: '',
  sourceUrl: '',
};

describe('recipe lines', () => {
  it('splits one item per line, dropping blanks and spaces', () => {
    expect(splitLines(' 2 eggs \r\n\n1 cup milk\n   ')).toEqual(['2 eggs', '1 cup milk']);
    expect(joinLines(['a', 'b'])).toBe('a\nb');
    expect(splitLines(joinLines(['1 tbsp oil', 'salt']))).toEqual(['1 tbsp oil', 'salt']);
  });
});

describe('checkRecipeForm', () => {
  it('accepts what the API accepts, trimmed', () => {
    expect(checkRecipeForm({ ...VALID, title: '  Toast ' })).toEqual({ values: { ...VALID, title: 'Toast' }, errors: null });
  });

  it('keys each problem to its field, with the domain limits in the words', () => {
    const checked = checkRecipeForm({
      ...VALID,
      title: ' ',
      ingredients: ['x'.repeat(RECIPE_LIMITS.ingredientLength + 1)],
      servings: 'x'.repeat(RECIPE_LIMITS.shortFieldLength + 1),
    });
    expect(checked.values).toBeNull();
    expect(checked.errors).toEqual({
      title: 'Title is required.',
      ingredients: `Keep each ingredient to ${RECIPE_LIMITS.ingredientLength} characters.`,
      servings: `Keep this to ${RECIPE_LIMITS.shortFieldLength} characters.`,
    });
  });

  it('keeps a web page as the source, and refuses an address that is no web page', () => {
    expect(checkRecipeForm({ ...VALID, sourceUrl: ' https://example.com/toast ' }).values?.sourceUrl).toBe('https://example.com/toast');
    expect(checkRecipeForm({ ...VALID, sourceUrl: 'javascript:alert(1)' }).errors).toEqual({
      sourceUrl: 'Enter a web address starting with http:// or https://.',
    });
    expect(checkRecipeForm({ ...VALID, sourceUrl: 'my grandmother' }).errors).toEqual({
      sourceUrl: 'Enter a web address starting with http:// or https://.',
    });
  });

  it('refuses more lines than the limit', () => {
    const checked = checkRecipeForm({ ...VALID, instructions: Array.from({ length: RECIPE_LIMITS.lineCount + 1 }, (_, index) => `Step ${index}`) });
    expect(checked.errors).toEqual({ instructions: `At most ${RECIPE_LIMITS.lineCount} steps.` });
  });
});
