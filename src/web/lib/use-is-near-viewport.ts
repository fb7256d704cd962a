import { useEffect, useState } from 'react';

/**
 * True from the first time the element comes within `margin` of the viewport (and stays true): for heavy
 * parts below the fold, so their code loads and runs when the cook scrolls towards them, not during the
 * page's first load. Give `ref` to the element (a callback ref: it may mount after the component). Without
 * IntersectionObserver, true at once.
 */
export function useIsNearViewport(margin = '200px'): { ref: (element: Element | null) => void; isNear: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, isNear]);
  return { ref: setElement, isNear };
}
