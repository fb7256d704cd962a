import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { loadQueryClient } from '../../../lib/lazy-query-client.tsx';

/** The list the page opens on: newest first, unfiltered (saved-page.tsx's first query key). */
const OPENING_LIST = recipeListQueryOptions({ sort: 'newest' });

/**
 * The first screen's queries (the list and the save counter's profile), with the keys saved-page.tsx asks
 * for: started beside the session instead of after it (router.tsx). A signed-out visitor's 401 stays in
 * the cache unseen; the guard sends them to /login. The first card's picture (the page's largest paint)
 * is asked for as soon as the list names it, not after the session has answered and the grid has rendered.
 */
export async function prefetchSavedPage(): Promise<void> {
  const client = await loadQueryClient();
  const loadList = async () => {
    await client.prefetchInfiniteQuery(OPENING_LIST);
    const firstImageUrl = client.getQueryData(OPENING_LIST.queryKey)?.pages[0]?.recipes[0]?.imageUrl;
    if (firstImageUrl) preloadImage(firstImageUrl);
  };
  await Promise.all([loadList(), client.prefetchQuery({ ...profileQueryOptions(), retry: false })]);
}

/** The same request the first card's eager, high-priority <img> makes, so it finds the file in the image cache. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
