import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HOUSEHOLD_EVENT_KINDS, type THouseholdEventKind } from '../../domain/household-event-kinds.ts';

// One EventSource per tab on GET /api/events, shared by every page part that listens: the planner,
// the shopping list and the cart panel each name the query keys a household change makes stale.

type TListener = (event: THouseholdEventKind | 'resync') => void;

const listeners = new Set<TListener>();
let source: EventSource | null = null;

function notify(event: THouseholdEventKind | 'resync'): void {
  for (const listener of [...listeners]) listener(event);
}

function openSource(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events');
  for (const kind of HOUSEHOLD_EVENT_KINDS) source.addEventListener(kind, () => notify(kind));
  // The server sends `resync` to a page that reconnected (Last-Event-ID): it refetches everything it shows.
  source.addEventListener('resync', () => notify('resync'));
}

function closeSource(): void {
  source?.close();
  source = null;
}

export function subscribeHouseholdEvents(listener: TListener): () => void {
  listeners.add(listener);
  openSource();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) closeSource();
  };
}

export type THouseholdEventKeys = Partial<Record<THouseholdEventKind, readonly QueryKey[]>>;

/**
 * Keeps the page's queries fresh while another member of the household changes them: each event
 * invalidates the keys named for it (TanStack Query refetches what is on screen); a resync all of them.
 */
export function useHouseholdEvents(keys: THouseholdEventKeys, { isEnabled = true }: { isEnabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const keysRef = useRef(keys);
  keysRef.current = keys;
  useEffect(() => {
    if (!isEnabled) return undefined;
    return subscribeHouseholdEvents((event) => {
      const current = keysRef.current;
      const stale = event === 'resync' ? Object.values(current).flat() : (current[event] ?? []);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    });
  }, [isEnabled, queryClient]);
}
