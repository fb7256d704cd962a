import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

// The order a page's prefetch starts its queries in, and where it yields to the browser between them. vi.mock
// stays in each test file (it is hoisted there); its factories hand back the fakes below:
//   vi.mock('…/lib/yield-to-browser.ts', () => import('…/test/prefetch-steps.ts').then((steps) => steps.fakeYieldToBrowser));
//   vi.mock('…/lib/lazy-query-client.tsx', () => import('…/test/prefetch-steps.ts').then((steps) => steps.fakeLazyQueryClient));

const steps: string[] = [];
let client: QueryClient | undefined;

/** Stands in for lib/yield-to-browser.ts: each yield is a step. */
export const fakeYieldToBrowser = {
  yieldToBrowser: async () => {
    steps.push('yield');
  },
};

/** Stands in for lib/lazy-query-client.tsx: the client recordPrefetchSteps made. */
export const fakeLazyQueryClient = { loadQueryClient: async () => client };

/** A query client whose prefetches only record their query's first key; the steps fill as the prefetch runs. */
export function recordPrefetchSteps(): string[] {
  const queryClient = new QueryClient();
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async ({ queryKey }) => {
    steps.push(String(queryKey[0]));
  });
  client = queryClient;
  steps.length = 0;
  return steps;
}
