import { startOfMonth } from 'date-fns';
import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';
import { buildMonthWeeks, buildWeek, toDateKey } from '../lib/calendar.ts';
import { mealPlanQueryOptions } from './get-meal-plan.ts';

/** Phones get the week agenda instead of the month grid (and the planner asks for that week). */
export const PHONE_QUERY = '(max-width: 720px)';

/** The days the planner opens on: this week on a phone, this month's weeks otherwise. */
export function readOpeningRange(now: Date, isPhone: boolean): { from: string; to: string } {
  const today = toDateKey(now);
  const days = isPhone ? buildWeek(now) : buildMonthWeeks(startOfMonth(now)).flat();
  return { from: days[0] ?? today, to: days[days.length - 1] ?? today };
}

/**
 * The first screen's queries (the opening range's plan, the goals' profile, the cart), with the keys
 * meal-planner-page.tsx asks for: started beside the session instead of after it (router.tsx).
 */
export async function prefetchMealPlannerPage(): Promise<void> {
  const { from, to } = readOpeningRange(new Date(), window.matchMedia(PHONE_QUERY).matches);
  const client = await loadQueryClient();
  await Promise.all([
    client.prefetchQuery(mealPlanQueryOptions(from, to)),
    client.prefetchQuery(profileQueryOptions()),
    client.prefetchQuery(cartQueryOptions()),
  ]);
}
