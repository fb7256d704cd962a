import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';

/**
 * The first screen's queries (the allowance's profile, the cart's lists), with the keys create-page.tsx
 * asks for: started beside the session instead of after it (router.tsx).
 */
export async function prefetchCreatePage(): Promise<void> {
  const client = await loadQueryClient();
  await Promise.all([client.prefetchQuery(profileQueryOptions()), client.prefetchQuery(cartQueryOptions())]);
}
