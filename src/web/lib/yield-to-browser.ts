type TYieldingScheduler = { yield: () => Promise<void> };

function isYieldingScheduler(value: unknown): value is TYieldingScheduler {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'yield') === 'function';
}

/**
 * Ends the current task and resumes in a new one, so the work before and after are two tasks, not one long one
 * (on a slow phone each start of a first screen's query is tens of milliseconds of first-run code).
 * `scheduler.yield()` where there is one (Chromium): the rest runs ahead of other queued tasks; elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (isYieldingScheduler(scheduler)) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
