import { MEAL_LABELS, type TMeal } from '../../../../domain/meal-plan-rules.ts';
import { addDays, addMonths, endOfMonth, endOfWeek, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { formatLongDate, formatMonthYear, formatShortDate, formatWeekday, toLocalDateKey } from '../../../lib/calendar-date.ts';

// Calendar maths for the planner: date keys are the server's 'YYYY-MM-DD'.

/** Phones get the week agenda instead of the month grid (and the planner asks for that week). */
export const PHONE_QUERY = '(max-width: 720px)';

export function toDateKey(date: Date): string {
  return toLocalDateKey(date);
}

export function fromDateKey(key: string): Date {
  return parseISO(key);
}

/** The weeks (Sunday first) that show a month: 4 to 6 rows of 7 date keys. */
export function buildMonthWeeks(month: Date): string[][] {
  const first = startOfWeek(startOfMonth(month));
  const last = endOfWeek(endOfMonth(month));
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => toDateKey(addDays(day, index))));
  }
  return weeks;
}

/** The seven date keys of the week holding `date`, Sunday first. */
export function buildWeek(date: Date): string[] {
  const first = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => toDateKey(addDays(first, index)));
}

export function isInMonth(key: string, month: Date): boolean {
  return isSameMonth(fromDateKey(key), month);
}

/** The date `days` after `key` (negative: before). */
export function shiftDateKey(key: string, days: number): string {
  return toDateKey(addDays(fromDateKey(key), days));
}

export function shiftMonthKey(key: string, months: number): string {
  return toDateKey(addMonths(fromDateKey(key), months));
}

/** "Monday, March 2" for labels and headings. */
export function formatLongDay(key: string): string {
  return formatLongDate(fromDateKey(key));
}

export function formatMonthTitle(month: Date): string {
  return formatMonthYear(month);
}

export function formatShortDay(key: string): string {
  return formatShortDate(fromDateKey(key));
}

/** "Lunch", or null when the planned meal has none. */
export function formatMeal(meal: TMeal | null | undefined): string | null {
  return meal ? MEAL_LABELS[meal] : null;
}

/** "Leftovers from Monday's dinner" (or "from Monday" when that meal has no meal of the day): where a leftover meal was cooked. */
export function describeLeftovers(leftoversOf: { date: string; meal?: TMeal | null }, date: string): string {
  const isSameDay = leftoversOf.date === date;
  const meal = leftoversOf.meal ? MEAL_LABELS[leftoversOf.meal].toLowerCase() : null;
  if (isSameDay) return `Leftovers from ${meal ? `today's ${meal}` : 'earlier today'}`;
  const day = formatWeekday(fromDateKey(leftoversOf.date));
  return `Leftovers from ${meal ? `${day}'s ${meal}` : day}`;
}

/** "Leftovers: Tuesday lunch" (and more, by commas): where a meal's leftovers are planned. */
export function describePlannedLeftovers(leftovers: readonly { date: string; meal: TMeal | null }[]): string {
  const places = leftovers.map(({ date, meal }) => `${formatWeekday(fromDateKey(date))}${meal ? ` ${MEAL_LABELS[meal].toLowerCase()}` : ''}`);
  return `Leftovers: ${places.join(', ')}`;
}

/** The days the planner opens on: this week on a phone, this month's weeks otherwise. */
export function readOpeningRange(now: Date, isPhone: boolean): { from: string; to: string } {
  const today = toDateKey(now);
  const days = isPhone ? buildWeek(now) : buildMonthWeeks(startOfMonth(now)).flat();
  return { from: days[0] ?? today, to: days[days.length - 1] ?? today };
}
