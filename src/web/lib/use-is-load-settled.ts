import { useEffect, useState } from 'react';
import { runAfterFirstInteraction } from './run-after-first-interaction.ts';
import { runWhenIdle } from './run-when-idle.ts';

/** The longest wait, after the load event, for a quiet moment before the work runs anyway. */
export const SETTLED_IDLE_TIMEOUT_MS = 2_000;

/** Kept for the session: a page reached by a link after the first load does not wait again. */
let hasSettled = false;

/**
 * Runs `task` once the page's load has settled: the reader's first touch, pointer, key or wheel, or the
 * browser's first quiet moment after the load event, whichever comes first (at once if that already happened).
 * For what the page does not need to be read, e.g. the navbar's cart and unread badges: their requests, their
 * schemas' chunk and its zod work were long tasks inside the load (issue 29). Returns what cancels it.
 */
export function runWhenLoadSettled(task: () => void): () => void {
  if (hasSettled) {
    task();
    return () => undefined;
  }
  let isDone = false;
  const cancels: Array<() => void> = [];
  const cancel = () => {
    for (const each of cancels) each();
  };
  const settle = () => {
    if (isDone) return;
    isDone = true;
    hasSettled = true;
    cancel();
    task();
  };
  cancels.push(runAfterFirstInteraction(settle));
  if (isDone) return () => undefined;
  const waitForIdle = () => cancels.push(runWhenIdle(settle, { timeout: SETTLED_IDLE_TIMEOUT_MS, fallbackDelay: 200 }));
  if (document.readyState === 'complete') waitForIdle();
  else {
    window.addEventListener('load', waitForIdle, { once: true });
    cancels.push(() => window.removeEventListener('load', waitForIdle));
  }
  return () => {
    isDone = true;
    cancel();
  };
}

/** False until the page's load has settled (see `runWhenLoadSettled`), then true for the session. */
export function useIsLoadSettled(): boolean {
  const [isSettled, setIsSettled] = useState(hasSettled);
  useEffect(() => (isSettled ? undefined : runWhenLoadSettled(() => setIsSettled(true))), [isSettled]);
  return isSettled;
}
