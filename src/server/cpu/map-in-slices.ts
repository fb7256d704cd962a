import { setImmediate as waitForNextTurn } from 'node:timers/promises';

/** How long one request may hold the event loop before other requests get their turn. */
export const CPU_SLICE_MS = 10;

/**
 * `items.map(work)`, but every `sliceMs` of work it gives the event loop back, so a request that
 * parses thousands of lines delays another cook's request by one slice, not by the whole job.
 */
export async function mapInSlices<TItem, TResult>(items: readonly TItem[], work: (item: TItem) => TResult, sliceMs = CPU_SLICE_MS): Promise<TResult[]> {
  const results: TResult[] = [];
  let sliceStartedAt = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStartedAt >= sliceMs) {
      await waitForNextTurn();
      sliceStartedAt = performance.now();
    }
    results.push(work(item));
  }
  return results;
}
