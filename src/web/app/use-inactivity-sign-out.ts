import { useEffect, useRef } from 'react';
import { INACTIVITY_CHECK_MS, INACTIVITY_SIGN_OUT_MS } from '../../domain/limits.ts';
import { notify } from '../lib/toast.ts';

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

export const INACTIVITY_MESSAGE = 'You were signed out after 10 minutes without activity.';

/** Spec §9: sign out after 10 minutes without mouse down, key down, scroll or touch, checked every 60 s. */
export function useInactivitySignOut(isSignedIn: boolean, signOut: () => Promise<void>) {
  const lastActivity = useRef(Date.now());
  const signOutRef = useRef(signOut);
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);

  useEffect(() => {
    if (!isSignedIn) return;
    lastActivity.current = Date.now();
    const markActive = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current >= INACTIVITY_SIGN_OUT_MS) {
        window.clearInterval(timer);
        notify.info(INACTIVITY_MESSAGE);
        void signOutRef.current();
      }
    }, INACTIVITY_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, { capture: true });
    };
  }, [isSignedIn]);
}
