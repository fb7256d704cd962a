import { formatDuration, parseDuration } from '../../domain/duration.ts';
import { deriveTotalMinutes } from '../../domain/recipe-time.ts';

const RANGE = /\d\s*(?:-|–|to)\s*\d/i;

/**
 * One display format for recipe times ('1 hr 10 min', '25 min'), whatever was stored: free text
 * ('25 mins'), ISO 8601 from imports ('PT1H10M') or bare AI minutes ('20'). A range ('10-15 min') or
 * text without a duration is shown as written, since minutes alone would hide part of it.
 */
export function formatRecipeTime(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || RANGE.test(trimmed)) return trimmed;
  const minutes = parseDuration(trimmed);
  return minutes === null ? trimmed : formatDuration(minutes);
}

/** The time a recipe card shows: the total time, else prep + cook; '' when the recipe gives none. */
export function formatTotalTime(times: { totalTime: string; prepTime: string; cookTime: string }): string {
  if (times.totalTime.trim()) return formatRecipeTime(times.totalTime);
  const minutes = deriveTotalMinutes(times);
  return minutes === null ? '' : formatDuration(minutes);
}
