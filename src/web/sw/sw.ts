/// <reference lib="webworker" />
// Forkcast's service worker, built by vite-plugin-pwa (injectManifest) from Workbox's modules: the app's
// files are precached, so an installed or visited Forkcast opens offline; the cook's recipes, plan, list
// and cart are answered from the network first and from the last answer when there is none; list checks,
// cart adds and ratings made offline are queued and sent, in order, when the network returns (each
// carries a clientId the server applies once). Names shared with the page are in ./offline-contract.ts.
import { Queue } from 'workbox-background-sync';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  IMAGE_CACHE,
  PAGE_CACHE,
  isCachedApiPath,
  isNetworkOnlyPath,
  isQueuedAction,
  QUEUE_NAME,
  QUEUED_HEADER,
  SW_MESSAGES,
} from './offline-contract.ts';
import { needsSessionCheck, planReplay, readQueuedOwner, readSessionUserId, type TQueuedOwner } from './offline-owner.ts';
import { readOfflineOwner } from './offline-owner-record.ts';

declare const self: ServiceWorkerGlobalScope;

// No directory index: '/' would otherwise be answered with the precached app shell, never the prerendered
// landing page. Every page is asked of the server first (the route below), with the cookie the browser sends, so
// a signed-in cook gets their page's frame; the shell is only the offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first worker takes the open page at once (offline works without a reload); a later one waits for
// the cook's "Reload to update", so old and new files never mix in one page.
clientsClaim();

/** A phone with one bar of signal: after this long the last answer is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

async function tellPages(type: string, details: Record<string, unknown> = {}): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ ...details, type });
}

const queue = new Queue(QUEUE_NAME, {
  // A week: a list checked in a shop with no signal is sent by the next time the cook is online.
  maxRetentionTime: 7 * 24 * 60,
  onSync: async () => {
    const { kept } = await replayInTurn();
    // Actions that wait for their cook's sign-in (whose claim asks for a replay) must not come straight back:
    // put back during a sync, workbox registers the sync again and the browser, online, fires it at once — a
    // replay, a get-session and a "replayed" to every page, in a loop for as long as the other cook is signed
    // in (the offline journey's page drowned in refetches). A failed sync is retried with the browser's backoff.
    if (kept > 0) throw new Error(`${kept} queued action(s) wait for their cook to sign in`);
  },
});

/** How a replay ended: actions sent, and actions put back to wait. */
type TReplayResult = { sent: number; kept: number };

let replaying: Promise<unknown> = Promise.resolve();

/**
 * One replay at a time (a sync, the page's "online", a sign-in's claim can ask together): workbox's shiftRequest
 * reads the first action and deletes it in two steps, so two replays at once could both take the same action
 * and both put it back, a duplicate.
 */
function replayInTurn(): Promise<TReplayResult> {
  const turn = replaying.catch(() => undefined).then(replayOwnActions);
  replaying = turn;
  return turn;
}

/** The cook whose session this browser holds now, asked of the server (never a cached answer). */
async function readSignedInUserId(): Promise<string | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return null;
  return readSessionUserId(await response.json());
}

/**
 * Sends, in order, the queued actions of the cook signed in now; another cook's (their session expired
 * and someone else signed in) wait for that cook, never sent under this session. Offline, or a send that
 * fails, puts everything back for the next sync.
 */
async function replayOwnActions(): Promise<TReplayResult> {
  const entries = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) entries.push(entry);
  if (entries.length === 0) return { sent: 0, kept: 0 };
  let next = 0;
  let sent = 0;
  const kept = [];
  try {
    const ownerIds = entries.map((entry) => readQueuedOwner(entry.metadata));
    // Nothing the recorded cook queued: everything waits, and the server is not asked whose session this is.
    const sessionUserId = needsSessionCheck(ownerIds, await readOfflineOwner()) ? await readSignedInUserId() : null;
    const plan = planReplay(ownerIds, sessionUserId);
    for (const [index, entry] of entries.entries()) {
      if (plan[index] === 'keep') kept.push(entry);
      // A session that ended between the check and the send: kept for the cook's next sign-in, not lost.
      else if ((await fetch(entry.request.clone())).status === 401) kept.push(entry);
      else sent += 1;
      next = index + 1;
    }
  } finally {
    // What was not reached (offline, or a send failed) goes back too, in its order, for the next sync.
    for (const entry of [...kept, ...entries.slice(next)]) await queue.pushRequest(entry);
    // `sent`: the pages refetch only when something reached the server.
    await tellPages(SW_MESSAGES.replayed, { sent });
  }
  return { sent, kept: kept.length };
}

// Pages: the server's page when it answers (the prerendered public pages, fresh link cards), else the app shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isNetworkOnlyPath(url.pathname),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
  }),
);

/**
 * Addresses the page was answered from the cache for (the network was slow or gone). When the network's answer
 * to one of them arrives and is kept, the pages are told to refetch: otherwise a cook on one bar of signal
 * would look at the old list until something else refreshed it.
 */
const answeredFromCache = new Set<string>();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
          if (cachedResponse) answeredFromCache.add(request.url);
          return cachedResponse;
        },
        cacheDidUpdate: async ({ request }) => {
          if (answeredFromCache.delete(request.url)) await tellPages(SW_MESSAGES.refreshed);
        },
      },
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({ cacheName: IMAGE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })] }),
);

/** Sent now when the network is there; queued (202, marked) when it is not. */
async function sendOrQueue({ request }: { request: Request }): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    // Labelled with the cook the page was signed in as, so it is only ever sent under their session.
    const metadata: TQueuedOwner = { ownerId: await readOfflineOwner() };
    await queue.pushRequest({ request: copy, metadata });
    return Response.json({ queued: true }, { status: 202, headers: { [QUEUED_HEADER]: '1' } });
  }
}

for (const method of ['POST', 'PATCH', 'PUT'] as const) {
  registerRoute(({ url, sameOrigin }) => sameOrigin && isQueuedAction(method, url.pathname), sendOrQueue, method);
}

async function dropQueued(): Promise<void> {
  while (await queue.shiftRequest()) {
    // Each call removes one waiting action.
  }
}

self.addEventListener('message', (event) => {
  const type: unknown = event.data?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  // The page saw the network come back: send now rather than wait for the browser's sync.
  if (type === SW_MESSAGES.replay) event.waitUntil(replayInTurn());
  if (type === SW_MESSAGES.forgetQueue) event.waitUntil(dropQueued());
});

// A cook-mode timer rang while the screen was locked: the tap brings Forkcast to the front (or opens it).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(focusOrOpenApp());
});

async function focusOrOpenApp(): Promise<void> {
  const [open] = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (open) await open.focus();
  else await self.clients.openWindow('/saved');
}
