// Loaded once a session answers (auth-client.ts imports it on demand), so the owner check stays off every
// page's first load.
import { SW_MESSAGES } from './offline-contract.ts';
import { deleteCopiesSentBefore } from './delete-copies-sent-before.ts';
import { shouldForgetCopies } from './offline-owner.ts';
import { readOfflineOwner, writeOfflineOwner } from './offline-owner-record.ts';

/** The part of a better-auth session the claim reads. */
export type TClaimedSession = { user: { id: string }; session: { id: string; createdAt: Date | string } };

let claimed: Promise<void> | null = null;
let claimedSessionId: string | null = null;

/**
 * A cook's session answered: the copies kept for offline use become theirs. Copies another cook left
 * (their session expired, nobody signed out) are deleted before this cook can read them offline; that
 * cook's queued actions stay in the worker, which sends each only under its own cook's session.
 *
 * The worker keeps this cook's answers from their first page on, and that page's requests race this claim:
 * deleting whole caches here also deleted the new cook's first copies (offline, their /saved then had no
 * session and showed the login page). Only copies sent before this session began are another cook's.
 */
export function claimOfflineCopies({ user, session }: TClaimedSession): Promise<void> {
  // Per session, not per cook: the same cook signing out and in again must record themselves again.
  if (claimedSessionId === session.id && claimed) return claimed;
  claimedSessionId = session.id;
  claimed = (async () => {
    if (shouldForgetCopies(await readOfflineOwner(), user.id)) await deleteCopiesSentBefore(new Date(session.createdAt).getTime());
    await writeOfflineOwner(user.id);
    // The same cook back after their session expired: what they queued meanwhile goes now.
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.replay });
  })().catch((error: unknown) => {
    console.error('offline copies not claimed', error);
  });
  return claimed;
}
