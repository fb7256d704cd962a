// What the service worker and the page agree on: cache names, what is cached, what is queued offline.

export const API_CACHE = 'forkcast-api';
export const IMAGE_CACHE = 'forkcast-images';
export const PAGE_CACHE = 'forkcast-pages';
export const QUEUE_NAME = 'forkcast-offline-actions';
/** One entry, written by the page when a cook's session answers: whose copies the caches and the queue are. */
export const OWNER_CACHE = 'forkcast-owner';
export const OWNER_ENTRY = '/forkcast-owner';
/** On the 202 the worker answers for an action it queued. */
export const QUEUED_HEADER = 'x-forkcast-queued';

export const SW_MESSAGES = {
  /** What workbox-window's messageSkipWaiting() sends for "Reload to update". */
  skipWaiting: 'SKIP_WAITING',
  replay: 'forkcast-replay',
  replayed: 'forkcast-replayed',
  /** A slow network: the page was shown the last answer, and the network's answer has now arrived. */
  refreshed: 'forkcast-refreshed',
  /** Sign-out: drop the actions still waiting for the network. */
  forgetQueue: 'forkcast-forget-queue',
} as const;

/** The cook's own data, readable offline from the last answer. (Never the event stream.) */
const CACHED_API_PATHS = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/profile$/,
  /^\/api\/recipes(\/[^/]+)?$/,
  /^\/api\/meal-plan$/,
  /^\/api\/shopping-list$/,
  /^\/api\/cart$/,
  /^\/api\/household$/,
  /^\/api\/sign-in-options$/,
];

export function isCachedApiPath(pathname: string): boolean {
  return CACHED_API_PATHS.some((pattern) => pattern.test(pathname));
}

/** Addresses that are never a page of the app (the API, files, the provider's sign-in return). */
export function isNetworkOnlyPath(pathname: string): boolean {
  return /^\/(api|uploads|healthz|generate-|nutrition|sitemap\.xml|robots\.txt)/.test(pathname);
}

/** The actions a cook may take offline: a list check, a cart add, a rating. */
export function isQueuedAction(method: string, pathname: string): boolean {
  if (method === 'PATCH') return pathname === '/api/shopping-list/items';
  if (method === 'POST') return pathname === '/api/cart/items';
  if (method === 'PUT') return /^\/api\/recipes\/[^/]+\/rating$/.test(pathname);
  return false;
}
