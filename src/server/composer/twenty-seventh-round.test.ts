import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Twenty-seventh round (issue #26): the eighteenth held-out set's reading classes, in prompts of our own — a name of
// another cuisine's dish found beside words of the cook's own dish's name, short words of a name read as none, a dish
// 'de' a food, and occasion words read as a dish.

describe('a name found beside words of another dish’s name is not that dish', () => {
  it.each([
    // A one-word name beside ordinary English, under a cuisine that is neither the dish's nor a neighbour's.
    'seychellois mine frite',
    'malagasy mine frite',
    // A longer name followed by a short word the composer does not know: the start of a longer name.
    'thai som tam pu',
    'vietnamese com tam ga',
    'vietnamese cha gio ca',
    // Short words the composer does not know are a name, not an open request.
    'vietnamese bo ne',
  ])('%s is not answered by another dish', (prompt) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer === null || answer.match === 'family').toBe(true);
  });

  it.each([
    ['belgian frites', /French Fries/],
    ['chinese lion head meatballs', /Lion/],
    ['polish hunter stew', /Bigos/],
    ['vietnamese bun cha', /^Bun Cha$/],
    ['thai som tam', /Som Tam/],
    ['vietnamese pho ga', /Pho/],
    ['vietnamese canh chua ca', /Canh Chua/],
    ['malaysian laksa lemak', /Laksa/],
  ])('%s stays %s', (prompt, title) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title).toMatch(title);
  });
});
