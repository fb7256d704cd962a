import { describe, expect, it } from 'vitest';
import { pluralizeWord, singularizeWord } from './singularize.ts';

describe('pluralizeWord', () => {
  it.each([
    ['stalk', 'stalks'],
    ['peach', 'peaches'],
    ['berry', 'berries'],
    ['tomato', 'tomatoes'],
    ['leaf', 'leaves'],
    ['day', 'days'],
  ])('%s → %s', (word, plural) => {
    expect(pluralizeWord(word)).toBe(plural);
  });

  it.each([
    ['courgettes', 'courgettes'],
    ['peas', 'peas'],
    ['cherries', 'cherries'],
    ['Potatoes', 'Potatoes'],
  ])('keeps a plural as written: %s', (word, plural) => {
    expect(pluralizeWord(word)).toBe(plural);
  });

  it('is undone by singularizeWord', () => {
    for (const word of ['stalk', 'peach', 'berry', 'tomato', 'onion', 'clove']) expect(singularizeWord(pluralizeWord(word))).toBe(word);
  });
});
