import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInIdleSlices } from './run-in-idle-slices.ts';

describe('runInIdleSlices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the job in slices that pause after about 10 ms, each in an idle moment of its own', () => {
    let done = 0;
    const slices: number[] = [];
    runInIdleSlices((shouldPause) => {
      let units = 0;
      while (done < 10) {
        done += 1;
        units += 1;
        vi.advanceTimersByTime(4); // a unit of work takes 4 ms
        if (shouldPause()) break;
      }
      slices.push(units);
      return done >= 10;
    });
    expect(slices).toEqual([]);
    vi.runAllTimers();
    expect(slices).toEqual([3, 3, 3, 1]);
  });

  it('stops between slices once cancelled', () => {
    let slices = 0;
    const cancel = runInIdleSlices(() => {
      slices += 1;
      if (slices === 2) cancel();
      return false;
    });
    vi.runAllTimers();
    expect(slices).toBe(2);
  });
});
