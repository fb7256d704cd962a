import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser has a quiet moment: below-the-fold sections wait for it,
 * so their chunks and rendering never compete with the hero's first paint.
 */
export function useIsPageIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    let idleHandle = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markIdle = () => setIsIdle(true);
    const waitForIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(markIdle, { timeout: 1_000 });
      else timer = setTimeout(markIdle, 200);
    };
    if (document.readyState === 'complete') waitForIdle();
    else window.addEventListener('load', waitForIdle, { once: true });
    return () => {
      window.removeEventListener('load', waitForIdle);
      if (idleHandle) window.cancelIdleCallback(idleHandle);
      clearTimeout(timer);
    };
  }, []);
  return isIdle;
}
