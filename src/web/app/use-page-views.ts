import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../lib/page-views.ts';

/** One first-party page view per path the cook opens. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    recordPageView(pathname);
  }, [pathname]);
}
