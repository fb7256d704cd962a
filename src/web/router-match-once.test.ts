import type * as ReactRouter from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_SHELL_ATTRIBUTE } from './lib/signed-in-shell.ts';

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
    // The signed-in frame is read once, when its module loads: load it again in this document.
    document.body.innerHTML = `<div id="root" ${SIGNED_IN_SHELL_ATTRIBUTE}><main></main></div>`;
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null', { status: 401 })),
    );
    const { prefetchPageData, preloadPages } = await import('./router.tsx');
    matchRoutesSpy.calls = 0;
    await Promise.all([prefetchPageData('/meal-planner').catch(() => undefined), preloadPages('/meal-planner').catch(() => undefined)]);
    expect(matchRoutesSpy.calls).toBe(1);
    vi.unstubAllGlobals();
  });
});
