/**
 * Runs `task` at the browser's next quiet moment (at the latest after `timeout` ms), or after `fallbackDelay`
 * ms where there is no requestIdleCallback (Safari). Returns what cancels it.
 */
export function runWhenIdle(task: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackDelay);
  return () => window.clearTimeout(timer);
}
