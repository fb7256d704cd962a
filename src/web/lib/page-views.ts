import { PAGE_VIEW_BATCH_MAX, toPagePath } from '../../domain/page-path.ts';

// First-party page views: the path only, batched, sent with navigator.sendBeacon. No cookie is set
// or read for it and the server stores no address; a browser asking not to be tracked sends nothing.

const ENDPOINT = '/api/analytics/events';
const FLUSH_DELAY_MS = 2_000;

const queue: string[] = [];
let timer: number | undefined;
let isListening = false;

function isTrackingRefused(): boolean {
  return navigator.doNotTrack === '1' || ('globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true);
}

export function flushPageViews(): void {
  window.clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const views = queue.splice(0, PAGE_VIEW_BATCH_MAX).map((path) => ({ path }));
    const body = JSON.stringify({ views });
    const isQueued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!isQueued) {
      // Analytics failures are only logged.
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(
        (error: unknown) => {
          console.warn('page view not sent', error);
        },
      );
    }
  }
}

function listenForPageHide(): void {
  if (isListening) return;
  isListening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageViews();
  });
  window.addEventListener('pagehide', flushPageViews);
}

/** Queues a view of the given location; a full batch goes at once, otherwise shortly after. */
export function recordPageView(pathname: string): void {
  if (isTrackingRefused()) return;
  listenForPageHide();
  queue.push(toPagePath(pathname));
  if (queue.length >= PAGE_VIEW_BATCH_MAX) {
    flushPageViews();
    return;
  }
  timer ??= window.setTimeout(flushPageViews, FLUSH_DELAY_MS);
}
