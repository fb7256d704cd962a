import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Twenty-eighth round (issue #26): the nineteenth held-out set's reading classes, in prompts of our own — a place's
// cooked meal read as an open request, a stand-in food the answer left out, region and occasion words the composer did
// not know, and a meal word read as a dish.

describe('a place word, a cooking word and a meal word are a named dish, not an open request', () => {
  it.each(['a yankee boiled supper', 'a texan smoked supper', 'a welsh boiled dinner'])('%s is DISH_UNKNOWN, no open answer', (prompt) => {
    expect(composeForPromptOrUnknown(prompt)).toBeNull();
  });

  it('the boiled dinner the index now holds is that dish', () => {
    const answer = composeForPromptOrUnknown('a new england boiled supper for six');
    expect(answer?.recipe.title).toMatch(/Boiled Dinner/);
    expect(answer?.lines).toMatch(/corned beef/);
    expect(answer?.lines).toMatch(/cabbage/);
  });
});

describe('a dish made with the food the cook named in its place holds that food', () => {
  it.each(['vegan chicken with forty cloves of garlic made from oyster mushrooms', 'vegetarian chicken with 40 cloves of garlic made using chickpeas'])(
    '%s is the dish with it or DISH_UNKNOWN',
    (prompt) => {
      const answer = composeForPromptOrUnknown(prompt);
      expect(answer === null || /mushroom|chickpea/.test(answer.lines)).toBe(true);
    },
  );

  it.each([
    ['vegan coq au vin made with mushrooms', /Coq au Vin/],
    ['veggie burgers made from black beans', /Burger/],
  ])('%s stays %s', (prompt, title) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title).toMatch(title);
  });
});
