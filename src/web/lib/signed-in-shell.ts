/**
 * The attribute scripts/prerender.mjs puts on #root in a signed-in page's HTML, which the server sends only
 * to a browser holding a session cookie. That page's frame is drawn before the session is known; any other
 * document (a visitor, an old build, the offline shell) says Loading as before, so no one signed out sees a
 * signed-in frame.
 */
export const SIGNED_IN_SHELL_ATTRIBUTE = 'data-signed-in-shell';

// Read once, before the first render: hydration must draw what the HTML holds, whatever happens later.
const isShellDocument = typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(SIGNED_IN_SHELL_ATTRIBUTE) === true;

/** Whether the page's frame (not Loading) shows while the session is pending: in such a document, and at build time. */
export function isSignedInShell(): boolean {
  return typeof document === 'undefined' || isShellDocument;
}
