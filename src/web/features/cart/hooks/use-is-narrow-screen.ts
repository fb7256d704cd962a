import { useSyncExternalStore } from 'react';

const NARROW_QUERY = '(max-width: 720px)';

function subscribe(listener: () => void) {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** Phones get the panel as a modal sheet; wider screens keep it beside the page. */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
