import { useEffect, useState, type RefObject } from 'react';

/** True once the element comes within `marginPx` of the viewport, and stays true. */
export function useIsNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, isNear]);
  return isNear;
}
