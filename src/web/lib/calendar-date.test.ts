import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate, formatWeekday, toLocalDateKey } from './calendar-date.ts';

// Every day of two years (a leap year among them), and the first and last years a cook can mean.
const DAYS = [...Array.from({ length: 731 }, (_, index) => new Date(2027, 0, 1 + index, 12)), new Date(1900, 0, 1), new Date(9999, 11, 31, 23, 59)];

describe('calendar dates', () => {
  it('write the same words as date-fns in English', () => {
    for (const day of DAYS) {
      expect(toLocalDateKey(day)).toBe(format(day, 'yyyy-MM-dd'));
      expect(formatWeekday(day)).toBe(format(day, 'EEEE'));
      expect(formatLongDate(day)).toBe(format(day, 'EEEE, MMMM d'));
      expect(formatShortDate(day)).toBe(format(day, 'EEE, MMM d'));
      expect(formatMonthYear(day)).toBe(format(day, 'MMMM yyyy'));
    }
  });

  it('keeps the local date at midnight', () => {
    expect(toLocalDateKey(new Date(2026, 2, 1, 0, 0))).toBe('2026-03-01');
    expect(formatLongDate(new Date(2026, 2, 2))).toBe('Monday, March 2');
  });
});
