import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `isActive` (cook mode), where the browser offers the Screen Wake Lock API.
 * The lock is dropped by the browser when the tab hides, so it is taken again on return.
 */
export function useWakeLock(isActive: boolean): { isLocked: boolean; isSupported: boolean } {
  const isSupported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [isLocked, setIsLocked] = useState(false);

  useEffect(() => {
    if (!isActive || !isSupported) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (isCancelled) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setIsLocked(true);
        lock.addEventListener('release', () => setIsLocked(false));
      } catch {
        // Refused (battery saver, hidden tab): cook mode still works, the screen may dim.
        setIsLocked(false);
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && (sentinel === null || sentinel.released)) void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) void sentinel.release();
      setIsLocked(false);
    };
  }, [isActive, isSupported]);

  return { isLocked, isSupported };
}
