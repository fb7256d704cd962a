import { describe, expect, it } from 'vitest';
import { formatActivityDate, formatMessageTime, parseTimestamp, toDateTimeAttribute } from './format-timestamp.ts';

// 2026-03-04 15:05:06 local time, whatever the machine's zone.
const LOCAL = new Date(2026, 2, 4, 15, 5, 6);
const SECONDS = Math.floor(LOCAL.getTime() / 1000);

describe('timestamp forms', () => {
  it('reads an ISO string, seconds/nanoseconds, underscored seconds/nanoseconds and a Date as the same moment', () => {
    const forms = [LOCAL.toISOString(), { seconds: SECONDS, nanoseconds: 0 }, { _seconds: SECONDS, _nanoseconds: 0 }, LOCAL];
    for (const form of forms) {
      const parsed = parseTimestamp(form);
      expect(parsed.kind).toBe('date');
      expect(parsed.kind === 'date' ? parsed.date.getTime() : 0).toBe(SECONDS * 1000);
    }
  });

  it('adds the nanoseconds', () => {
    const parsed = parseTimestamp({ seconds: 10, nanoseconds: 500_000_000 });
    expect(parsed.kind === 'date' ? parsed.date.getTime() : 0).toBe(10_500);
  });

  it('formats a time, with the date when it is not today', () => {
    expect(formatMessageTime(LOCAL.toISOString(), new Date(2026, 2, 4, 20))).toBe('3:05 PM');
    expect(formatMessageTime({ seconds: SECONDS, nanoseconds: 0 }, new Date(2026, 2, 9))).toBe('Mar 4, 3:05 PM');
    expect(formatMessageTime({ _seconds: SECONDS, _nanoseconds: 0 }, new Date(2026, 2, 4))).toBe('3:05 PM');
    expect(formatMessageTime(LOCAL, new Date(2026, 2, 4))).toBe('3:05 PM');
  });

  it("says 'No time' when missing and 'Invalid time' when unreadable", () => {
    expect(formatMessageTime(undefined)).toBe('No time');
    expect(formatMessageTime(null)).toBe('No time');
    expect(formatMessageTime('')).toBe('No time');
    expect(formatMessageTime('not a date')).toBe('Invalid time');
    expect(formatMessageTime({ seconds: 'x' })).toBe('Invalid time');
    expect(formatMessageTime(new Date(Number.NaN))).toBe('Invalid time');
  });

  it("formats the activity date, or 'N/A' and 'Invalid Date'", () => {
    expect(formatActivityDate(LOCAL.toISOString())).toBe('Mar 4, 2026, 3:05 PM');
    expect(formatActivityDate({ _seconds: SECONDS })).toBe('Mar 4, 2026, 3:05 PM');
    expect(formatActivityDate(undefined)).toBe('N/A');
    expect(formatActivityDate('garbage')).toBe('Invalid Date');
    expect(formatActivityDate({ nanoseconds: 4 })).toBe('Invalid Date');
  });

  it('gives a datetime attribute only for a real moment', () => {
    expect(toDateTimeAttribute(LOCAL)).toBe(LOCAL.toISOString());
    expect(toDateTimeAttribute('nope')).toBeUndefined();
  });
});
