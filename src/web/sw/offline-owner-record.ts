import { OWNER_CACHE, OWNER_ENTRY } from './offline-contract.ts';

// The owner is kept in the Cache API (not localStorage) because the service worker reads it too, when it
// labels an action it queues.

export async function readOfflineOwner(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const response = await caches.match(OWNER_ENTRY, { cacheName: OWNER_CACHE });
  const text = response ? await response.text() : '';
  return text === '' ? null : text;
}

export async function writeOfflineOwner(userId: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(OWNER_CACHE);
  await cache.put(OWNER_ENTRY, new Response(userId, { headers: { 'content-type': 'text/plain' } }));
}

export async function forgetOfflineOwner(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OWNER_CACHE);
}
