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

describe('prefetchMealPlannerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the plan's query first and the profile's and the cart's each in a task of its own", async () => {
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async ({ queryKey }) => {
      steps.push(String(queryKey[0]));
    });
    client.current = queryClient;
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { prefetchMealPlannerPage } = await import('./prefetch-meal-planner-page.ts');
    await prefetchMealPlannerPage();
    expect(steps).toEqual(['meal-plan', 'yield', 'profile', 'yield', 'cart']);
  });
});
