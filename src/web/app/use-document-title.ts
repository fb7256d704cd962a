import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { readRouteTitle, toDocumentTitle } from '../lib/page-title.ts';

/** The deepest matched route's title (route `handle.title`), or null for the product title. */
export function findRouteTitle(routes: RouteObject[], pathname: string): string | null {
  return (matchRoutes(routes, pathname) ?? []).reduce<string | null>((found, match) => readRouteTitle(match.route.handle) ?? found, null);
}

/** Sets <title> from the deepest matched route that names its page. */
export function useDocumentTitle(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  const title = findRouteTitle(routes, pathname);
  useEffect(() => {
    document.title = toDocumentTitle(title);
  }, [title]);
}
