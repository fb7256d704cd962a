import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { getLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { SW_MESSAGES } from '../sw/offline-contract.ts';

/**
 * Registers the service worker (after the page has loaded, off the first paint's path) and offers a new
 * release as "Reload to update" instead of mixing old and new files. Also sends what was queued offline
 * as soon as the network returns, and refreshes the page's data once it has been sent, or once a slow
 * network's answer arrives after the last one was shown.
 */
export default function AppUpdatePrompt() {
  const {
    needRefresh: [isUpdateReady, setIsUpdateReady],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const sendQueued = () => navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.replay });
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data)) return;
      // Sent actions, or a slow network's answer arriving after the last one was shown: what is on screen is refetched.
      // A replay that sent nothing (the actions wait for their cook) changed nothing on the server: no refetch.
      const isNothingSent = 'sent' in data && data.sent === 0;
      if ((data.type === SW_MESSAGES.replayed && !isNothingSent) || data.type === SW_MESSAGES.refreshed) void getLoadedQueryClient()?.invalidateQueries();
    };
    window.addEventListener('online', sendQueued);
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', sendQueued);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  if (!isUpdateReady) return null;
  // data-update-prompt: input here does not load better-auth's client (auth-client.ts, UPDATE_PROMPT_ATTRIBUTE).
  return (
    <div className="update-prompt" role="status" data-update-prompt="">
      <span>A new version of Forkcast is ready.</span>
      <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
        Reload to update
      </button>
      <button type="button" className="button button--ghost" onClick={() => setIsUpdateReady(false)}>
        Later
      </button>
    </div>
  );
}
