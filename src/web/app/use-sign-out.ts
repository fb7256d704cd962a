import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '../lib/auth-client.ts';
import { getLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { paths } from '../paths.ts';

/** Signs out and forgets every cached answer of the previous user (spec §4: signing out clears client state). */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const authClient = await loadAuthClient();
      await authClient.signOut();
    } finally {
      getLoadedQueryClient()?.clear();
      navigate(paths.login);
    }
  }, [navigate]);
}
