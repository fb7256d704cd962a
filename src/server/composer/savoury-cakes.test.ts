import { describe, expect, it } from 'vitest';
import { recogniseDish } from './read-request/recognise-dish.ts';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// After the eleventh held-out set's one scoring ('fish cake stir-fry' was French Fries): a cake of fish, seafood,
// potato or rice is a savoury patty, and 'fry' after 'stir' is never the index's fries. Prompts of our own.

describe('a savoury cake', () => {
  it.each(['tuna fishcakes', 'prawn cakes with sweet chilli', 'leftover potato cakes', 'cod cakes for four'])(
    '%s is a fried patty, not a sweet sponge',
    (prompt) => {
      expect(recogniseDish(prompt)?.family).toBe('fried');
      const answer = composeForPromptOrUnknown(prompt);
      expect(answer).not.toBeNull();
      expect(answer?.lines).not.toMatch(/sugar|vanilla|cocoa|frosting/i);
    },
  );

  it('a sweet cake is still a cake', () => {
    expect(recogniseDish('a lemon and almond cake')?.family).toBe('cake');
  });
});

describe("'fry' after 'stir'", () => {
  it.each(['a sweet and sour crab cake stir-fry', 'a crab cake stir-fry', 'a salmon cake stir fry with greens'])('%s is never French Fries', (prompt) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.recipe.title ?? 'DISH_UNKNOWN').not.toMatch(/fries/i);
    expect(answer?.lines ?? '').not.toMatch(/ketchup/i);
  });
});
