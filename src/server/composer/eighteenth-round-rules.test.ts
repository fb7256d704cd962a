import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Eighteenth round (issue #26): a named dish keeps the food it is made of — the tea of a hojicha latte, the sago of
// sabudana khichdi, the lotus seed paste of mooncakes — and a jerusalem artichoke is its own tuber, not an artichoke.
// Prompts of our own wording, not the sets'.

describe('a named dish keeps its defining food', () => {
  it.each([
    ['a mug of hojicha latte', /hojicha/i],
    ['mooncakes for the mid-autumn festival', /lotus seed/i],
    ['sabudana khichdi for a fasting day', /sago/i],
    ['a pear frangipane tart', /almond/i],
    ['sapin-sapin for the party', /coconut/i],
    ['a batch of Scottish morning rolls', /flour[\s\S]*yeast|yeast[\s\S]*flour/i],
    ['dholl puri with a bean curry', /split pea/i],
    ['buñuelos colombianos for christmas eve', /cheese/i],
    ['a venison pie, using juniper', /juniper/i],
  ])('%s', (prompt, food) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result, 'an answer, not DISH_UNKNOWN').not.toBeNull();
    expect(result?.lines).toMatch(food);
  });
});

describe('a jerusalem artichoke is not an artichoke', () => {
  it.each(['roasted jerusalem artichokes with thyme', 'a soup of sunchokes'])('%s', (prompt) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result, 'an answer, not DISH_UNKNOWN').not.toBeNull();
    expect(result?.lines).toMatch(/jerusalem artichoke/i);
    expect(result?.lines).not.toMatch(/artichoke heart/i);
  });
});
