import { describe, expect, it } from 'vitest';
import { buildTimerNotification, chooseRingChannel, readRemainingSeconds, readTimerReach, TIMER_NOTIFICATION_TAG } from './timer-ring.ts';

describe('readRemainingSeconds', () => {
  it('counts from the end, whatever the intervals did in between', () => {
    const endsAt = 1_000_000 + 15 * 60_000;
    expect(readRemainingSeconds(endsAt, 1_000_000)).toBe(900);
    // Eleven minutes behind a locked screen, then one look: four minutes left.
    expect(readRemainingSeconds(endsAt, 1_000_000 + 11 * 60_000)).toBe(240);
    expect(readRemainingSeconds(endsAt, endsAt - 500)).toBe(0.5);
  });

  it('never goes below zero after the end', () => {
    expect(readRemainingSeconds(5_000, 9_000)).toBe(0);
  });
});

describe('readTimerReach', () => {
  it('asks while the cook has not chosen, rings away from the page once allowed, else only in the page', () => {
    expect(readTimerReach('default')).toBe('ask');
    expect(readTimerReach('granted')).toBe('notification');
    expect(readTimerReach('denied')).toBe('page-only');
    expect(readTimerReach('unsupported')).toBe('page-only');
  });
});

describe('chooseRingChannel', () => {
  it('uses a notification only when allowed and the page is hidden', () => {
    expect(chooseRingChannel('granted', 'hidden')).toBe('notification');
    expect(chooseRingChannel('granted', 'visible')).toBe('page');
    expect(chooseRingChannel('denied', 'hidden')).toBe('page');
    expect(chooseRingChannel('default', 'hidden')).toBe('page');
    expect(chooseRingChannel('unsupported', 'hidden')).toBe('page');
  });
});

describe('buildTimerNotification', () => {
  it('names the recipe and the timer, and replaces an earlier timer notification', () => {
    expect(buildTimerNotification('Slow Bean Stew', '30 minutes')).toEqual({
      title: "Time's up",
      options: { body: 'Slow Bean Stew: 30 minutes timer done.', tag: TIMER_NOTIFICATION_TAG, requireInteraction: true },
    });
  });
});
