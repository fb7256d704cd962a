import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../lib/auth-client.ts';
import { paths } from '../paths.ts';

/** Signs out and forgets every cached answer of the previous user (spec §4: signing out clears client state). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } finally {
      queryClient.clear();
      navigate(paths.login);
    }
  }, [queryClient, navigate]);
}
