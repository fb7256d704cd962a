import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { INACTIVITY_CHECK_MS, INACTIVITY_SIGN_OUT_MS } from '../../domain/limits.ts';
import { isSessionHeld } from '../lib/session-hold.ts';
import type { TSignOutReason } from '../lib/sign-out-reason.ts';

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

type TInactivitySignOut = (options: { reason: TSignOutReason; returnPath: string }) => Promise<void>;

/**
 * Sign out after 10 minutes without mouse down, key down, scroll or touch, checked every 60 s.
 * Departure: while a screen holds the session (cook mode, `lib/session-hold.ts`) the cook
 * is busy at the stove, not away; the 10 minutes start again when it lets go. The sign-out takes the
 * cook to the login page with the reason and the page (with its open recipe) to come back to.
 */
export function useInactivitySignOut(isSignedIn: boolean, signOut: TInactivitySignOut) {
  const lastActivity = useRef(Date.now());
  const signOutRef = useRef(signOut);
  const location = useLocation();
  const currentPath = useRef('');
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);
  useEffect(() => {
    currentPath.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!isSignedIn) return;
    lastActivity.current = Date.now();
    const markActive = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (isSessionHeld()) {
        markActive();
        return;
      }
      if (Date.now() - lastActivity.current >= INACTIVITY_SIGN_OUT_MS) {
        window.clearInterval(timer);
        void signOutRef.current({ reason: 'inactivity', returnPath: currentPath.current });
      }
    }, INACTIVITY_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, { capture: true });
    };
  }, [isSignedIn]);
}
