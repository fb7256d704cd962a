import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';

/**
 * The first screen's queries (newest first, unfiltered, and the save counter's profile), with the keys
 * saved-page.tsx asks for: started beside the session instead of after it (router.tsx). A signed-out
 * visitor's 401 stays in the cache unseen; the guard sends them to /login.
 */
export async function prefetchSavedPage(): Promise<void> {
  const client = await loadQueryClient();
  await Promise.all([
    client.prefetchInfiniteQuery(recipeListQueryOptions({ sort: 'newest' })),
    client.prefetchQuery({ ...profileQueryOptions(), retry: false }),
  ]);
}
