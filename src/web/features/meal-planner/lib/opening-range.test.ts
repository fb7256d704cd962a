import { describe, expect, it } from 'vitest';
import { readOpeningRange } from './calendar.ts';

describe('readOpeningRange', () => {
  it('asks for the weeks the month grid shows on a wide screen, and for this week on a phone', () => {
    // Wednesday 2026-04-15: April's grid runs from Sunday 29 March to Saturday 2 May.
    const now = new Date(2026, 3, 15, 18, 30);
    expect(readOpeningRange(now, false)).toEqual({ from: '2026-03-29', to: '2026-05-02' });
    expect(readOpeningRange(now, true)).toEqual({ from: '2026-04-12', to: '2026-04-18' });
  });
});
