/**
 * Memoises an async load (a chunk's dynamic import): callers share one request, and a load that failed
 * (offline, a deploy in between) is asked for again by the next caller.
 */
export function createLoadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
