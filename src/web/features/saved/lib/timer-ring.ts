// How a cook-mode timer rings: the time left is read from its end (Date.now()-based), so a locked screen or
// a background tab that throttles intervals still shows the right time on return; a timer that ends while
// the page is hidden rings with a notification where the browser allows, else only in the page.

export type TNotificationPermission = 'default' | 'denied' | 'granted';

/** What the browser offers: no Notification API at all, or its permission. */
export type TNotificationSupport = TNotificationPermission | 'unsupported';

/** Whether a timer can reach the cook away from the page: ask first, it can, or only while the page is open. */
export type TTimerReach = 'ask' | 'notification' | 'page-only';

export type TRingChannel = 'notification' | 'page';

export const TIMER_NOTIFICATION_TAG = 'forkcast-cook-timer';

/** The sentence the timer area shows where notifications are unsupported or denied. */
export const PAGE_ONLY_TEXT = 'This timer only rings while Forkcast is open.';

/** Shown with the browser's permission prompt, so the cook knows why it asks. */
export const ASKING_TEXT = 'Allow notifications so this timer rings when the screen is locked or another app is in front.';

/** Seconds left for a timer ending at `endsAt` (ms since the epoch), never below zero. */
export function readRemainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, (endsAt - now) / 1000);
}

export function readTimerReach(support: TNotificationSupport): TTimerReach {
  if (support === 'granted') return 'notification';
  if (support === 'default') return 'ask';
  return 'page-only';
}

/** A hidden page rings with a notification when it may; a visible one rings in the page (sound and banner). */
export function chooseRingChannel(support: TNotificationSupport, visibility: DocumentVisibilityState): TRingChannel {
  return support === 'granted' && visibility === 'hidden' ? 'notification' : 'page';
}

export function buildTimerNotification(recipeTitle: string, label: string): { title: string; options: NotificationOptions } {
  // requireInteraction: a ring the cook can miss while the notification slides away is no ring.
  return { title: "Time's up", options: { body: `${recipeTitle}: ${label} timer done.`, tag: TIMER_NOTIFICATION_TAG, requireInteraction: true } };
}
