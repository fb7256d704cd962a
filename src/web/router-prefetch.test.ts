import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRouterIn, SIGNED_IN_ROOT_HTML } from './test/import-router-in.ts';

/** The API paths prefetchPageData asks for, in a document whose root is `rootHtml`. */
async function listPrefetchedApiPaths(rootHtml: string, pathname: string): Promise<string[]> {
  const { router, urls } = await importRouterIn(rootHtml);
  await router.prefetchPageData(pathname).catch(() => undefined);
  return urls.map((url) => new URL(url, 'http://localhost').pathname).filter((path) => path.startsWith('/api/') && !path.startsWith('/api/auth/'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('prefetchPageData', () => {
  it("asks for a signed-in page's first data in the signed-in frame, which only a browser with a session cookie is sent", async () => {
    expect(await listPrefetchedApiPaths(SIGNED_IN_ROOT_HTML, '/saved')).toContain('/api/recipes');
  });

  it("asks for nothing in a visitor's page (the plain shell), where every answer would be a 401", async () => {
    expect(await listPrefetchedApiPaths('<div id="root"></div>', '/saved')).toEqual([]);
    expect(await listPrefetchedApiPaths('<div id="root"></div>', '/meal-planner')).toEqual([]);
  });
});
