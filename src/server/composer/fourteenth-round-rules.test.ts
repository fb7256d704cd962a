import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { isKnownWord } from './read-request/is-known-word.ts';
import { recogniseDish } from './read-request/recognise-dish.ts';
import { composeForPromptOrUnknown, countCartUsed, NO_DIET } from './test-helpers.ts';

// Fourteenth round of general rules (issue #26), from the spent tenth set's read misses: an open request phrased as a
// plea or a situation is answered from the cart (its meat too), 'anything but X' leaves X out, the unknown-word test
// is one for both readers, a count of pieces is the servings and an 'N-ingredient' limit is kept or honestly refused,
// and the cook's own capitals are kept in the note and the DISH_UNKNOWN message. Prompts of our own, not the sets'.

describe('a long head whose name the composer does not know', () => {
  it('is not answered by a cookbook dish that shares only the family word', () => {
    expect(composeForPromptOrUnknown('sawsaw suka bawang Filipino dipping sauce')).toBeNull();
  });
});

describe('an open request phrased as a plea or a situation is answered from the cart', () => {
  it.each([
    ['help', ['chickpeas', 'spinach', 'coconut milk', 'onion']],
    ['cooking to impress someone special tonight', ['duck breast', 'potatoes', 'green beans', 'orange']],
    ['a hearty feed for the farm hands', ['minced beef', 'potatoes', 'carrots', 'onion']],
    ['the spinach will not keep, help', ['spinach', 'eggs', 'feta', 'onion']],
    ['something for the school fair cake stall', ['flour', 'butter', 'sugar', 'blueberries']],
    ['a cake stall offering', ['flour', 'butter', 'sugar', 'raspberries']],
    ['I did not get to the supermarket, this is what remains', ['tinned sardines', 'spaghetti', 'lemon', 'parsley']],
  ])('%s uses two or more cart items', (prompt, cart) => {
    const result = composeForPromptOrUnknown(prompt, cart);
    expect(result).not.toBeNull();
    expect(['cart', 'open']).toContain(result?.match);
    expect(countCartUsed(result?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
  });

  it('anything but pasta leaves the pasta out and still uses the cart', () => {
    const cart = ['chicken thighs', 'penne', 'broccoli', 'lemon'];
    const result = composeForPromptOrUnknown('anything other than pasta this evening', cart);
    expect(result).not.toBeNull();
    expect(result?.lines).not.toMatch(/penne|spaghetti|pasta|fusilli|macaroni/i);
    expect(countCartUsed(result?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
  });

  it("the cart's meat is used where the dish takes meat (no lentil pie beside minced beef)", () => {
    const result = composeForPromptOrUnknown('a filling supper for hungry workmen', ['minced beef', 'potatoes', 'carrots', 'onion']);
    expect(result?.lines).toMatch(/beef/i);
    expect(result?.lines).not.toMatch(/lentil/i);
  });
});

describe('one unknown-word test for both readers', () => {
  it.each(['school', 'stall', 'fair', 'impress', 'contribution'])('%s is a known word', (word) => {
    expect(isKnownWord(word)).toBe(true);
  });

  it.each(['glorbish', 'scrowler'])('%s is not', (word) => {
    expect(isKnownWord(word)).toBe(false);
  });

  it('common English before a family word is no unknown name of the dish', () => {
    expect(recogniseDish('a proper village show cake')?.unknownWords).toEqual([]);
  });
});

describe('counts', () => {
  it.each([
    ['a dozen oat cookies', 12],
    ['twelve cheese scones', 12],
  ])('%s makes %i', (prompt, servings) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(Number(result?.recipe.servings)).toBe(servings);
    expect(result?.recipe.title).not.toMatch(/dozen/i);
  });
});

describe("the cook's own capitals", () => {
  it('DISH_UNKNOWN quotes the dish as written, from the error itself', () => {
    let message = '';
    try {
      composeRecipe({ prompt: 'a Florbian Cake', cartItems: [], dietary: NO_DIET, restrictions: restrictionsFromDietary(NO_DIET), seed: 1 });
    } catch (error) {
      if (error instanceof DishUnknownError) message = error.message;
    }
    expect(message).toContain('“Florbian Cake”');
  });
});
