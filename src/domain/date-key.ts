import { z } from 'zod';

// Dates a cook can mean. PostgreSQL has no year 0 and JavaScript dates end in year 275760, so a year
// outside this window reached the database as a 500; every date a request carries is read here.
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;
export const DATE_KEY_MESSAGE = `Use a date written YYYY-MM-DD, between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`;
export const TIMESTAMP_MESSAGE = `Use a time written like 2026-03-01T12:00:00Z, between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`;

const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isYearInRange(year: number): boolean {
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** A real calendar date written YYYY-MM-DD, in the years a cook can mean (the key of the meal plan's calendar). */
export function isDateKey(value: string): boolean {
  if (!DATE_KEY_PATTERN.test(value) || !isYearInRange(Number(value.slice(0, 4)))) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZDateKeySchema = z.string().refine(isDateKey, DATE_KEY_MESSAGE);

/** An ISO time with its offset (a page cursor), in the same years. */
export const ZIsoTimeSchema = z.iso
  .datetime({ offset: true, message: TIMESTAMP_MESSAGE })
  .refine((value) => isYearInRange(new Date(value).getUTCFullYear()), TIMESTAMP_MESSAGE);
