import { parseDuration } from './duration.ts';

// Sorting and the max-time filter need a recipe's minutes; its times are free text.

/** The recipe's total minutes: its totalTime, else prep + cook. */
export function deriveTotalMinutes(times: { totalTime?: string; prepTime?: string; cookTime?: string }): number | null {
  const total = parseDuration(times.totalTime);
  if (total !== null) return total;
  const prep = parseDuration(times.prepTime);
  const cook = parseDuration(times.cookTime);
  if (prep === null && cook === null) return null;
  return (prep ?? 0) + (cook ?? 0);
}
