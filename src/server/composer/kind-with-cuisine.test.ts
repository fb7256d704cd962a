import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// A kind of dish asked with a cuisine or a name the cookbook does not know. 'an Indian dessert' with no Indian dessert in
// the cookbook is a dessert, never Chana Masala; a cuisine alone names no dish ('a Korean dessert' is not Korean Spicy
// Tofu Stew); 'a zorvik honey drink' is a drink called zorvik the cookbook does not know, not any drink.
describe('a kind of dish asked with a cuisine or a name', () => {
  it.each(['an Indian dessert', 'a Mexican dessert', 'a Korean dessert', 'a Moroccan dessert', 'a Peruvian dessert'])('%s → a dessert', (prompt) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.recipe.category).toBe('Dessert');
    expect(answer?.match).toBe('open');
  });

  it.each(['a zorvik honey drink', 'Latvian zorvik honey drink', 'a flumbrik layered dessert', 'Russian kvorsk spiced drink'])(
    '%s → DISH_UNKNOWN, not an open answer',
    (prompt) => {
      expect(composeForPromptOrUnknown(prompt)).toBeNull();
    },
  );

  it.each(['a refreshing summer drink', 'a warming winter drink'])('%s stays an open request', (prompt) => {
    expect(composeForPromptOrUnknown(prompt)?.match).toBe('open');
  });

  it.each([
    ['Korean fried chicken', /Korean Fried Chicken/],
    ['Moroccan tagine', /Tagine/],
    ['French onion soup', /French Onion Soup/],
  ])('%s keeps its named dish', (prompt, title) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title).toMatch(title);
  });
});
