import { useIsOnline } from '../lib/use-is-online.ts';

export const OFFLINE_BANNER_TEXT =
  "You're offline. Your recipes, plan, list and cart are as last seen here; ticks, cart additions and ratings are sent when you're back online. Creating and importing recipes need the network.";

/** Says plainly what works offline and what waits for the network. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div className="offline-banner" role="status" hidden={isOnline}>
      {isOnline ? null : OFFLINE_BANNER_TEXT}
    </div>
  );
}
