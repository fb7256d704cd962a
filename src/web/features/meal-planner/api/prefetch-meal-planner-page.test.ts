import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPrefetchSteps } from '../../../test/prefetch-steps.ts';

vi.mock('../../../lib/yield-to-browser.ts', () => import('../../../test/prefetch-steps.ts').then((steps) => steps.fakeYieldToBrowser));
vi.mock('../../../lib/lazy-query-client.tsx', () => import('../../../test/prefetch-steps.ts').then((steps) => steps.fakeLazyQueryClient));

describe('prefetchMealPlannerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the plan's query first and the profile's and the cart's each in a task of its own", async () => {
    const steps = recordPrefetchSteps();
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { prefetchMealPlannerPage } = await import('./prefetch-meal-planner-page.ts');
    await prefetchMealPlannerPage();
    expect(steps).toEqual(['meal-plan', 'yield', 'profile', 'yield', 'cart']);
  });
});
