import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleAccountDisabled } from './account-disabled.ts';
import { ApiError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleAccountDisabled }),
    mutationCache: new MutationCache({ onError: handleAccountDisabled }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
