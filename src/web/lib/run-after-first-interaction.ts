/**
 * What a reader does first on a page: moving a pointer, touching, typing, turning the wheel. Not `scroll`: the
 * browser's own scroll restoration fires it with nobody there (touch, wheel and keys come before a reader's scroll).
 */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/** Kept for the session: a page opened after the first interaction (a link followed) preloads at once. */
let hasInteracted = false;

/**
 * Runs `task` once the reader first interacts with the page (at once if `hasInteracted` says they already
 * have). Returns what cancels it. Work that only a later tap needs (a dialog's chunk) waits for a sign of a
 * reader rather than an idle moment of the load: an idle callback still lands in the load's window (and a
 * simulated load, as Lighthouse's, schedules it right after what it waits on, whatever its delay).
 */
export function runAfterFirstInteraction(task: () => void): () => void {
  if (hasInteracted) {
    task();
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, options);
  };
  function onInteraction() {
    hasInteracted = true;
    stop();
    task();
  }
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, onInteraction, options);
  return stop;
}
