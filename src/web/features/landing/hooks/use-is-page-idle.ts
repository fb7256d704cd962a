import { useEffect, useState } from 'react';
import { runWhenIdle } from '../../../lib/run-when-idle.ts';

/**
 * True once the page has loaded and the browser has a quiet moment: below-the-fold sections wait for it,
 * so their chunks and rendering never compete with the hero's first paint.
 */
export function useIsPageIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const waitForIdle = () => {
      cancelIdle = runWhenIdle(() => setIsIdle(true), { timeout: 1_000, fallbackDelay: 200 });
    };
    if (document.readyState === 'complete') waitForIdle();
    else window.addEventListener('load', waitForIdle, { once: true });
    return () => {
      window.removeEventListener('load', waitForIdle);
      cancelIdle();
    };
  }, []);
  return isIdle;
}
