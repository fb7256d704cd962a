import { sortDayEntries, type TMeal } from '../../../../domain/meal-plan-rules.ts';
import type { TMealPlanEntry, TMealPlanResponse } from '../../../../domain/meal-plan.ts';

// Pure edits of the cached calendar, for optimistic updates (the server's answer replaces them).

type TDays = TMealPlanResponse['days'];

export function countOnDay(days: TDays, date: string): number {
  return days[date]?.length ?? 0;
}

export function findEntry(days: TDays, instanceId: string): TMealPlanEntry | null {
  for (const entries of Object.values(days)) {
    const found = entries.find((entry) => entry.instanceId === instanceId);
    if (found) return found;
  }
  return null;
}

export function withEntryAdded(days: TDays, entry: TMealPlanEntry): TDays {
  // In meal order, as the server lists a day: an added lunch shows above the day's dinner at once.
  return { ...days, [entry.date]: sortDayEntries([...(days[entry.date] ?? []), entry]) };
}

export function withEntryRemoved(days: TDays, instanceId: string): TDays {
  const next: TDays = {};
  for (const [date, entries] of Object.entries(days)) {
    // Untouched days keep their list: the calendar's memoised day cells then skip them.
    const kept = entries.some((entry) => entry.instanceId === instanceId) ? entries.filter((entry) => entry.instanceId !== instanceId) : entries;
    if (kept.length > 0) next[date] = kept;
  }
  return next;
}

/** Moves (to the end of its meal on the new day), rescales and/or sets the meal of one entry; the day stays in meal order. */
export function withEntryChanged(days: TDays, instanceId: string, changes: { date?: string; servingMultiplier?: number; meal?: TMeal | null }): TDays {
  const current = findEntry(days, instanceId);
  if (!current) return days;
  const changed: TMealPlanEntry = { ...current, ...changes };
  if (changed.date === current.date) {
    return { ...days, [current.date]: sortDayEntries((days[current.date] ?? []).map((entry) => (entry.instanceId === instanceId ? changed : entry))) };
  }
  return withEntryAdded(withEntryRemoved(days, instanceId), changed);
}

/** Puts the server's entry in place of the optimistic one (same day, same place). */
export function withEntryReplaced(days: TDays, temporaryId: string, entry: TMealPlanEntry): TDays {
  const list = days[entry.date];
  if (!list?.some((item) => item.instanceId === temporaryId)) return withEntryAdded(withEntryRemoved(days, temporaryId), entry);
  return { ...days, [entry.date]: list.map((item) => (item.instanceId === temporaryId ? entry : item)) };
}
