// Dates written in the cook's own calendar, in English, without date-fns' `format` and its locale
// (5 kB on every signed-in page's first load) and without Intl (its first call loads locale data).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'YYYY-MM-DD' of the local date (date-fns' 'yyyy-MM-dd'). */
export function toLocalDateKey(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** "Monday" (date-fns' 'EEEE'). */
export function formatWeekday(date: Date): string {
  return WEEKDAYS[date.getDay()] ?? '';
}

/** "Monday, March 2" (date-fns' 'EEEE, MMMM d'). */
export function formatLongDate(date: Date): string {
  return `${formatWeekday(date)}, ${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}`;
}

/** "Mon, Mar 2" (date-fns' 'EEE, MMM d'). */
export function formatShortDate(date: Date): string {
  return `${formatWeekday(date).slice(0, 3)}, ${(MONTHS[date.getMonth()] ?? '').slice(0, 3)} ${date.getDate()}`;
}

/** "March 2026" (date-fns' 'MMMM yyyy'). */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getMonth()] ?? ''} ${String(date.getFullYear()).padStart(4, '0')}`;
}
