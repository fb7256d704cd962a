import type * as ReactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { importRouterIn, SIGNED_IN_ROOT_HTML } from './test/import-router-in.ts';

const matchRoutesSpy = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouter>();
  return {
    ...original,
    matchRoutes: (...args: Parameters<typeof original.matchRoutes>) => {
      matchRoutesSpy.calls += 1;
      return original.matchRoutes(...args);
    },
  };
});

describe('the first load', () => {
  it('matches the routes once for the prefetch and the preload of the same page (issue 29: each match was a long task at 11x)', async () => {
    const { router } = await importRouterIn(SIGNED_IN_ROOT_HTML);
    matchRoutesSpy.calls = 0;
    await Promise.all([router.prefetchPageData('/meal-planner').catch(() => undefined), router.preloadPages('/meal-planner').catch(() => undefined)]);
    expect(matchRoutesSpy.calls).toBe(1);
    vi.unstubAllGlobals();
  });
});
