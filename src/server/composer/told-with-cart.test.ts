import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown, countCartUsed } from './test-helpers.ts';

// A sentence about the kitchen told with a cart, in plain English and naming no dish, is the cart's open request — not
// a dish the cookbook lacks (DISH_UNKNOWN). An invented word still is one.
const CART = ['chicken thigh', 'leek', 'potato', 'cream'];

describe('a sentence told with a cart', () => {
  it.each(['a packed lunch for a picky nine-year-old', 'my sister and her kids are here all week', 'a little something after the exams'])(
    '%s → from the cart',
    (prompt) => {
      const answer = composeForPromptOrUnknown(prompt, CART);
      expect(answer?.match).toMatch(/^(?:cart|open)$/);
      expect(countCartUsed(answer?.lines ?? '', CART)).toBeGreaterThanOrEqual(2);
    },
  );

  it('keeps an invented word a dish it does not know', () => {
    expect(composeForPromptOrUnknown('a zorvish stew for the family tonight', CART)).toBeNull();
  });

  it.each([
    ['the runner beans keep coming', ['runner bean', 'potato', 'bacon', 'onion']],
    ['the last tomatoes of the summer', ['tomato', 'basil', 'mozzarella', 'bread']],
    ['so many apples on the tree this year', ['apple', 'butter', 'flour', 'sugar']],
  ])('%s (a food named in the sentence) → from the cart', (prompt, cart) => {
    const answer = composeForPromptOrUnknown(prompt, cart);
    expect(answer?.match).toMatch(/^(?:cart|open)$/);
    expect(countCartUsed(answer?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
  });
});
