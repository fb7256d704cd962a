import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoadedQueryClient } from '../../../lib/lazy-query-client.tsx';
import { SavedPage } from '../pages/saved-page.tsx';
import { buildSavedRecipe } from '../../../test/build-saved-recipe.ts';
import { prefetchSavedPage } from './prefetch-saved-page.ts';

const RECIPE = buildSavedRecipe({ imageUrl: '/uploads/recipe-images/lemon.png' });

/** Stands in for new Image(): records what the prefetch asked the browser for. */
const preloaded: { src: string; fetchPriority: string }[] = [];
class FakeImage {
  src = '';
  fetchPriority = '';
  constructor() {
    preloaded.push(this);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchSavedPage', () => {
  it("fills the page's own queries before it renders, so the page asks for the list only once, and asks for the first picture", async () => {
    const urls: string[] = [];
    vi.stubGlobal('Image', FakeImage);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(input);
        const body = input.startsWith('/api/recipes?') ? { recipes: [RECIPE], total: 1 } : { error: 'Not found.', code: 'NOT_FOUND' };
        return new Response(JSON.stringify(body), { status: input.startsWith('/api/recipes?') ? 200 : 404, headers: { 'content-type': 'application/json' } });
      }),
    );
    await prefetchSavedPage();
    expect(urls.map((url) => url.split('?')[0]).sort()).toEqual(['/api/profile', '/api/recipes']);
    expect(preloaded).toEqual([{ src: RECIPE.imageUrl, fetchPriority: 'high' }]);
    const client = getLoadedQueryClient();
    if (!client) throw new Error('the prefetch loaded no query client');
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/saved']}>
          <SavedPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Lemon Chicken')).toBeInTheDocument();
    expect(urls.filter((url) => url.startsWith('/api/recipes?'))).toHaveLength(1);
  });
});
