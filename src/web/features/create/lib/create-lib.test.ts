import { describe, expect, it } from 'vitest';
import { isUrlPrompt } from '../../../../domain/prompt-rules.ts';
import { checkPrompt } from './check-prompt.ts';
import { createBlankRecipe, hasOwnContent, readDietaryLabels, toCreateRecipeBody } from './session-recipe.ts';

const ready = { isAuthPending: false, userId: 'u1', isPro: false, generationsLeft: 3 };

describe('checkPrompt', () => {
  it('checks auth first, then emptiness, URL import and the monthly allowance', () => {
    expect(checkPrompt({ ...ready, prompt: 'soup', isAuthPending: true })).toBe('Authentication still loading…');
    expect(checkPrompt({ ...ready, prompt: 'soup', userId: null })).toBe('User not loaded—please retry.');
    expect(checkPrompt({ ...ready, prompt: '   ' })).toBe('Please enter a recipe prompt or URL.');
    expect(checkPrompt({ ...ready, prompt: 'https://example.com/r' })).toBe(
      'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.',
    );
    expect(checkPrompt({ ...ready, prompt: 'soup', generationsLeft: 0 })).toBe("You've used all your free recipes this month.");
    expect(checkPrompt({ ...ready, prompt: 'soup' })).toBeNull();
  });

  it('lets a Pro user import a URL and generate without a count', () => {
    expect(checkPrompt({ ...ready, prompt: 'http://example.com', isPro: true, generationsLeft: null })).toBeNull();
  });

  it('leaves the plan checks to the server while the profile is unknown', () => {
    expect(checkPrompt({ ...ready, prompt: 'https://example.com', isPro: null, generationsLeft: null })).toBeNull();
  });

  it('rejects a prompt over the limit', () => {
    expect(checkPrompt({ ...ready, prompt: 'a'.repeat(251) })).not.toBeNull();
    expect(checkPrompt({ ...ready, prompt: 'a'.repeat(250) })).toBeNull();
  });

  it('spots URL prompts only at the start', () => {
    expect(isUrlPrompt('  HTTPS://x.test')).toBe(true);
    expect(isUrlPrompt('soup like https://x.test')).toBe(false);
    expect(isUrlPrompt('ftp://x.test')).toBe(false);
  });
});

describe('session recipes', () => {
  it('counts a blank recipe as empty until the cook adds something of their own', () => {
    const blank = createBlankRecipe('b1');
    expect(hasOwnContent(blank)).toBe(false);
    expect(hasOwnContent({ ...blank, title: '  ' })).toBe(false);
    expect(hasOwnContent({ ...blank, notes: ' ' })).toBe(false);
    expect(hasOwnContent({ ...blank, title: 'Soda bread' })).toBe(true);
    expect(hasOwnContent({ ...blank, ingredients: ['500 g flour'] })).toBe(true);
    expect(hasOwnContent({ ...blank, instructions: ['Bake.'] })).toBe(true);
    expect(hasOwnContent({ ...blank, servings: '4' })).toBe(true);
  });

  it('starts a blank recipe titled Untitled Recipe', () => {
    expect(createBlankRecipe('b1')).toMatchObject({ id: 'b1', title: 'Untitled Recipe', isBlank: true, ingredients: [] });
  });

  it('reads the dietary labels of the set flags', () => {
    expect(readDietaryLabels({ vegan: true, vegetarian: false, glutenFree: true, dairyFree: false, nutFree: false })).toEqual(['Vegan', 'Gluten Free']);
    expect(readDietaryLabels(undefined)).toEqual([]);
  });

  it('builds the save body with the chosen category and notes', () => {
    const recipe = { ...createBlankRecipe('b1'), title: 'Toast', ingredients: ['bread', ' '] };
    expect(toCreateRecipeBody(recipe, 'Breakfast', 'crispy')).toMatchObject({
      title: 'Toast',
      ingredients: ['bread'],
      category: 'Breakfast',
      notes: 'crispy',
      rating: 0,
    });
  });
});
