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
export class HouseholdEventHub {
  private readonly subscribers = new Map<string, Set<THouseholdSubscriber>>();
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
    for (const subscriber of [...(this.subscribers.get(change.householdId) ?? [])]) subscriber.onChange(change.kind);
  }

  /** The listener's state: when it comes back after a gap every stream is told to resync. */
  setLive(isLive: boolean): void {
    const wasLive = this.isLive;
    this.isLive = isLive;
    if (isLive && !wasLive) for (const set of this.subscribers.values()) for (const subscriber of [...set]) subscriber.onResync();
  }
}
