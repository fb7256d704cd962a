// Loaded once a session answers (auth-client.ts imports it on demand), so the owner check stays off every
// page's first load.
import { SW_MESSAGES } from './offline-contract.ts';
import { deleteDataCaches } from './forget-offline-copies.ts';
import { shouldForgetCopies } from './offline-owner.ts';
import { readOfflineOwner, writeOfflineOwner } from './offline-owner-record.ts';

let claimed: Promise<void> | null = null;
let claimedFor: string | null = null;

/**
 * A cook's session answered: the copies kept for offline use become theirs. Copies another cook left
 * (their session expired, nobody signed out) are deleted before this cook can read them offline; that
 * cook's queued actions stay in the worker, which sends each only under its own cook's session.
 */
export function claimOfflineCopies(userId: string): Promise<void> {
  if (claimedFor === userId && claimed) return claimed;
  claimedFor = userId;
  claimed = (async () => {
    if (shouldForgetCopies(await readOfflineOwner(), userId)) await deleteDataCaches();
    await writeOfflineOwner(userId);
    // The same cook back after their session expired: what they queued meanwhile goes now.
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.replay });
  })().catch((error: unknown) => {
    console.error('offline copies not claimed', error);
  });
  return claimed;
}
