import { describe, expect, it } from 'vitest';
import { composeForPrompt } from './test-helpers.ts';

// Counts of savoury pieces (issue #26): 'half a dozen scotch eggs' was a roast of potatoes with bourbon and eggs titled
// "Half A Dozen Scotch Eggs", '20 chicken wings' the same roast titled "20 Chicken Wings". A count before a dish made by
// the piece is how many it makes; pieces eaten several to a plate serve fewer people. Prompts of our own wording.

describe('a count of savoury pieces', () => {
  it.each([
    ['half a dozen scotch eggs', /scotch egg/i, 6, 'Makes 6.'],
    ['8 scotch eggs for a picnic', /scotch egg/i, 8, 'Makes 8.'],
    ['a dozen devilled eggs', /devil+ed egg/i, 12, 'Makes 12.'],
  ])('%s: the dish, one piece to a serving', (prompt, title, servings, said) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).not.toMatch(/dozen|\d/i);
    expect(result.match).toBe('named');
    expect(result.recipe.servings).toBe(String(servings));
    expect(result.recipe.notes?.startsWith(said)).toBe(true);
  });

  it.each([
    ['two dozen pork dumplings', /dumpling|jiaozi/i, 24, 3],
    ['20 chicken wings', /wing/i, 20, 4],
    ['three dozen meatballs', /meatball/i, 36, 6],
    ['16 falafel for a mezze', /falafel/i, 16, 4],
  ])('%s: the dish, said as pieces made and the people they serve', (prompt, title, made, servings) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).not.toMatch(/dozen|\d/i);
    expect(result.recipe.servings).toBe(String(servings));
    expect(result.recipe.notes?.startsWith(`Makes ${made}, to serve ${servings}.`)).toBe(true);
  });

  it('pieces of a bake stay one to a serving', () => {
    const result = composeForPrompt('twenty oat biscuits');
    expect(result.recipe.servings).toBe('20');
    expect(result.recipe.notes?.startsWith('Makes 20.')).toBe(true);
  });

  it('eggs cooked for people are people, not pieces', () => {
    const result = composeForPrompt('scrambled eggs for three');
    expect(result.recipe.servings).toBe('3');
    expect(result.recipe.notes?.startsWith('Serves 3.')).toBe(true);
  });
});
