import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

type TFakeSession = { data: { user: { emailVerified: boolean } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: false } };
vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => sessionState.current }));
vi.mock('../../../lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const { SharedRecipePage } = await import('./shared-recipe-page.tsx');

const SHARED = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  createdAt: '2026-01-01T00:00:00.000Z',
  title: 'Shared Shakshuka',
  ingredients: ['4 eggs', '1 can tomatoes'],
  instructions: ['Simmer the sauce.', 'Poach the eggs.'],
  imageUrl: '/uploads/recipe-images/x.svg',
  notes: 'Spicy',
  nutrition: { calories: 400, protein: 20, carbs: 20, fat: 25, fiber: 5, sugar: 10 },
  category: 'Breakfast',
  prepTime: '5 mins',
  cookTime: '20 mins',
  totalTime: '25 mins',
  servings: '2',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/shared/:id', element: <SharedRecipePage /> },
      ...['/signup', '/login', '/saved', '/verify-email'].map((page) => ({ path: page, element: <p>page {page}</p> })),
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SharedRecipePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a signed-out visitor the recipe read-only, and Save leads to sign-up that comes back here', async () => {
    sessionState.current = { data: null, isPending: false };
    const { calls } = stubFakeApi([route('GET', `/api/shared-recipes/${SHARED.id}`, () => ({ body: SHARED }))]);
    const router = renderAt(`/shared/${SHARED.id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading shared recipe...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Shakshuka' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shared Shakshuka' })).toHaveAttribute('src', SHARED.imageUrl);
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SHARED.ingredients);
    const steps = screen.getByRole('region', { name: 'Instructions' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SHARED.instructions);
    expect(screen.getByRole('list', { name: 'About this recipe' })).toHaveTextContent('Serves 2');
    expect(document.title).toBe('Shared Shakshuka | Forkcast');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=%2Fshared%2F${SHARED.id}`);
    await userEvent.click(screen.getByRole('link', { name: 'Save to my recipes' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe(`?next=%2Fshared%2F${SHARED.id}`);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves a copy for a verified cook through the shared link (no duplicate: the server answers the copy there)', async () => {
    sessionState.current = { data: { user: { emailVerified: true } }, isPending: false };
    const { calls } = stubFakeApi([
      route('GET', `/api/shared-recipes/${SHARED.id}`, () => ({ body: SHARED })),
      route('GET', `/api/shared-recipes/${SHARED.id}/saved`, () => ({ body: { savedRecipeId: null } })),
      route('POST', `/api/shared-recipes/${SHARED.id}/save`, () => ({
        status: 201,
        body: { ...SHARED, id: 'mine-1', rating: 0, updatedAt: SHARED.createdAt },
      })),
    ]);
    renderAt(`/shared/${SHARED.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my recipes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved to your recipes.');
    // The saved copy itself, not the whole list.
    expect(screen.getByRole('link', { name: 'Open my copy' })).toHaveAttribute('href', '/saved?recipe=mine-1');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/shared-recipes/${SHARED.id}/save`]);
  });

  it('tells a cook who saved it already, instead of offering Save again', async () => {
    sessionState.current = { data: { user: { emailVerified: true } }, isPending: false };
    const { calls } = stubFakeApi([
      route('GET', `/api/shared-recipes/${SHARED.id}`, () => ({ body: SHARED })),
      route('GET', `/api/shared-recipes/${SHARED.id}/saved`, () => ({ body: { savedRecipeId: 'mine-1' } })),
    ]);
    renderAt(`/shared/${SHARED.id}`);
    expect(await screen.findByText('Saved to your recipes.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to my recipes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my copy' })).toHaveAttribute('href', '/saved?recipe=mine-1');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the save limit with the way to Pro', async () => {
    sessionState.current = { data: { user: { emailVerified: true } }, isPending: false };
    stubFakeApi([
      route('GET', `/api/shared-recipes/${SHARED.id}`, () => ({ body: SHARED })),
      route('GET', `/api/shared-recipes/${SHARED.id}/saved`, () => ({ body: { savedRecipeId: null } })),
      route('POST', `/api/shared-recipes/${SHARED.id}/save`, () => ({
        status: 429,
        body: { error: 'Free accounts can save up to 10 recipes.', code: 'LIMIT_REACHED' },
      })),
    ]);
    renderAt(`/shared/${SHARED.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to my recipes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Free accounts can save up to 10 recipes.');
    expect(within(alert).getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says plainly when the shared recipe is gone', async () => {
    sessionState.current = { data: null, isPending: false };
    stubFakeApi([
      route('GET', '/api/shared-recipes/missing', () => ({ status: 404, body: { error: 'This shared recipe no longer exists.', code: 'NOT_FOUND' } })),
    ]);
    renderAt('/shared/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'This shared recipe no longer exists.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Save to my recipes' })).not.toBeInTheDocument();
  });
});
