import { afterEach, describe, expect, it, vi } from 'vitest';
import { HouseholdEventHub, RECENT_CHANGE_WINDOW_MS } from './household-event-hub.ts';

describe('HouseholdEventHub.readRecentChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives each kind's newest change's age for a minute, per household, and ignores what it cannot read", () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const hub = new HouseholdEventHub();
    hub.publish('h1 cart');
    vi.advanceTimersByTime(1_500);
    hub.publish('h1 meal-plan');
    hub.publish('h2 shopping-list');
    hub.publish('h1 pantry');
    hub.publish('garbage');
    expect(hub.readRecentChanges('h1')).toEqual({ cart: 1_500, 'meal-plan': 0 });
    expect(hub.readRecentChanges('h3')).toEqual({});
    vi.advanceTimersByTime(RECENT_CHANGE_WINDOW_MS - 1_000);
    expect(hub.readRecentChanges('h1')).toEqual({ 'meal-plan': RECENT_CHANGE_WINDOW_MS - 1_000 });
    hub.publish('h1 cart');
    expect(hub.readRecentChanges('h1')).toEqual({ cart: 0, 'meal-plan': RECENT_CHANGE_WINDOW_MS - 1_000 });
  });
});
