import { describe, expect, it } from 'vitest';
import { ZGeneratedRecipeSchema } from './generated-recipe.ts';
import { AI_PARSE_ERROR_MESSAGE, checkAiRecipe, toAiNumber, toGeneratedRecipe, toIngredientLine } from './check-ai-recipe.ts';

const VALID = {
  title: 'Lemon Chickpea Bowl',
  ingredients: [{ name: 'chickpeas', quantity: '1 can' }, { name: 'lemon' }],
  instructions: ['Drain the chickpeas.', 'Squeeze the lemon over.'],
  prepTime: '10 min',
  cookTime: '0 min',
  totalTime: '10 min',
  servings: 2,
  nutrition: { calories: '420 kcal', protein: '18g', carbs: 50, fat: '9.5 g', fiber: 'lots', sugar: '~4' },
};

describe('checkAiRecipe (the AI result check)', () => {
  it('accepts a well-formed recipe', () => {
    const result = checkAiRecipe(VALID);
    expect(result.isValid).toBe(true);
  });

  const BROKEN: ReadonlyArray<readonly [string, unknown]> = [
    ['not an object', 'a recipe'],
    ['null', null],
    ['an array', [VALID]],
    ['title not a string', { ...VALID, title: 42 }],
    ['title missing', { ...VALID, title: undefined }],
    ['ingredients not an array', { ...VALID, ingredients: 'chickpeas' }],
    ['ingredients empty', { ...VALID, ingredients: [] }],
    ['first ingredient a string', { ...VALID, ingredients: ['chickpeas'] }],
    ['first ingredient without a string name', { ...VALID, ingredients: [{ name: 3 }] }],
    ['instructions not an array', { ...VALID, instructions: 'Cook it.' }],
    ['first instruction not a string', { ...VALID, instructions: [{ text: 'Cook it.' }] }],
    ['nutrition not an object', { ...VALID, nutrition: '420 kcal' }],
    ['nutrition calories a number', { ...VALID, nutrition: { ...VALID.nutrition, calories: 420 } }],
    ['prepTime a number', { ...VALID, prepTime: 10 }],
    ['cookTime an object', { ...VALID, cookTime: { minutes: 5 } }],
    ['totalTime null', { ...VALID, totalTime: null }],
    ['servings missing', { ...VALID, servings: undefined }],
    ['servings an array', { ...VALID, servings: [2] }],
  ];
  it.each(BROKEN)('rejects %s with the spec message', (_label, raw) => {
    expect(checkAiRecipe(raw)).toEqual({ isValid: false, message: AI_PARSE_ERROR_MESSAGE });
  });

  it('accepts a recipe without nutrition or times, and servings as a string', () => {
    const result = checkAiRecipe({ title: 'Toast', ingredients: [{ name: 'bread' }], instructions: ['Toast it.'], servings: '1' });
    expect(result.isValid).toBe(true);
  });

  it('drops later items that do not fit instead of failing', () => {
    const result = checkAiRecipe({ ...VALID, ingredients: [{ name: 'rice' }, 'salt', { quantity: '1' }], instructions: ['Cook.', 7, ''] });
    if (!result.isValid) throw new Error(result.message);
    expect(result.recipe.ingredients).toEqual([{ name: 'rice' }]);
    expect(result.recipe.instructions).toEqual(['Cook.']);
  });
});

describe('toAiNumber (the AI number clean-up)', () => {
  it.each([
    ['420 kcal', 420],
    ['18g', 18],
    ['9.5 g', 9.5],
    ['~4', 4],
    ['lots', 0],
    ['', 0],
    [12, 12],
    [Number.NaN, 0],
    [undefined, 0],
    [null, 0],
    ['1,200', 1200],
  ])('%j → %d', (input, expected) => {
    expect(toAiNumber(input)).toBe(expected);
  });
});

describe('toGeneratedRecipe', () => {
  it('normalises a checked recipe into the session-list shape', () => {
    const checked = checkAiRecipe(VALID);
    if (!checked.isValid) throw new Error(checked.message);
    const recipe = toGeneratedRecipe(checked.recipe, 'fixed-id');
    expect(recipe).toEqual({
      id: 'fixed-id',
      title: 'Lemon Chickpea Bowl',
      ingredients: ['1 can chickpeas', 'lemon'],
      instructions: ['Drain the chickpeas.', 'Squeeze the lemon over.'],
      imageUrl: '',
      notes: '',
      nutrition: { calories: 420, protein: 18, carbs: 50, fat: 9.5, fiber: 0, sugar: 4 },
      prepTime: '10 min',
      cookTime: '0 min',
      totalTime: '10 min',
      servings: '2',
      isBlank: false,
    });
    expect(ZGeneratedRecipeSchema.parse(recipe)).toEqual(recipe);
  });

  it('gives every recipe a fresh uuid by default', () => {
    const checked = checkAiRecipe(VALID);
    if (!checked.isValid) throw new Error(checked.message);
    const first = toGeneratedRecipe(checked.recipe);
    const second = toGeneratedRecipe(checked.recipe);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
  });
});

describe('toIngredientLine', () => {
  it('puts the amount first and a non-amount after the name, as a cookbook does', () => {
    expect(toIngredientLine({ name: 'jasmine rice', quantity: '1 cup' })).toBe('1 cup jasmine rice');
    expect(toIngredientLine({ name: 'salt', quantity: 'to taste' })).toBe('salt, to taste');
    expect(toIngredientLine({ name: 'cilantro', quantity: 'For garnish' })).toBe('cilantro, for garnish');
    expect(toIngredientLine({ name: 'black pepper', quantity: '' })).toBe('black pepper');
    expect(toIngredientLine({ name: 'lime wedges' })).toBe('lime wedges');
  });
});
