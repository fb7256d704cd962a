import { describe, expect, it } from 'vitest';
import { describeSavedUsage, formatSavedUsage } from './saved-usage.ts';

describe("a Free cook's saved-recipes counter", () => {
  it('counts what is saved, and a full library adds the way to Pro', () => {
    expect(formatSavedUsage(0, 10)).toBe('0 of 10 saved');
    expect(formatSavedUsage(9, 10)).toBe('9 of 10 saved');
    expect(formatSavedUsage(10, 10)).toBe('10 of 10 saved · Upgrade to Pro for unlimited saves');
    // Over the limit (a Pro cook back on Free keeps what they saved): still full.
    expect(formatSavedUsage(12, 10)).toBe('12 of 10 saved · Upgrade to Pro for unlimited saves');
  });

  it("gives the page the same words in parts, the link's text on its own", () => {
    expect(describeSavedUsage(3, 10)).toEqual({ count: '3 of 10 saved', upgrade: null });
    expect(describeSavedUsage(10, 10)).toEqual({ count: '10 of 10 saved', upgrade: { before: ' · ', link: 'Upgrade to Pro', after: ' for unlimited saves' } });
  });
});
