import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecipe } from '../../../test/build-saved-recipe.ts';

// The page's dialogs and its drag-and-drop library are lazy chunks: load them once up front, so a slow
// transform is not a findBy timeout (and the planner renders with drag and drop from its first render).
beforeAll(async () => {
  await (await import('../components/planner-drag-drop.tsx')).preloadPlannerDnd();
  await import('../../../components/modal.tsx');
  await import('../components/day-dialog.tsx');
  await import('../components/planned-recipe-dialog.tsx');
  await import('../components/shopping-list-dialog.tsx');
}, 60_000);

vi.mock('../../../lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, PLANNER_TOAST_OPTIONS: {} }));

const { MealPlannerPage } = await import('./meal-planner-page.tsx');

const RECIPE = buildSavedRecipe({ ingredients: ['2 chicken breasts'], instructions: ['Roast it.'], prepTime: '', cookTime: '', totalTime: '' });

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderPage(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/recipes') return json({ recipes: [RECIPE], total: 1 });
      if (url.pathname === '/api/household/recipes')
        return json({ recipes: [{ ...RECIPE, id: 'r2', title: 'Fish Pie', savedBy: { userId: 'u2', name: 'Hester' } }], total: 1 });
      if (url.pathname === '/api/meal-plan') return json({ days: {} });
      return json(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MealPlannerPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('meal planner: an armed recipe', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Escape disarms it', async () => {
    renderPage(false);
    await userEvent.click(await screen.findByRole('button', { name: /^Lemon Chicken/ }, { timeout: 5000 }));
    expect(screen.getByText(/is armed: click days to add it/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/is armed/)).not.toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Lemon Chicken' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says tap, not click, on a phone', async () => {
    renderPage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a recipe to plan' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Lemon Chicken/ }, { timeout: 5000 }));
    expect(screen.getByText(/is armed: tap days to add it/)).toBeInTheDocument();
  });

  it('on a phone, lists the recipes in a full-height sheet that closes once one is armed, not in a box scrolling inside the page', async () => {
    renderPage(true);
    expect(screen.queryByRole('complementary', { name: 'Saved recipes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a recipe to plan' }));
    const sheet = await screen.findByRole('dialog', { name: 'Saved recipes' });
    expect(within(sheet).getByRole('complementary', { name: 'Saved recipes' })).toHaveClass('planner-sidebar--sheet');
    await userEvent.click(await within(sheet).findByRole('button', { name: /^Lemon Chicken/ }));
    expect(screen.queryByRole('dialog', { name: 'Saved recipes' })).not.toBeInTheDocument();
    expect(screen.getByText(/is armed: tap days to add it/)).toBeInTheDocument();
    // The same button changes the armed recipe.
    expect(screen.getByRole('button', { name: 'Change recipe' })).toBeInTheDocument();
  });

  it("switches the sidebar to the household's recipes, named with who saved them, and arms one like the cook's own", async () => {
    renderPage(false);
    const toggle = screen.getByRole('group', { name: 'Whose recipes' });
    expect(within(toggle).getByRole('radio', { name: 'Mine' })).toBeChecked();
    // Generous waits: the first render pulls the page's modules in, slow on a loaded machine.
    expect(await screen.findByRole('button', { name: /^Lemon Chicken/ }, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(within(toggle).getByRole('radio', { name: 'Household' }));
    const fishPie = await screen.findByRole('button', { name: 'Fish Pie, saved by Hester' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: /^Lemon Chicken/ })).not.toBeInTheDocument();
    expect(within(fishPie).getByText('Saved by Hester')).toBeInTheDocument();
    await userEvent.click(fishPie);
    expect(screen.getByText(/is armed: click days to add it/)).toHaveTextContent('Fish Pie');
    // Arrow keys move within the group, as radios do.
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(toggle).getByRole('radio', { name: 'Mine' })).toBeChecked();
  });

  it('keeps the sidebar beside the calendar on a wide screen', async () => {
    renderPage(false);
    expect(await screen.findByRole('complementary', { name: 'Saved recipes' })).not.toHaveClass('planner-sidebar--sheet');
    expect(screen.queryByRole('button', { name: 'Choose a recipe to plan' })).not.toBeInTheDocument();
  });
});
