import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPrefetchSteps } from '../../../test/prefetch-steps.ts';

vi.mock('../../../lib/yield-to-browser.ts', () => import('../../../test/prefetch-steps.ts').then((steps) => steps.fakeYieldToBrowser));
vi.mock('../../../lib/lazy-query-client.tsx', () => import('../../../test/prefetch-steps.ts').then((steps) => steps.fakeLazyQueryClient));

describe('prefetchCreatePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the profile's query, then the cart's in a task of its own", async () => {
    const steps = recordPrefetchSteps();
    const { prefetchCreatePage } = await import('./prefetch-create-page.ts');
    await prefetchCreatePage();
    expect(steps).toEqual(['profile', 'yield', 'cart']);
  });
});
