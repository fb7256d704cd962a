// Its own file, loaded with the sign-in's claim (claim-offline-copies.ts): sign-out's forgetting is on every
// signed-in page's first load, this is not.
import { API_CACHE, IMAGE_CACHE, PAGE_CACHE } from './offline-contract.ts';

/**
 * Deletes the copies the server sent before `time` (by their Date header; a copy without one counts as
 * before), keeping those sent since. A copy kept after a cook's session began was fetched with that
 * cook's cookie, so it is theirs, however soon after the sign-in the worker wrote it.
 */
export async function deleteCopiesSentBefore(time: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  // A Date header has whole seconds: a copy from the sign-in's own second is the new cook's.
  const cutoff = Math.floor(time / 1000) * 1000;
  await Promise.all(
    [API_CACHE, IMAGE_CACHE, PAGE_CACHE].map(async (name) => {
      if (!(await caches.has(name))) return;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const sentAt = Date.parse((await cache.match(request))?.headers.get('date') ?? '');
        if (!(sentAt >= cutoff)) await cache.delete(request);
      }
    }),
  );
}
