import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';
import { yieldToBrowser } from '../../../lib/yield-to-browser.ts';
import { PHONE_QUERY, readOpeningRange } from '../lib/calendar.ts';
import { mealPlanQueryOptions } from './get-meal-plan.ts';

/**
 * The first screen's queries (the opening range's plan, the goals' profile, the cart), with the keys
 * meal-planner-page.tsx asks for: started beside the session instead of after it (router.tsx). Each starts in a
 * task of its own, the plan's first: the three starts in one task were one of the planner's long tasks on a
 * slow phone (the query client's and the answer worker's first run).
 */
export async function prefetchMealPlannerPage(): Promise<void> {
  const { from, to } = readOpeningRange(new Date(), window.matchMedia(PHONE_QUERY).matches);
  const client = await loadQueryClient();
  const plan = client.prefetchQuery(mealPlanQueryOptions(from, to));
  await yieldToBrowser();
  const profile = client.prefetchQuery(profileQueryOptions());
  await yieldToBrowser();
  await Promise.all([plan, profile, client.prefetchQuery(cartQueryOptions())]);
}
