import { describe, expect, it } from 'vitest';
import { composeForPrompt } from './test-helpers.ts';

// Pâtés named by their fish or vegetable (issue #26): every '<food> pâté' was the index's pork-and-liver terrine with the
// food added ('Mackerel Pâté de Campagne' of chicken liver, bacon, brandy and mackerel). Prompts of our own wording.

describe('a pâté named by its fish or vegetable', () => {
  it.each([
    ['smoked mackerel pâté for a starter', /mackerel p[aâ]t[eé]/i, /mackerel/i],
    ['a quick salmon pate', /salmon p[aâ]t[eé]/i, /salmon/i],
    ['smoked trout pâté', /trout p[aâ]t[eé]/i, /trout/i],
    ['a mushroom pâté', /mushroom p[aâ]t[eé]/i, /mushroom/i],
  ])('%s is that pâté, with no liver, pork or bacon', (prompt, title, food) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.recipe.title).not.toMatch(/campagne/i);
    expect(result.match).toBe('named');
    expect(result.lines).toMatch(food);
    expect(result.lines).not.toMatch(/liver|pork|bacon/i);
  });

  it('the country terrine is still the country terrine', () => {
    const result = composeForPrompt('pâté de campagne');
    expect(result.recipe.title).toMatch(/campagne/i);
    expect(result.lines).toMatch(/liver/i);
  });
});
