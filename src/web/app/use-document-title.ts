import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { readRouteTitle, toDocumentTitle } from '@/lib/page-title.ts';

/** Sets <title> from the deepest matched route that names its page (route `handle.title`). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.reduce<string | null>((found, match) => readRouteTitle(match.handle) ?? found, null);
  useEffect(() => {
    document.title = toDocumentTitle(title);
  }, [title]);
}
