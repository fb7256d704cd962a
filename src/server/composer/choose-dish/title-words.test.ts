import { describe, expect, it } from 'vitest';
import { baseTitleWords, normalisedTitleWords, RARE_TITLE_WORD_WEIGHT, titleWords, titleWordWeight } from './title-words.ts';

describe('title words', () => {
  it('reads a title as its words, singular and plural, ignoring short ones', () => {
    expect(titleWords('Fish Tacos')).toEqual(new Set(['fish', 'fishs', 'tacos', 'taco']));
    expect(baseTitleWords('Mapo Tofu with Rice')).toEqual(['mapo', 'tofu', 'rice']);
  });

  it('drops accents and generic words for matching', () => {
    const words = normalisedTitleWords('Classic Crème Brûlée');
    expect(words.has('creme') && words.has('brulee')).toBe(true);
    expect(words.has('classic')).toBe(false);
  });

  it('weighs a word few dishes share above one many share', () => {
    expect(titleWordWeight('bourguignon')).toBe(RARE_TITLE_WORD_WEIGHT);
    expect(titleWordWeight('chicken')).toBeLessThan(RARE_TITLE_WORD_WEIGHT);
  });
});
