import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';

const { CookbookPage } = await import('./cookbook-page.tsx');

function makeRecipe(id: string, title: string, extra: Partial<TSavedRecipe> = {}): TSavedRecipe {
  return {
    id,
    title,
    ingredients: ['For the dough:', '200 g flour', '1 egg'],
    instructions: ['Mix.', 'Bake for 20 minutes.'],
    imageUrl: '',
    notes: '',
    nutrition: null,
    category: 'Dinner',
    prepTime: '10 min',
    cookTime: '20 min',
    totalTime: '30 min',
    servings: '4',
    rating: 0,
    sourceUrl: '',
    createdAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
    ...extra,
  };
}

const LIBRARY = [
  makeRecipe('r-1', 'Apple Cake', { category: 'Dessert', imageUrl: '/uploads/recipe-images/u/cake.png', rating: 4, notes: 'Best warm.' }),
  makeRecipe('r-2', 'Bean Chili'),
  makeRecipe('r-3', 'Crème Brûlée', { category: 'Dessert' }),
];

describe('the printable cookbook', () => {
  let urls: string[];

  beforeEach(() => {
    urls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ recipes: LIBRARY, total: LIBRARY.length }), { status: 200 });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderAt(entry: string) {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[entry]}>
          <CookbookPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('prints the whole library: a linked table of contents and one article per recipe with its picture, ingredients and steps', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt('/cookbook');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Apple Cake', '#recipe-r-1'],
      ['Bean Chili', '#recipe-r-2'],
      ['Crème Brûlée', '#recipe-r-3'],
    ]);
    expect(screen.getByText('3 recipes', { exact: false })).toBeInTheDocument();
    const cake = screen.getByRole('article', { name: 'Apple Cake' });
    expect(cake).toHaveAttribute('id', 'recipe-r-1');
    expect(within(cake).getByRole('img', { name: 'Apple Cake' })).toHaveAttribute('src', '/uploads/recipe-images/u/cake.png');
    expect(
      within(within(cake).getByRole('region', { name: 'Ingredients of Apple Cake' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['For the dough', '200 g flour', '1 egg']);
    expect(
      within(within(cake).getByRole('region', { name: 'Steps of Apple Cake' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mix.', 'Bake for 20 minutes.']);
    expect(within(cake).getByText('Serves 4')).toBeInTheDocument();
    expect(within(cake).getByText('Best warm.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // The whole library is read A–Z, in pages of the largest size the API allows.
    expect(urls[0]).toContain('sort=title');
    expect(urls[0]).toContain('limit=100');
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints only the chosen recipes when ids are given', async () => {
    renderAt('/cookbook?ids=r-3,r-1');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Apple Cake', 'Crème Brûlée']);
    expect(screen.queryByRole('article', { name: 'Bean Chili' })).not.toBeInTheDocument();
  });

  it('says so when none of the chosen recipes is left', async () => {
    renderAt('/cookbook?ids=gone');
    expect(await screen.findByText('None of the chosen recipes is in your library any more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
