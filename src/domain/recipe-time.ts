// Recipe times are free-text strings (spec §3); sorting and the max-time filter need minutes.

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

/**
 * Minutes in a duration such as '25 mins', '1 hr 10 min', '1.5 hours', 'PT1H10M' or '45'.
 * A range ('10-15 minutes') counts its upper end, so a max-time filter never under-promises.
 * Returns null when the text holds no duration.
 */
export function parseDurationMinutes(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (value.length === 0) return null;
  const iso = ISO_DURATION.exec(value);
  if (iso && value.length > 1 && value.toUpperCase() !== 'PT') {
    const [, days, hours, minutes, seconds] = iso;
    const total =
      (days ? toNumber(days) * 24 * 60 : 0) +
      (hours ? toNumber(hours) * 60 : 0) +
      (minutes ? toNumber(minutes) : 0) +
      (seconds ? toNumber(seconds) / 60 : 0);
    return Math.round(total);
  }
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

/** The recipe's total minutes: its totalTime, else prep + cook. */
export function deriveTotalMinutes(times: { totalTime?: string; prepTime?: string; cookTime?: string }): number | null {
  const total = parseDurationMinutes(times.totalTime);
  if (total !== null) return total;
  const prep = parseDurationMinutes(times.prepTime);
  const cook = parseDurationMinutes(times.cookTime);
  if (prep === null && cook === null) return null;
  return (prep ?? 0) + (cook ?? 0);
}
