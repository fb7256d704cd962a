import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resumes in a later task (a timer) where there is no scheduler.yield', async () => {
    vi.useFakeTimers();
    let isResumed = false;
    const yielded = yieldToBrowser().then(() => {
      isResumed = true;
    });
    // Microtasks alone do not resume it: it waits for a new task.
    await Promise.resolve();
    await Promise.resolve();
    expect(isResumed).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(isResumed).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
