// A use-by date typed in the browser's date field arrives one keystroke at a time: typing the year
// 2026 passes through 0002, 0020 and 0202, each a valid date to the field. Only a date a cook could
// mean is saved; the server refuses impossible years on its own as well.

/** How far from this year a use-by date can be: a jar found last year, a freezer bag for years ahead. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 10;

export function readUseByRange(today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  return { min: `${year - YEARS_BEFORE}-01-01`, max: `${year + YEARS_AFTER}-12-31` };
}

/** A whole 'YYYY-MM-DD' that names a real day within the range; a partly typed one never is. */
export function isCompleteUseBy(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  const { min, max } = readUseByRange(today);
  return value >= min && value <= max;
}
