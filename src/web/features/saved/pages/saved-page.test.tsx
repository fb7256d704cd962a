import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { formatSavedUsage } from '../../../../domain/saved-usage.ts';
import { buildSavedRecipe } from '../../../test/build-saved-recipe.ts';

// The page's dialogs are lazy chunks: load them once up front, so a slow transform is not a findBy timeout.
beforeAll(async () => {
  await import('../components/saved-recipe-dialog.tsx');
  await import('../components/scaled-recipe-views.tsx');
  await import('../components/filter-dialog.tsx');
  await import('../components/share-dialog.tsx');
  await import('../components/delete-dialog.tsx');
}, 60_000);

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({
  notify: {
    success: (message: string) => toast.success(message),
    error: (message: string) => toast.error(message),
    info: (message: string) => toast.info(message),
  },
}));

const { FIRST_CARD_COUNT, SavedPage } = await import('./saved-page.tsx');
const { isSessionHeld } = await import('../../../lib/session-hold.ts');

type TCall = { method: string; url: string; body: unknown };
type TFakeApi = {
  recipes: TSavedRecipe[];
  calls: TCall[];
  failing: Set<string>;
  profile: { savedRecipeCount: number; savedRecipesLimit: number | null } | null;
};

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A small in-memory stand-in for the recipes API, answering by method and path. */
function installFakeApi(api: TFakeApi) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      api.calls.push({ method, url: url.pathname + url.search, body });
      const key = `${method} ${url.pathname}`;
      // A failing call answers as a proxy would: an HTML page, which must never reach a toast.
      if ([...api.failing].some((prefix) => key.startsWith(prefix)))
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway' });
      if (key === 'GET /api/profile') {
        if (!api.profile) return json(404, { error: 'Not found.', code: 'NOT_FOUND' });
        return json(200, {
          name: 'Cook',
          email: 'cook@example.test',
          hasPassword: true,
          subscriptionStatus: 'free',
          subscriptionEndDate: null,
          isPro: api.profile.savedRecipesLimit === null,
          usageCount: 0,
          usageMonth: '2026-01',
          generationsLeft: 5,
          dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
          avoidIngredients: [],
          theme: 'system',
          ...api.profile,
        });
      }
      if (key === 'GET /api/recipes') {
        const q = url.searchParams.get('q')?.toLowerCase();
        const matching = q ? api.recipes.filter((recipe) => recipe.title.toLowerCase().includes(q)) : api.recipes;
        return json(200, { recipes: matching, total: matching.length });
      }
      if (key === 'POST /nutrition' && typeof body === 'object' && body !== null && 'detail' in body) {
        return json(200, {
          nutrition: { calories: 500, protein: 40, carbs: 10, fat: 20, fiber: 2, sugar: 5 },
          unknownIngredients: ['1 pinch of love'],
          analysis: {
            servings: 2,
            perServing: { calories: 250, protein: 20, carbs: 5, fat: 10, fiber: 1, sugar: 2.5 },
            dailyValuePercent: { calories: 13, protein: 40, carbs: 2, fat: 13, fiber: 4 },
            ingredients: [
              {
                line: '2 chicken breasts',
                status: 'counted',
                grams: 340,
                nutrition: { calories: 420, protein: 38, carbs: 0, fat: 9, fiber: 0, sugar: 0 },
                reason: null,
              },
              { line: '1 pinch of love', status: 'not-counted', grams: null, nutrition: null, reason: 'Not found in the food table' },
            ],
            notCounted: [{ line: '1 pinch of love', reason: 'Not found in the food table' }],
          },
        });
      }
      if (key === 'POST /nutrition') {
        const lines = typeof body === 'object' && body !== null && 'ingredients' in body && Array.isArray(body.ingredients) ? body.ingredients : [];
        // Rice is a solid the table weighs (185 g a cup); everything else is unknown to this fake.
        const lineMeasures = lines.map((line) => (String(line).includes('rice') ? { gramsPerMl: 185 / 236.59, isLiquid: false } : null));
        return json(200, { nutrition: { calories: 500, protein: 40, carbs: 10, fat: 20, fiber: 2, sugar: 5 }, unknownIngredients: [], lineMeasures });
      }
      const match = /^\/api\/recipes\/([^/]+)(\/rating|\/share)?$/.exec(url.pathname);
      const recipe = api.recipes.find((item) => item.id === match?.[1]);
      if (!match || !recipe) return json(404, { error: 'Recipe not found.', code: 'NOT_FOUND' });
      if (method === 'PUT' && match[2] === '/rating') {
        const rating = typeof body === 'object' && body && 'rating' in body && typeof body.rating === 'number' ? body.rating : 0;
        recipe.rating = recipe.rating === rating ? 0 : rating;
        return json(200, recipe);
      }
      if (method === 'GET' && !match[2]) return json(200, recipe);
      if (method === 'POST' && match[2] === '/share') return json(200, { id: 'ShareId123', url: '/shared/ShareId123' });
      if (method === 'PATCH') {
        Object.assign(recipe, body);
        return json(200, recipe);
      }
      if (method === 'DELETE') {
        api.recipes = api.recipes.filter((item) => item.id !== recipe.id);
        return json(204, null);
      }
      return json(405, { error: 'no', code: 'BAD_REQUEST' });
    }),
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/saved']}>
        <Routes>
          <Route path="/saved" element={<SavedPage />} />
          <Route path="/create" element={<p>create page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('SavedPage', () => {
  let api: TFakeApi;

  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
    toast.info.mockReset();
    api = { recipes: [], calls: [], failing: new Set(), profile: { savedRecipeCount: 0, savedRecipesLimit: 10 } };
    installFakeApi(api);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the empty state that sends the cook to /create, and the free save counter', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved recipes yet' })).toBeInTheDocument();
    // The counter comes with the profile, parsed once its schema's module has loaded.
    expect(await screen.findByText('0 of 10 saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Create a recipe' }));
    expect(screen.getByText('create page')).toBeInTheDocument();
  });

  it("words a full Free library's counter as the server's frame does, with the way to Pro as a link", async () => {
    api.profile = { savedRecipeCount: 10, savedRecipesLimit: 10 };
    renderPage();
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveAttribute('href', '/pricing');
    // The frame (saved-frame-head.ts) draws this same text before the app: one wording, so no jump between them.
    expect(upgrade.closest('p')).toHaveTextContent(formatSavedUsage(10, 10), { normalizeWhitespace: false });
    expect(upgrade.closest('p')?.textContent).toBe('10 of 10 saved · Upgrade to Pro for unlimited saves');
  });

  it('shows the grid with title, category, rating and time, and no counter for Pro', async () => {
    api.recipes = [buildSavedRecipe({ rating: 4 }), buildSavedRecipe({ id: 'r2', title: 'Banana Bread', category: 'Dessert', totalTime: '1 hr' })];
    api.profile = { savedRecipeCount: 2, savedRecipesLimit: null };
    renderPage();
    const grid = await screen.findByRole('list', { name: 'Saved recipes' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByText('Lemon Chicken')).toBeInTheDocument();
    expect(within(grid).getByText('Dessert')).toBeInTheDocument();
    expect(within(grid).getByText('1 hr')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/profile')).toBe(true));
    expect(screen.queryByText(/of 10 saved/)).not.toBeInTheDocument();
  });

  it('shows every card of the answer, the first rows first and the rest right after', async () => {
    api.recipes = Array.from({ length: FIRST_CARD_COUNT + 8 }, (_, index) => buildSavedRecipe({ id: `r${index}`, title: `Recipe ${index}` }));
    renderPage();
    const grid = await screen.findByRole('list', { name: 'Saved recipes' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(FIRST_CARD_COUNT + 8));
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(api.recipes.map((recipe) => expect.stringContaining(recipe.title)));
  });

  it('still works when the profile cannot be loaded', async () => {
    api.recipes = [buildSavedRecipe()];
    api.failing.add('GET /api/profile');
    renderPage();
    expect(await screen.findByText('Lemon Chicken')).toBeInTheDocument();
    expect(screen.queryByText(/saved$/)).not.toBeInTheDocument();
  });

  it('reports a load failure with the spec message and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.failing.add('GET /api/recipes');
    renderPage();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load saved recipes. Please check the console for more details.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load saved recipes.');
    expect(consoleError).toHaveBeenCalled();
  });

  it('searches on the server once typing pauses', async () => {
    api.recipes = [buildSavedRecipe(), buildSavedRecipe({ id: 'r2', title: 'Beef Curry' })];
    renderPage();
    await screen.findByText('Beef Curry');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'curry');
    await waitFor(() => expect(screen.queryByText('Lemon Chicken')).not.toBeInTheDocument());
    const searches = api.calls.filter((call) => call.url.startsWith('/api/recipes?') && call.url.includes('q='));
    // Debounced: one request for the whole word, not one per key.
    expect(searches.map((call) => new URLSearchParams(call.url.split('?')[1]).get('q'))).toEqual(['curry']);
  });

  it('sends sort and filters to the server', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await screen.findByText('Lemon Chicken');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort recipes' }), 'rating');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter recipes' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Dinner');
    await userEvent.selectOptions(within(dialog).getByLabelText('Minimum rating'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Maximum total time'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument());
    await waitFor(() => {
      const last = api.calls.filter((call) => call.url.startsWith('/api/recipes?')).at(-1);
      const params = new URLSearchParams(last?.url.split('?')[1]);
      expect(Object.fromEntries(params)).toMatchObject({ sort: 'rating', category: 'Dinner', minRating: '3', maxTotalMinutes: '30' });
    });
  });

  it('rates with star buttons, and clicking the current rating clears it', async () => {
    api.recipes = [buildSavedRecipe({ rating: 0 })];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const stars = await screen.findByRole('radiogroup', { name: 'Your rating' });
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true'));
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).getByText('Rated 4 of 5.')).toBeInTheDocument();
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'false'));
    // Clearing says so (it was silent).
    expect(within(dialog).getByText('Rating cleared.')).toBeInTheDocument();
    const ratingCalls = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    // Each tap carries its own id (an offline replay of one tap is applied once; two taps are two).
    expect(ratingCalls).toEqual([
      { rating: 4, clientId: expect.stringMatching(UUID) },
      { rating: 4, clientId: expect.stringMatching(UUID) },
    ]);
    expect(new Set(ratingCalls.map((body) => JSON.stringify(body))).size).toBe(2);
  });

  it('says so when a rating fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.recipes = [buildSavedRecipe()];
    api.failing.add('PUT /api/recipes');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update rating'));
    expect(toast.error.mock.calls.flat().join(' ')).not.toContain('<html');
  });

  it("shows the server's own error when it sent one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    // Deleted in another tab: the server says so.
    api.recipes = [];
    await userEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Recipe not found.'));
  });

  it('shows a free cook the Pro badge and the way to upgrade instead of scaling controls', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    const scaling = await within(dialog).findByRole('group', { name: 'Scaling and unit conversion' });
    expect(within(scaling).getByLabelText('Pro feature')).toHaveTextContent('Pro');
    expect(within(scaling).getByRole('link', { name: 'Upgrade to scale this recipe' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).queryByRole('button', { name: 'More servings' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('2 chicken breasts')).toBeInTheDocument();
  });

  it('gives a Pro cook the detailed nutrition analysis, and a free cook the Pro badge instead', async () => {
    api.recipes = [buildSavedRecipe()];
    api.profile = { savedRecipeCount: 1, savedRecipesLimit: null };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show detailed analysis' }));
    const perServing = await within(dialog).findByRole('table', { name: /Per serving \(2 servings\)/ });
    expect(within(perServing).getByRole('row', { name: /Protein 20 g 40%/ })).toBeInTheDocument();
    const perIngredient = within(dialog).getByRole('table', { name: 'Each ingredient (whole recipe)' });
    expect(within(perIngredient).getByRole('row', { name: /2 chicken breasts 340 g 420 kcal 38 g/ })).toBeInTheDocument();
    expect(within(perIngredient).getByRole('row', { name: '1 pinch of love Not found in the food table' })).toBeInTheDocument();
    const detailCall = api.calls.find((call) => call.url === '/nutrition' && typeof call.body === 'object' && call.body !== null && 'detail' in call.body);
    expect(detailCall?.body).toEqual({ ingredients: buildSavedRecipe().ingredients, detail: true, servings: buildSavedRecipe().servings });
  });

  it('analyses the servings and units the cook chose, not the written ones', async () => {
    api.recipes = [buildSavedRecipe()];
    api.profile = { savedRecipeCount: 1, savedRecipesLimit: null };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Metric' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show detailed analysis' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/nutrition' && typeof call.body === 'object' && call.body !== null && 'detail' in call.body)).toBe(true),
    );
    const detailCall = api.calls.find((call) => call.url === '/nutrition' && typeof call.body === 'object' && call.body !== null && 'detail' in call.body);
    expect(detailCall?.body).toMatchObject({ servings: '3', detail: true });
    expect(JSON.stringify(detailCall?.body)).toContain('375 ml milk');
  });

  it('shows a free cook the locked nutrition analysis with the way to upgrade', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    const locked = await within(dialog).findByRole('group', { name: 'Advanced nutrition analysis' });
    expect(within(locked).getByRole('link', { name: 'Upgrade for the full analysis' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).queryByRole('button', { name: 'Show detailed analysis' })).not.toBeInTheDocument();
  });

  it('scales the ingredients with the servings and converts units', async () => {
    api.recipes = [buildSavedRecipe()];
    api.profile = { savedRecipeCount: 1, savedRecipesLimit: null };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).getByText('2 chicken breasts')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    expect(within(dialog).getByText('3 chicken breasts')).toBeInTheDocument();
    expect(within(dialog).getByText('1½ cups milk')).toBeInTheDocument();
    expect(within(dialog).getByText('salt to taste')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Metric' }));
    expect(within(dialog).getByText('375 ml milk')).toBeInTheDocument();
    // Nutrition totals follow the scaled recipe (500 kcal for 2 servings → 750 for 3).
    expect(await within(dialog).findByText('750 kcal')).toBeInTheDocument();
  });

  it('edits a recipe with the success toast, and reports a failed update', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lemon Chicken Deluxe');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Recipe updated!'));
    expect(await screen.findByRole('dialog', { name: 'Lemon Chicken Deluxe' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Lemon Chicken Deluxe',
      ingredients: buildSavedRecipe().ingredients,
    });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.failing.add('PATCH /api/recipes');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update recipe.'));
  });

  it('deletes after confirmation', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete recipe?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Recipe deleted.'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url === '/api/recipes/r1')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No saved recipes yet' })).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.recipes = [buildSavedRecipe()];
    api.failing.add('DELETE /api/recipes');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete recipe.'));
  });

  it('shares with a copyable link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share recipe' });
    expect(within(dialog).getByLabelText('Share link')).toHaveValue(`${window.location.origin}/shared/ShareId123`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/ShareId123`);
    expect(toast.success).toHaveBeenCalledWith('Link copied!');
  });

  it('reports a failed share', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.recipes = [buildSavedRecipe()];
    api.failing.add('POST /api/recipes');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to share recipe. Please try again.'));
  });

  it('opens the print view and calls window.print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    api.recipes = [buildSavedRecipe()];
    api.profile = { savedRecipeCount: 1, savedRecipesLimit: null };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'More servings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    const sheet = await screen.findByRole('article', { name: 'Lemon Chicken' });
    expect(within(sheet).getByText('3 chicken breasts')).toBeInTheDocument();
    expect(within(sheet).getByText(/Serves 3/)).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back to recipes' }));
    expect(await screen.findByRole('dialog', { name: 'Lemon Chicken' })).toBeInTheDocument();
  });

  it('walks through the steps one at a time in cook mode', async () => {
    api.recipes = [buildSavedRecipe()];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const cook = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(cook).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(cook).getByText('Season the chicken.')).toBeInTheDocument();
    expect(within(cook).getByRole('button', { name: '← Previous' })).toBeDisabled();
    await userEvent.click(within(cook).getByRole('button', { name: 'Next →' }));
    await userEvent.click(within(cook).getByRole('button', { name: 'Next →' }));
    expect(within(cook).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(within(cook).getByText('Rest and serve.')).toBeInTheDocument();
    expect(within(cook).getByRole('button', { name: 'Next →' })).toBeDisabled();
  });

  it('keeps the servings and units chosen before cook mode, in cook mode and back in the recipe', async () => {
    api.recipes = [buildSavedRecipe({ ingredients: ['2 chicken breasts', '1 cup jasmine rice', '1 cup milk'] })];
    api.profile = { savedRecipeCount: 1, savedRecipesLimit: null };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Metric' }));
    // Solids in grams with the table's density, liquids in kitchen millilitres.
    expect(await within(dialog).findByText('275 g jasmine rice')).toBeInTheDocument();
    expect(within(dialog).getByText('375 ml milk')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cook mode' }));
    const cook = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(cook).getByText('Serves 3')).toBeInTheDocument();
    const toggle = within(cook).getByRole('button', { name: 'Show ingredients' });
    expect(toggle).toHaveClass('button--secondary');
    await userEvent.click(toggle);
    const list = within(cook).getByRole('list', { name: 'Ingredients' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 chicken breasts', '275 g jasmine rice', '375 ml milk']);

    await userEvent.click(within(cook).getByRole('button', { name: 'Exit cook mode' }));
    dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).getByRole('radio', { name: 'Metric' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByLabelText('3 servings')).toBeInTheDocument();
    expect(within(dialog).getByText('275 g jasmine rice')).toBeInTheDocument();
  });

  it('offers a timer for a step that names a time, and runs it between steps', async () => {
    api.recipes = [buildSavedRecipe({ instructions: ['Rinse the rice.', 'Simmer for 15 minutes, covered.', 'Rest and serve.'] })];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const cook = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(cook).queryByRole('button', { name: /timer/ })).not.toBeInTheDocument();
    await userEvent.click(within(cook).getByRole('button', { name: 'Next →' }));
    await userEvent.click(within(cook).getByRole('button', { name: 'Start 15 minutes timer' }));
    const timer = within(cook).getByRole('timer', { name: '15 minutes timer' });
    expect(timer).toHaveTextContent('15:00');
    await userEvent.click(within(cook).getByRole('button', { name: 'Next →' }));
    expect(within(cook).getByRole('timer', { name: '15 minutes timer' })).toBeInTheDocument();
    await userEvent.click(within(cook).getByRole('button', { name: 'Pause' }));
    expect(within(cook).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await userEvent.click(within(cook).getByRole('button', { name: 'Cancel timer' }));
    expect(within(cook).queryByRole('timer')).not.toBeInTheDocument();
  });

  describe('the open recipe and cook mode in the address', () => {
    function renderRouted(path = '/saved') {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
      const router = createMemoryRouter(
        [
          { path: '/saved', element: <SavedPage /> },
          { path: '/create', element: <p>create page</p> },
        ],
        { initialEntries: ['/create', path], initialIndex: 1 },
      );
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return router;
    }

    it('puts the open recipe in the address, and Back closes it instead of leaving the page', async () => {
      api.recipes = [buildSavedRecipe()];
      const router = renderRouted();
      await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
      expect(await screen.findByRole('dialog', { name: 'Lemon Chicken' })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?recipe=r1'));
      await act(() => router.navigate(-1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/saved');
      expect(router.state.location.search).toBe('');
    });

    it('closing with the close button leaves no entry behind for Back to reopen', async () => {
      api.recipes = [buildSavedRecipe()];
      const router = renderRouted();
      await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Lemon Chicken' });
      await waitFor(() => expect(router.state.location.search).toBe('?recipe=r1'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(dialog).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      await act(() => router.navigate(-1));
      expect(router.state.location.pathname).toBe('/create');
    });

    it('reopens the recipe an address names (a reload, a link, signing in again)', async () => {
      api.recipes = [buildSavedRecipe()];
      renderRouted('/saved?recipe=r1');
      expect(await screen.findByRole('dialog', { name: 'Lemon Chicken' })).toBeInTheDocument();
    });

    it('forgets an address naming a recipe that is gone', async () => {
      api.recipes = [buildSavedRecipe()];
      const router = renderRouted('/saved?recipe=gone');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('Back in cook mode returns to the recipe; cook mode holds the session while open', async () => {
      api.recipes = [buildSavedRecipe()];
      const router = renderRouted();
      await userEvent.click(await screen.findByRole('button', { name: /Lemon Chicken/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cook mode' }));
      expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?recipe=r1&cook=1'));
      expect(isSessionHeld()).toBe(true);
      await act(() => router.navigate(-1));
      await waitFor(() => expect(screen.queryByText('Step 1 of 3')).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'Cook mode' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?recipe=r1');
      expect(isSessionHeld()).toBe(false);
    });
  });
});
