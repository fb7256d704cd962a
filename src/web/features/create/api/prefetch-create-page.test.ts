import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const steps = vi.hoisted((): string[] => []);
const client = vi.hoisted(() => {
  const holder: { current?: QueryClient } = {};
  return holder;
});

vi.mock('../../../lib/yield-to-browser.ts', () => ({
  yieldToBrowser: async () => {
    steps.push('yield');
  },
}));
vi.mock('../../../lib/lazy-query-client.tsx', () => ({ loadQueryClient: async () => client.current }));

describe('prefetchCreatePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the profile's query, then the cart's in a task of its own", async () => {
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async ({ queryKey }) => {
      steps.push(String(queryKey[0]));
    });
    client.current = queryClient;
    const { prefetchCreatePage } = await import('./prefetch-create-page.ts');
    await prefetchCreatePage();
    expect(steps).toEqual(['profile', 'yield', 'cart']);
  });
});
