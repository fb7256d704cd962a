import { isHouseholdEventKind, type THouseholdEventKind } from '../../../domain/household.ts';

/** Where the data triggers announce "<household id> <what changed>" at commit (migration 0019_households). */
export const HOUSEHOLD_CHANGE_CHANNEL = 'forkcast_household_change';

export type THouseholdSubscriber = {
  /** A change to the household's plan, list, cart or members. */
  onChange: (kind: THouseholdEventKind) => void;
  /** Notifications may have been missed (the listener reconnected): the page should refetch everything. */
  onResync: () => void;
};

/** Reads one notification's payload; anything else on the channel is ignored. */
export function readHouseholdChange(payload: string): { householdId: string; kind: THouseholdEventKind } | undefined {
  const [householdId, kind] = payload.split(' ');
  if (!householdId || !kind || !isHouseholdEventKind(kind)) return undefined;
  return { householdId, kind };
}

/**
 * The open event streams of this server, by household. One LISTEN per server feeds every stream; a
 * change made through any server (or by hand in SQL) reaches every member's open page.
 */
/** How long a change is remembered for a page that opens its stream just after it. */
export const RECENT_CHANGE_WINDOW_MS = 60_000;

/** Ages in ms of a household's changes of the last minute, by kind (the newest of each kind). */
export type TRecentChanges = Partial<Record<THouseholdEventKind, number>>;

export class HouseholdEventHub {
  private readonly subscribers = new Map<string, Set<THouseholdSubscriber>>();
  // When each household last changed, by kind (monotonic clock): a page loads its data, then opens its
  // stream; a change in between would be missed, so `ready` tells the page how long ago each kind changed.
  private readonly lastChanges = new Map<string, Map<THouseholdEventKind, number>>();
  private isLive = false;
  private readonly streams = new Set<() => void>();

  /** Keeps an open stream's end, so a closing server ends every stream instead of waiting on them. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  endAll(): void {
    for (const end of [...this.streams]) end();
  }

  get size(): number {
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  subscribe(householdId: string, subscriber: THouseholdSubscriber): () => void {
    let set = this.subscribers.get(householdId);
    if (!set) this.subscribers.set(householdId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(householdId) === set) this.subscribers.delete(householdId);
    };
  }

  publish(payload: string): void {
    const change = readHouseholdChange(payload);
    if (!change) return;
    this.rememberChange(change.householdId, change.kind);
    for (const subscriber of [...(this.subscribers.get(change.householdId) ?? [])]) subscriber.onChange(change.kind);
  }

  /** The household's changes of the last minute seen by this server, as ages in ms. */
  readRecentChanges(householdId: string): TRecentChanges {
    const recent: TRecentChanges = {};
    const now = performance.now();
    for (const [kind, at] of this.lastChanges.get(householdId) ?? []) {
      if (now - at <= RECENT_CHANGE_WINDOW_MS) recent[kind] = Math.round(now - at);
    }
    return recent;
  }

  private rememberChange(householdId: string, kind: THouseholdEventKind): void {
    const now = performance.now();
    // Forget households quiet for a minute once the map grows, so memory follows the active households.
    if (this.lastChanges.size >= 1_000) {
      for (const [id, kinds] of this.lastChanges) {
        if ([...kinds.values()].every((at) => now - at > RECENT_CHANGE_WINDOW_MS)) this.lastChanges.delete(id);
      }
    }
    let kinds = this.lastChanges.get(householdId);
    if (!kinds) this.lastChanges.set(householdId, (kinds = new Map()));
    kinds.set(kind, now);
  }

  /** The listener's state: when it comes back after a gap every stream is told to resync. */
  setLive(isLive: boolean): void {
    const wasLive = this.isLive;
    this.isLive = isLive;
    if (isLive && !wasLive) for (const set of this.subscribers.values()) for (const subscriber of [...set]) subscriber.onResync();
  }
}
