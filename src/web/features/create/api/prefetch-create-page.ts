import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';
import { yieldToBrowser } from '../../../lib/yield-to-browser.ts';

/**
 * The first screen's queries (the allowance's profile, the cart's lists), with the keys create-page.tsx
 * asks for: started beside the session instead of after it (router.tsx), each in a task of its own (one long
 * task on a slow phone together).
 */
export async function prefetchCreatePage(): Promise<void> {
  const client = await loadQueryClient();
  const profile = client.prefetchQuery(profileQueryOptions());
  await yieldToBrowser();
  await Promise.all([profile, client.prefetchQuery(cartQueryOptions())]);
}
