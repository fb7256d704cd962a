/** Nearest-rank percentile of timings sorted ascending (p in 0..100); NaN for no timings. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

type TTimedResponse = { statusCode: number; body: string; json: () => unknown };

/**
 * Times `iterations` calls of `send` after `warmup` untimed ones; any non-200 answer stops the bench.
 * Returns the sorted timings in ms and the last answer's JSON (for a row count beside the timings).
 */
export async function timeRequests(
  label: string,
  send: () => Promise<TTimedResponse>,
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<{ sorted: number[]; lastBody: unknown }> {
  for (let index = 0; index < warmup; index += 1) await send();
  const timings: number[] = [];
  let lastBody: unknown = null;
  for (let index = 0; index < iterations; index += 1) {
    const startedAt = performance.now();
    const response = await send();
    timings.push(performance.now() - startedAt);
    if (response.statusCode !== 200) throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
    lastBody = response.json();
  }
  return { sorted: timings.sort((a, b) => a - b), lastBody };
}

/** The `total` field of a paged answer, or `fallback` when it has none. */
export function readTotal(body: unknown, fallback: number): number {
  return typeof body === 'object' && body !== null && 'total' in body && typeof body.total === 'number' ? body.total : fallback;
}
