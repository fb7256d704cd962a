/**
 * What a reader does first on a page: moving a pointer, touching (a touch is a pointer too), typing, turning the
 * wheel. Not `scroll`: the browser's own scroll restoration fires it with nobody there (touch, wheel and keys come
 * before a reader's scroll).
 */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'];

/** Kept for the session: a page opened after the first interaction (a link followed) runs its task at once. */
let hasInteracted = false;

/**
 * Runs `task` once the reader first interacts with the page (at once if they already have). Returns what
 * cancels it. Work that only a later tap needs (a dialog's chunk) waits for a sign of a reader rather than an
 * idle moment of the load: an idle callback still lands in the load's window (and a simulated load, as
 * Lighthouse's, schedules it right after what it waits on, whatever its delay).
 */
export function runAfterFirstInteraction(task: () => void): () => void {
  const listening = new AbortController();
  const run = () => {
    hasInteracted = true;
    listening.abort();
    task();
  };
  if (hasInteracted) run();
  else for (const type of INTERACTION_EVENTS) window.addEventListener(type, run, { capture: true, passive: true, signal: listening.signal });
  return () => listening.abort();
}
