import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './format-whole-number.ts';

describe('formatWholeNumber', () => {
  it.each([0, 7, 999, 1000, 5000, 12_345, 1_234_567, -2500, 1999.6, 0.4])('writes %d as toLocaleString("en-US") writes the rounded number', (value) => {
    expect(formatWholeNumber(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });

  it('puts commas between thousands', () => {
    expect(formatWholeNumber(5000)).toBe('5,000');
    expect(formatWholeNumber(1_234_567)).toBe('1,234,567');
  });
});
