import { runWhenIdle } from './run-when-idle.ts';

/** The longest a slice runs: a 4x slower phone turns 10 ms into 40, under the 50 ms of a long task. */
const SLICE_MS = 10;

/**
 * Runs a resumable job in idle moments, a slice of at most SLICE_MS each: `step` gets what tells it to pause
 * and answers true once the job is done. Returns what cancels the rest.
 */
export function runInIdleSlices(step: (shouldPause: () => boolean) => boolean): () => void {
  let isCancelled = false;
  let cancel: () => void;
  const runSlice = () => {
    if (isCancelled) return;
    const end = performance.now() + SLICE_MS;
    if (!step(() => performance.now() >= end)) cancel = runWhenIdle(runSlice, { timeout: 5000, fallbackDelay: 0 });
  };
  cancel = runWhenIdle(runSlice, { timeout: 5000, fallbackDelay: 0 });
  return () => {
    isCancelled = true;
    cancel();
  };
}
