import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient, waitForNoSession } from '../lib/auth-client.ts';
import { discardAllDrafts } from '../lib/drafts.ts';
import { getLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { paths } from '../paths.ts';
import { applyTheme } from '../lib/theme.ts';
import { forgetOfflineCopies } from '../sw/forget-offline-copies.ts';
import { rememberSignOutReason, type TSignOutReason } from '../lib/sign-out-reason.ts';

/** The history state the login page reads: where to go back to, and why the cook is here. */
export type TLoginState = { from?: string; reason?: TSignOutReason };

type TSignOutOptions = { reason: TSignOutReason; returnPath: string };

/**
 * Signs out and forgets every cached answer of the previous user (signing out clears client state).
 * A sign-out the cook did not ask for carries its reason and the page to return to after signing in.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (options?: TSignOutOptions) => {
      // Kept beside the history state: the page left behind may redirect to /login by itself (its
      // guard keeps the path, not the reason) before this navigation lands.
      if (options) rememberSignOutReason(options.reason);
      else discardAllDrafts();
      try {
        const authClient = await loadAuthClient();
        await authClient.signOut();
        await waitForNoSession();
      } finally {
        getLoadedQueryClient()?.clear();
        // The next person at this device sees the device's own theme, not the last cook's choice, and
        // none of the copies kept for offline use.
        applyTheme('system');
        void forgetOfflineCopies();
        const state: TLoginState | undefined = options ? { from: options.returnPath, reason: options.reason } : undefined;
        // Replaces the page signed out of: Back must not lead to a page that now only redirects to login.
        navigate(paths.login, { state, replace: state !== undefined });
      }
    },
    [navigate],
  );
}
