import { API_CACHE, IMAGE_CACHE, PAGE_CACHE, SW_MESSAGES } from './offline-contract.ts';
import { forgetOfflineOwner } from './offline-owner-record.ts';

export async function deleteDataCaches(): Promise<void> {
  if (typeof caches !== 'undefined') await Promise.all([API_CACHE, IMAGE_CACHE, PAGE_CACHE].map((name) => caches.delete(name)));
}

/**
 * Signing out forgets what was kept for this cook's offline use: the last answers, the pictures, the
 * pages, and any action still waiting for the network (it would be sent without a session anyway).
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.forgetQueue });
  await Promise.all([deleteDataCaches(), forgetOfflineOwner()]);
}
