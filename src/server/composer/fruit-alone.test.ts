import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// A request around fruit alone ('something with figs') is a sweet bake titled by the fruit, never a roast of the fruit
// with potatoes, garlic and rosemary; fruit beside a meat stays a savoury dish.
describe('a request around fruit alone', () => {
  it.each([
    ['something with figs', /^Fig Cake$/],
    ['use up the apricots', /^Apricot Cake$/],
    ['anything with the nectarines', /Nectarine/],
  ])('%s → a cake of it', (prompt, title) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.recipe.title).toMatch(title);
    expect(answer?.lines).toMatch(/\bsugar\b/);
    expect(answer?.lines).not.toMatch(/\b(?:garlic|potato(?:es)?|onion)\b/);
  });

  it('keeps fruit beside a meat savoury', () => {
    const answer = composeForPromptOrUnknown('something with cherries and duck');
    expect(answer?.lines).toMatch(/duck/);
    expect(answer?.recipe.title).not.toMatch(/cake/i);
  });
});
