import { useDeferredValue, useSyncExternalStore } from 'react';
import type { TAuthClient } from './better-auth-client.ts';
import { createLoadOnce } from './load-once.ts';

export type TAuthSession = TAuthClient['$Infer']['Session'];
type TSessionState = ReturnType<TAuthClient['useSession']['get']>;

// better-auth's client loads after the first render (after hydration on a prerendered page), not with
// the entry: until its session atom answers, the session is pending, exactly as the atom starts out.
const listeners = new Set<() => void>();
const INITIAL_SESSION_STATE: TSessionState = {
  data: null,
  error: null,
  isPending: true,
  isRefetching: false,
  refetch: async (queryParams) => {
    const client = await loadAuthClient();
    await client.useSession.get().refetch(queryParams);
  },
};
let sessionState = INITIAL_SESSION_STATE;

/** The better-auth client, loaded once; from then on its session atom feeds useAuthSession. */
export const loadAuthClient: () => Promise<TAuthClient> = createLoadOnce(async () => {
  const { authClient } = await import('./better-auth-client.ts');
  authClient.useSession.subscribe(publish);
  return authClient;
});

function publish(state: TSessionState): void {
  sessionState = state;
  // Every way in (password, a provider, a magic link, sign-up) ends in this atom answering with the cook:
  // copies another cook left on this browser are forgotten here, before the page can read them offline.
  const { data } = state;
  if (data) void import('../sw/claim-offline-copies.ts').then(({ claimOfflineCopies }) => claimOfflineCopies(data));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadAuthClient().catch((error: unknown) => {
    // The chunk did not arrive (offline, or a deploy replaced it): no session, as when the server cannot be asked.
    console.error('auth client not loaded', error);
    publish({ ...sessionState, isPending: false });
  });
  return () => {
    listeners.delete(listener);
  };
}

function readSessionState(): TSessionState {
  return sessionState;
}

/**
 * What the HTML was drawn with (pending): hydration must draw the same, even when a signed-in page's
 * session has already answered (it is asked for beside the page's chunk); React renders the answer next.
 */
function readServerSessionState(): TSessionState {
  return INITIAL_SESSION_STATE;
}

/**
 * The signed-in cook (better-auth's useSession): pending until the client has asked the server.
 * An external store's change renders at once and in one piece, and the session's arrival mounts the signed-in
 * navbar and the whole page behind the guard (issue 29: one long task at 4x CPU). Deferred, that render is a
 * background one React interrupts every few milliseconds; every reader gets the new session in the same render,
 * so the navbar and the page never disagree.
 */
export function useAuthSession(): TSessionState {
  return useDeferredValue(useSyncExternalStore(subscribe, readSessionState, readServerSessionState));
}

/**
 * Resolves once the session atom holds no session (a sign-out has reached it), or after `timeoutMs`.
 * Navigating to /login before that lets its "already signed in" redirect bounce the cook to /create.
 */
export function waitForNoSession(timeoutMs = 3000): Promise<void> {
  if (!sessionState.data) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      window.clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    const check = () => {
      if (!sessionState.data) finish();
    };
    const timer = window.setTimeout(finish, timeoutMs);
    listeners.add(check);
  });
}

export function isAdminUser(session: TAuthSession | null | undefined): boolean {
  return session?.user.role === 'admin';
}
