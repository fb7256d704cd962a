import { useDeferredValue, useSyncExternalStore } from 'react';
import type { TAuthClient } from './better-auth-client.ts';
import { fetchSession } from './auth/fetch-session.ts';
import { createLoadOnce } from './load-once.ts';

export type TAuthSession = TAuthClient['$Infer']['Session'];
type TSessionState = ReturnType<TAuthClient['useSession']['get']>;

// The session is asked for with a plain fetch (auth/fetch-session.ts). better-auth's client (~12 kB gzipped, and
// a long task of its own when created on a slow phone, issue 29) loads when something needs it: an auth action
// (sign-in, sign-out, sign-up...), a refetch, the reader's first input, or a moment its session atom would
// refetch on (the tab shown again, back online, another tab's sign-in or sign-out). Until an answer, the session
// is pending, exactly as the atom starts out.
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
/** Whether better-auth's session atom feeds the state (from then on the plain fetch's answer is not published). */
let isAtomAnswering = false;

/** The better-auth client, loaded once; from then on its session atom feeds useAuthSession. */
export const loadAuthClient: () => Promise<TAuthClient> = createLoadOnce(async () => {
  const { authClient } = await import('./better-auth-client.ts');
  // The session the plain fetch got: the atom starts from it (it asks again when it mounts, as on every load).
  if (sessionState.data) authClient.hydrateSession(sessionState.data);
  authClient.useSession.subscribe(publishFromAtom);
  return authClient;
});

/**
 * The session, asked for once with a plain fetch (a signed-in page's frame asks beside its first queries).
 * An answer only the client can handle (a refresh the server asks for) loads the client, whose atom answers.
 */
export const loadSession: () => Promise<void> = createLoadOnce(async () => {
  const fetched = await fetchSession();
  if (isAtomAnswering) return;
  if (!fetched) {
    await loadAuthClient();
    return;
  }
  publish({ ...sessionState, data: fetched.data, error: fetched.error, isPending: false, isRefetching: false });
});

/**
 * The atom's states: a fresh atom is pending even when the plain fetch has answered, and showing that would put
 * the page back behind the guard's pending frame; such states wait for the atom's own answer.
 */
function publishFromAtom(state: TSessionState): void {
  if (!isAtomAnswering && state.isPending && !sessionState.isPending) return;
  isAtomAnswering = true;
  publish(state);
}

function publish(state: TSessionState): void {
  sessionState = state;
  // Every way in (password, a provider, a magic link, sign-up) ends in the session answering with the cook:
  // copies another cook left on this browser are forgotten here, before the page can read them offline.
  const { data } = state;
  if (data) void import('../sw/claim-offline-copies.ts').then(({ claimOfflineCopies }) => claimOfflineCopies(data));
  for (const listener of listeners) listener();
}

/** The "Reload to update" prompt (app-update-prompt.tsx) carries this attribute. */
export const UPDATE_PROMPT_ATTRIBUTE = 'data-update-prompt';

/**
 * Input inside the update prompt does not load the client: its chunk, fetched through the old service worker
 * while the click posts SKIP_WAITING, left the new worker 'installed' for good in 3 runs of 9 (no
 * controllerchange, so the page never reloaded; docs/performance.md, "The lazy better-auth client").
 */
function isInsideUpdatePrompt(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(`[${UPDATE_PROMPT_ATTRIBUTE}]`) !== null;
}

/** better-auth's cross-tab message (its WindowBroadcastChannel's localStorage key). */
const BETTER_AUTH_MESSAGE_KEY = 'better-auth.message';

/** Whether an event is one the client should load for: first input, or a moment its atom refetches on. */
function isClientLoadMoment(event: Event): boolean {
  if (event.type === 'pointerdown' || event.type === 'keydown') return !isInsideUpdatePrompt(event);
  if (event.type === 'visibilitychange') return document.visibilityState === 'visible';
  if (event instanceof StorageEvent) return event.key === BETTER_AUTH_MESSAGE_KEY;
  return event.type === 'online';
}

let isClientLoadScheduled = false;

function scheduleClientLoad(): void {
  if (isClientLoadScheduled || typeof window === 'undefined') return;
  isClientLoadScheduled = true;
  const listening = new AbortController();
  const load = (event: Event) => {
    if (!isClientLoadMoment(event)) return;
    listening.abort();
    loadAuthClient().catch((error: unknown) => {
      // The chunk did not arrive (offline, or a deploy replaced it): the plain fetch's answer stands.
      console.error('auth client not loaded', error);
    });
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of ['pointerdown', 'keydown', 'online', 'storage']) window.addEventListener(type, load, options);
  document.addEventListener('visibilitychange', load, options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadSession().catch((error: unknown) => {
    // Not expected (fetchSession answers its own failures): no session, as when the server cannot be asked.
    console.error('session not loaded', error);
    if (sessionState.isPending) publish({ ...sessionState, isPending: false });
  });
  scheduleClientLoad();
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
 * The signed-in cook (better-auth's useSession): pending until the server has answered.
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
