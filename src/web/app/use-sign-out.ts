import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '../lib/auth-client.ts';
import { getLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { paths } from '../paths.ts';

/** Why the login page was reached without the cook asking; the page says it in words. */
export type TSignOutReason = 'inactivity';

/** The history state the login page reads: where to go back to, and why the cook is here. */
export type TLoginState = { from?: string; reason?: TSignOutReason };

type TSignOutOptions = { reason: TSignOutReason; returnPath: string };

/**
 * Signs out and forgets every cached answer of the previous user (spec §4: signing out clears client state).
 * A sign-out the cook did not ask for carries its reason and the page to return to after signing in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (options?: TSignOutOptions) => {
      try {
        const authClient = await loadAuthClient();
        await authClient.signOut();
      } finally {
        getLoadedQueryClient()?.clear();
        const state: TLoginState | undefined = options ? { from: options.returnPath, reason: options.reason } : undefined;
        // Replaces the page signed out of: Back must not lead to a page that now only redirects to login.
        navigate(paths.login, { state, replace: state !== undefined });
      }
    },
    [navigate],
  );
}
