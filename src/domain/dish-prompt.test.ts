import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROMPTS } from './example-prompts.ts';
import { isDishPrompt } from './dish-prompt.ts';

describe('isDishPrompt', () => {
  it.each(['asdfgh', '???', 'qwerty', 'zxcvbn', '!!! ...', '12345', 'aaaaaa', 'xkcd hjkl', 'a b c'])('refuses %j', (prompt) => {
    expect(isDishPrompt(prompt)).toBe(false);
  });

  it.each([
    'soup',
    'pho',
    'a quick tomato pasta for two',
    'Crème brûlée',
    'borscht',
    'schnitzel',
    'egg',
    'something warm for a rainy day',
    '???? curry',
    'BLT',
    'BBQ',
    'PB&J',
  ])('accepts %j', (prompt) => {
    expect(isDishPrompt(prompt)).toBe(true);
  });

  it('accepts every example prompt the landing page shows', () => {
    for (const prompt of EXAMPLE_PROMPTS) expect(isDishPrompt(prompt)).toBe(true);
  });
});
