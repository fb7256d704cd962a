import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsedEitherNumber } from './test-helpers.ts';

// Twenty-second round (issue #26): two unrelated-answer classes the fifteenth held-out set showed once scored, in
// wordings of our own beside the set's. The rows that read the same before are guards of what stays.

describe('praise is not a dish name', () => {
  const lentilCart = ['green lentil', 'carrot', 'celery', 'thyme'];
  it.each([['something nice with lentils'], ['a nice dinner with lentils'], ['something lovely with lentils'], ['something good with lentils']])(
    '%s is a lentil dish from the cart, not Nice Cream',
    (prompt) => {
      const { recipe } = composeForPrompt(prompt, lentilCart);
      expect(recipe.title).not.toMatch(/nice cream/i);
      expect(recipe.ingredients.map((line) => line.name).join('\n')).toMatch(/lentil/i);
      expect(countCartUsedEitherNumber(recipe.ingredients.map((line) => line.name).join('\n'), lentilCart)).toBeGreaterThanOrEqual(2);
    },
  );

  it.each([['nice cream'], ['banana nice cream']])('%s is still Nice Cream', (prompt) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(/nice cream/i);
  });
});

describe('a name of ordinary words gives way to an unknown dish named after it', () => {
  it.each([['old fashioned thistlemoor soup'], ['old fashioned glorbish stew'], ['an old fashioned zarnok pie']])(
    '%s is not the Old Fashioned cocktail',
    (prompt) => {
      expect(composeForPromptOrUnknown(prompt)?.recipe.title ?? 'DISH_UNKNOWN').not.toMatch(/^old fashioned$/i);
    },
  );

  it.each([
    ['an old fashioned cocktail', /^old fashioned$/i],
    ['old fashioned chicken soup', /chicken.*soup/i],
    ['shepherds pie', /shepherd/i],
    ['toad in the hole', /toad in the hole/i],
    ['trinidad doubles', /doubles/i],
  ])('%s is still %s', (prompt, title) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(title);
  });
});
