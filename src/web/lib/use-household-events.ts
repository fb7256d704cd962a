import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HOUSEHOLD_EVENT_KINDS, isHouseholdEventKind, type THouseholdEventKind } from '../../domain/household-event-kinds.ts';

// One EventSource per tab on GET /api/events, shared by every page part that listens: the planner,
// the shopping list and the cart panel each name the query keys a household change makes stale.

/** A first connection's `ready`: how long ago (ms, by the server) each kind last changed, and when it arrived here. */
type TReady = { kind: 'ready'; changedAgoMs: Partial<Record<THouseholdEventKind, number>>; receivedAt: number };
type TListener = (event: THouseholdEventKind | 'resync' | TReady) => void;

/** Slack for the trip from the server's change to this page (a change is placed this much later than `ready` says). */
const READY_SLACK_MS = 5_000;

const listeners = new Set<TListener>();
let source: EventSource | null = null;

function notify(event: THouseholdEventKind | 'resync' | TReady): void {
  for (const listener of [...listeners]) listener(event);
}

function openSource(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events');
  for (const kind of HOUSEHOLD_EVENT_KINDS) source.addEventListener(kind, () => notify(kind));
  // The server sends `resync` to a page that reconnected (Last-Event-ID): it refetches everything it shows.
  source.addEventListener('resync', () => notify('resync'));
  source.addEventListener('ready', (event) => notify({ kind: 'ready', changedAgoMs: readChangedAgo(event.data), receivedAt: Date.now() }));
}

/** `ready`'s data without a schema library (this listener is on the planner's first load). */
function readChangedAgo(data: unknown): TReady['changedAgoMs'] {
  const changedAgoMs: TReady['changedAgoMs'] = {};
  if (typeof data !== 'string') return changedAgoMs;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return changedAgoMs;
  }
  if (typeof parsed !== 'object' || parsed === null || !('changedAgoMs' in parsed)) return changedAgoMs;
  const ages: unknown = parsed.changedAgoMs;
  if (typeof ages !== 'object' || ages === null) return changedAgoMs;
  for (const [kind, age] of Object.entries(ages)) {
    if (isHouseholdEventKind(kind) && typeof age === 'number' && Number.isFinite(age) && age >= 0) changedAgoMs[kind] = age;
  }
  return changedAgoMs;
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
 * invalidates the keys named for it (TanStack Query refetches what is on screen); a resync all of them;
 * `ready` those whose data may predate a change made just before the stream opened (loaded, then changed,
 * then connected).
 */
export function useHouseholdEvents(keys: THouseholdEventKeys, { isEnabled = true }: { isEnabled?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const keysRef = useRef(keys);
  keysRef.current = keys;
  useEffect(() => {
    if (!isEnabled) return undefined;
    return subscribeHouseholdEvents((event) => {
      const current = keysRef.current;
      if (typeof event === 'object') {
        for (const kind of HOUSEHOLD_EVENT_KINDS) {
          const age = event.changedAgoMs[kind];
          if (age === undefined) continue;
          const changedBy = event.receivedAt - age + READY_SLACK_MS;
          for (const queryKey of current[kind] ?? []) {
            void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < changedBy });
          }
        }
        return;
      }
      const stale = event === 'resync' ? Object.values(current).flat() : (current[event] ?? []);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    });
  }, [isEnabled, queryClient]);
}
