import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createLoadOnce } from './load-once.ts';

// TanStack Query's client (~7 kB gzipped with the API client) is its own chunk, loaded by the pages and
// components that ask the API, so the public pages hydrate without it. One client for the app.
let loadedClient: QueryClient | undefined;

export const loadQueryClient: () => Promise<QueryClient> = createLoadOnce(async () => {
  const { createQueryClient } = await import('./query-client.ts');
  loadedClient = createQueryClient();
  return loadedClient;
});

/** The app's client once something has loaded it; none means nothing has been cached yet. */
export function getLoadedQueryClient(): QueryClient | undefined {
  return loadedClient;
}

/**
 * For a lazy route or React.lazy: waits for the component and the query client together and renders the
 * component inside the client's provider, so it can never render without one.
 */
export async function withQueryClient<TProps extends object>(loading: Promise<ComponentType<TProps>>): Promise<ComponentType<TProps>> {
  const [Component, client] = await Promise.all([loading, loadQueryClient()]);
  function WithQueryClient(props: TProps) {
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
