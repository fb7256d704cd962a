import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// TanStack Query's client (~7 kB gzipped with the API client) is its own chunk, loaded by the pages and
// components that ask the API, so the public pages hydrate without it (issue 18). One client for the app.
let clientPromise: Promise<QueryClient> | undefined;
let loadedClient: QueryClient | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  clientPromise ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      loadedClient = createQueryClient();
      return loadedClient;
    },
    (error: unknown) => {
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}

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
