import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_SHELL_ATTRIBUTE } from './lib/signed-in-shell.ts';

/** The API paths prefetchPageData asks for, in a document whose root is `rootHtml` (read once at module load). */
async function listPrefetchedApiPaths(rootHtml: string, pathname: string): Promise<string[]> {
  document.body.innerHTML = rootHtml;
  vi.resetModules();
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ error: 'Please sign in.', code: 'UNAUTHORIZED' }), { status: 401, headers: { 'content-type': 'application/json' } });
    }),
  );
  const { prefetchPageData } = await import('./router.tsx');
  await prefetchPageData(pathname).catch(() => undefined);
  return urls.map((url) => new URL(url, 'http://localhost').pathname).filter((path) => path.startsWith('/api/') && !path.startsWith('/api/auth/'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('prefetchPageData', () => {
  it("asks for a signed-in page's first data in the signed-in frame, which only a browser with a session cookie is sent", async () => {
    expect(await listPrefetchedApiPaths(`<div id="root" ${SIGNED_IN_SHELL_ATTRIBUTE}><main></main></div>`, '/saved')).toContain('/api/recipes');
  });

  it("asks for nothing in a visitor's page (the plain shell), where every answer would be a 401", async () => {
    expect(await listPrefetchedApiPaths('<div id="root"></div>', '/saved')).toEqual([]);
    expect(await listPrefetchedApiPaths('<div id="root"></div>', '/meal-planner')).toEqual([]);
  });
});
