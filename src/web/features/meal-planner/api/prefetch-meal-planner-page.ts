import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';
import { PHONE_QUERY, readOpeningRange } from '../lib/calendar.ts';
import { mealPlanQueryOptions } from './get-meal-plan.ts';

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
