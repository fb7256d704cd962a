import { describe, expect, it } from 'vitest';
import { countFirstScreenCards } from './first-screen-cards.ts';

describe('countFirstScreenCards', () => {
  it('draws a phone screen’s worth of cards, not the desktop’s rows', () => {
    expect(countFirstScreenCards(412, 823, 12)).toBe(3);
    expect(countFirstScreenCards(390, 844, 12)).toBe(3);
  });

  it('fills every column of a wide window, up to the limit', () => {
    expect(countFirstScreenCards(1024, 600, 12)).toBe(8);
    expect(countFirstScreenCards(1440, 900, 12)).toBe(12);
  });

  it('draws at least one card in a tiny window', () => {
    expect(countFirstScreenCards(100, 50, 12)).toBe(1);
  });
});
