// Whose copies these are. The caches and the queue of offline actions belong to the cook who made them:
// a session can expire and another cook sign in on the same browser without anyone signing out, so
// sign-out alone cannot be what keeps one cook's kept pages, answers and actions from the next.

/** Where the page remembers whose copies the caches hold (the cook's user id). */
export const OFFLINE_OWNER_KEY = 'forkcast-offline-owner';

/** The metadata a queued action carries: the cook it was made for. */
export type TQueuedOwner = { ownerId: string | null };

/** The signed-in cook's id in a get-session answer (better-auth answers `null`, or `{ session, user }`). */
export function readSessionUserId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('user' in body)) return null;
  const { user } = body;
  if (typeof user !== 'object' || user === null || !('id' in user)) return null;
  return typeof user.id === 'string' && user.id !== '' ? user.id : null;
}

/** The owner recorded in a queued action's metadata, if it has one. */
export function readQueuedOwner(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null || !('ownerId' in metadata)) return null;
  return typeof metadata.ownerId === 'string' ? metadata.ownerId : null;
}

/**
 * A cook signing in finds copies kept for someone else: they are forgotten. The same cook signing in
 * again (after their session expired) keeps them; copies of nobody known are forgotten too.
 */
export function shouldForgetCopies(previousOwnerId: string | null, signedInUserId: string): boolean {
  return previousOwnerId !== signedInUserId;
}

/**
 * Which queued actions may be sent now: only those made by the cook whose session the browser holds. An
 * action of another cook (or of no known cook) waits — it is never sent under someone else's session,
 * and sending it with no session would answer 401 and lose it.
 */
export function planReplay(ownerIds: readonly (string | null)[], sessionUserId: string | null): ('send' | 'keep')[] {
  return ownerIds.map((ownerId) => (sessionUserId !== null && ownerId === sessionUserId ? 'send' : 'keep'));
}

/**
 * Whether a replay needs to ask the server whose session this is: only when the queue holds an action of the
 * cook the page last recorded as signed in. The page records each cook who signs in before it asks for a
 * replay, so actions of anyone else (or of no known cook) cannot be sent now, and an empty queue has nothing
 * to send: neither is worth a round trip to get-session.
 */
export function needsSessionCheck(ownerIds: readonly (string | null)[], recordedOwnerId: string | null): boolean {
  return recordedOwnerId !== null && ownerIds.includes(recordedOwnerId);
}
