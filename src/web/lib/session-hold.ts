import { useEffect } from 'react';

// Screens that keep the cook signed in while they do not touch the device: cook mode with a pan on
// the stove is not "inactivity" (a deliberate departure from the 10-minute inactivity sign-out, docs/accounts.md).
let holdCount = 0;

/** Keeps the session from the inactivity sign-out until the returned release is called (once). */
export function holdSession(): () => void {
  holdCount += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holdCount -= 1;
  };
}

export function isSessionHeld(): boolean {
  return holdCount > 0;
}

/** Holds the session while the calling component is mounted and `isActive`. */
export function useSessionHold(isActive: boolean): void {
  useEffect(() => (isActive ? holdSession() : undefined), [isActive]);
}
