import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_SHELL_ATTRIBUTE } from './signed-in-shell.ts';

async function readFreshIsSignedInShell(rootHtml: string): Promise<boolean> {
  document.body.innerHTML = rootHtml;
  vi.resetModules();
  const { isSignedInShell } = await import('./signed-in-shell.ts');
  // Read once at load: a later change of the document does not change the answer (hydration must match the HTML).
  document.body.innerHTML = '';
  return isSignedInShell();
}

describe('isSignedInShell', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is true only in a document whose root carries the signed-in frame attribute', async () => {
    expect(await readFreshIsSignedInShell(`<div id="root" ${SIGNED_IN_SHELL_ATTRIBUTE}><main></main></div>`)).toBe(true);
    expect(await readFreshIsSignedInShell('<div id="root"></div>')).toBe(false);
    expect(await readFreshIsSignedInShell('<div id="root"><h1>Login</h1></div>')).toBe(false);
  });
});
