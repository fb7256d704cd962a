import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the first time the element comes within `margin` of the viewport (and stays true): for heavy
 * parts below the fold, so their code loads and runs when the cook scrolls towards them, not during the
 * page's first load. Without IntersectionObserver, true at once.
 */
export function useIsNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
