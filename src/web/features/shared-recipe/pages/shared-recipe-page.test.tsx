import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZGeneratedRecipeSchema } from '../../../../domain/recipe.ts';
import { SharedRecipePage } from './shared-recipe-page.tsx';

function CreateProbe() {
  const location = useLocation();
  const state: unknown = location.state;
  return <pre data-testid="create-state">{JSON.stringify(state ?? null)}</pre>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/shared/:id', element: <SharedRecipePage /> },
      { path: '/shared', element: <SharedRecipePage /> },
      { path: '/create', element: <CreateProbe /> },
    ],
    { initialEntries: ['/saved', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

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
  rating: 4,
};

describe('SharedRecipePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the loading status, then forwards the recipe to /create as a shared session recipe', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt(`/shared/${SHARED.id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading shared recipe...');
    expect(fetchMock).toHaveBeenCalledWith(`/api/shared-recipes/${SHARED.id}`, expect.anything());
    answer(new Response(JSON.stringify(SHARED), { status: 200 }));
    const state = await screen.findByTestId('create-state');
    const parsed = JSON.parse(state.textContent ?? 'null');
    const sharedRecipe = ZGeneratedRecipeSchema.parse(parsed.sharedRecipe);
    expect(sharedRecipe).toEqual({
      id: SHARED.id,
      title: 'Shared Shakshuka',
      ingredients: SHARED.ingredients,
      instructions: SHARED.instructions,
      imageUrl: SHARED.imageUrl,
      notes: 'Spicy',
      nutrition: SHARED.nutrition,
      prepTime: '5 mins',
      cookTime: '20 mins',
      totalTime: '25 mins',
      servings: '2',
      category: 'Breakfast',
      isBlank: false,
      source: 'shared',
      originalId: SHARED.id,
    });
    // Replaced, so Back does not bounce through the loader again.
    expect(router.state.location.pathname).toBe('/create');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /create without a recipe when loading fails, and only logs the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Shared recipe not found.', code: 'NOT_FOUND' }), { status: 404 })));
    renderAt('/shared/missing');
    await waitFor(() => expect(screen.getByTestId('create-state')).toHaveTextContent('null'));
    expect(consoleError).toHaveBeenCalledWith('Failed to load shared recipe', expect.anything());
  });

  it('goes to /create when there is no id', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/shared');
    expect(await screen.findByTestId('create-state')).toHaveTextContent('null');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
