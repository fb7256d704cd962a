import { useMediaQuery } from '../../../lib/use-media-query.ts';

/** Follows the system's reduced-motion setting live (false while prerendering). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
