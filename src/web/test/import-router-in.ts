import { vi } from 'vitest';
import { SIGNED_IN_SHELL_ATTRIBUTE } from '../lib/signed-in-shell.ts';
import type * as Router from '../router.tsx';

/** The signed-in frame the server sends a browser with a session cookie. */
export const SIGNED_IN_ROOT_HTML = `<div id="root" ${SIGNED_IN_SHELL_ATTRIBUTE}><main></main></div>`;

/**
 * router.tsx loaded afresh in a document whose root is `rootHtml` (the signed-in frame is read once, when its
 * module loads), with every request answered 401 as for a session that has ended, and its URL recorded.
 */
export async function importRouterIn(rootHtml: string): Promise<{ router: typeof Router; urls: string[] }> {
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
  return { router: await import('../router.tsx'), urls };
}
