import { format, isSameDay, isValid } from 'date-fns';

type TParsed = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'date'; date: Date };

function hasNumber(value: object, key: string): boolean {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number';
}

function readNumber(value: object, key: string): number {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number' ? field : 0;
}

/**
 * A conversation or message timestamp may be an ISO string, `{ seconds, nanoseconds }`,
 * `{ _seconds, _nanoseconds }` or a Date; missing and unreadable values are told apart for the fallbacks.
 */
export function parseTimestamp(value: unknown): TParsed {
  if (value === null || value === undefined || value === '') return { kind: 'missing' };
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else if (typeof value === 'object' && hasNumber(value, 'seconds'))
    date = new Date(readNumber(value, 'seconds') * 1000 + readNumber(value, 'nanoseconds') / 1e6);
  else if (typeof value === 'object' && hasNumber(value, '_seconds'))
    date = new Date(readNumber(value, '_seconds') * 1000 + readNumber(value, '_nanoseconds') / 1e6);
  else return { kind: 'invalid' };
  return isValid(date) ? { kind: 'date', date } : { kind: 'invalid' };
}

/** A message's time: '3:04 PM' today, 'Nov 2, 3:04 PM' before; 'No time' / 'Invalid time' otherwise. */
export function formatMessageTime(value: unknown, now: Date = new Date()): string {
  const parsed = parseTimestamp(value);
  if (parsed.kind === 'missing') return 'No time';
  if (parsed.kind === 'invalid') return 'Invalid time';
  return isSameDay(parsed.date, now) ? format(parsed.date, 'p') : format(parsed.date, 'MMM d, p');
}

/** A date with its time, for 'Last Activity': 'Nov 2, 2026, 3:04 PM'; 'N/A' / 'Invalid Date' otherwise. */
export function formatActivityDate(value: unknown): string {
  const parsed = parseTimestamp(value);
  if (parsed.kind === 'missing') return 'N/A';
  if (parsed.kind === 'invalid') return 'Invalid Date';
  return format(parsed.date, 'PP, p');
}

/** The machine-readable value for a <time> element, or undefined when there is none. */
export function toDateTimeAttribute(value: unknown): string | undefined {
  const parsed = parseTimestamp(value);
  return parsed.kind === 'date' ? parsed.date.toISOString() : undefined;
}
