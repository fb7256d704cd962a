// Durations in one place: recipe times are free text written by cooks, models, schema.org
// pages (ISO 8601) and the built-in composer. Everything is read into whole minutes and shown one way.
//
//   parseDuration('1 hr 10 min') === 70      parseDuration('PT1H10M') === 70
//   parseDuration('10-15 minutes') === 15    parseDuration('a while') === null
//   formatDuration(25) === '25 min'          formatDuration(70) === '1 hr 10 min'
//   formatDuration(120) === '2 hr'

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;
const PART = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)?(?![a-z])/gi;

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function unitToMinutes(unit: string | undefined): number {
  const normalized = (unit ?? 'min').toLowerCase();
  if (normalized.startsWith('d')) return 24 * 60;
  if (normalized.startsWith('h')) return 60;
  if (normalized.startsWith('s')) return 1 / 60;
  return 1;
}

/** Whole minutes in an ISO 8601 duration ('PT1H20M' → 80, 'P1DT2H' → 1560); null for anything else. */
export function parseIsoDuration(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  const iso = ISO_DURATION.exec(value);
  if (!iso || value.length <= 1 || value.toUpperCase() === 'PT') return null;
  const [, days, hours, minutes, seconds] = iso;
  const total =
    (days ? toNumber(days) * 24 * 60 : 0) + (hours ? toNumber(hours) * 60 : 0) + (minutes ? toNumber(minutes) : 0) + (seconds ? toNumber(seconds) / 60 : 0);
  return Number.isFinite(total) ? Math.round(total) : null;
}

/**
 * Whole minutes in a duration as people write it: '25 mins', '1 hr 10 min', '1.5 hours', '1h30m',
 * 'PT1H10M' or a bare '45' (minutes). A range ('10-15 minutes') counts its upper end, so a max-time
 * filter never under-promises. Null when the text holds no duration.
 */
export function parseDuration(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (value.length === 0) return null;
  const iso = parseIsoDuration(value);
  if (iso !== null) return iso;
  if (ISO_DURATION.test(value)) return null;
  let total = 0;
  let hasPart = false;
  for (const match of value.matchAll(PART)) {
    const [, low, high, unit] = match;
    if (!low) continue;
    hasPart = true;
    total += toNumber(high ?? low) * unitToMinutes(unit);
  }
  return hasPart && Number.isFinite(total) ? Math.round(total) : null;
}

/** The one display format of a duration: '25 min', '1 hr', '1 hr 10 min', '2 hr 15 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
