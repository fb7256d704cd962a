import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleAccountDisabled } from './account-disabled.ts';
import { ApiError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleAccountDisabled }),
    mutationCache: new MutationCache({ onError: handleAccountDisabled }),
    defaultOptions: {
      queries: {
        // Offline, the request still goes out: the service worker answers it with the last copy it has.
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      // Offline, actions still reach the service worker, which queues the ones that may wait (list, cart, rating).
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
