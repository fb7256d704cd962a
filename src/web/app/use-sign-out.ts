import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '../lib/auth-client.ts';
import { getLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { paths } from '../paths.ts';
import { rememberSignOutReason, type TSignOutReason } from '../lib/sign-out-reason.ts';

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
      if (options) {
        rememberSignOutReason(options.reason);
        // To the login page first, with the reason: the page it leaves is not seen bouncing through
        // its own guard (which would keep only its path, not the reason) once the session is gone.
        const state: TLoginState = { from: options.returnPath, reason: options.reason };
        navigate(paths.login, { state, replace: true });
      }
      try {
        const authClient = await loadAuthClient();
        await authClient.signOut();
      } finally {
        getLoadedQueryClient()?.clear();
        if (!options) navigate(paths.login);
      }
    },
    [navigate],
  );
}
