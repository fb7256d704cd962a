import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecipe } from '../../../test/build-saved-recipe.ts';
import type { TMeal } from '../../../../domain/meal-plan-rules.ts';
import { SIDEBAR_DROPPABLE_ID, toDayDroppableId, toRecipeDraggableId } from '../lib/drag-ids.ts';

type TDropResult = { draggableId: string; source: { droppableId: string; index: number }; destination: { droppableId: string; index: number } | null };
// The drop handler the page gives its drag-and-drop context: the test drops through it, as the library would.
const dropHandler: { current: ((result: TDropResult) => void) | null } = { current: null };

vi.mock('../components/planner-drag-drop.tsx', () => ({
  PlannerDragDrop: ({ onDragEnd, children }: { onDragEnd: (result: TDropResult) => void; children: ReactNode }) => {
    dropHandler.current = onDragEnd;
    return children;
  },
  usePlannerDnd: () => null,
  preloadPlannerDnd: async () => null,
}));
vi.mock('../../../lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, PLANNER_TOAST_OPTIONS: {} }));

const { MealPlannerPage } = await import('./meal-planner-page.tsx');

const RECIPE = buildSavedRecipe({ ingredients: ['2 chicken breasts'], instructions: ['Roast it.'], prepTime: '', cookTime: '', totalTime: '' });
const DAY = '2026-03-04';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Renders the planner and returns the bodies of the planned-meal POSTs it sends. */
function renderPlanner(): unknown[] {
  const posted: unknown[] = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/recipes') return json({ recipes: [RECIPE], total: 1 });
      if (url.pathname === '/api/meal-plan/entries' && init?.method === 'POST') {
        const body: unknown = JSON.parse(String(init.body));
        posted.push(body);
        return json({ instanceId: 'e1', date: DAY, servingMultiplier: 1, recipe: RECIPE, meal: null }, 201);
      }
      if (url.pathname === '/api/meal-plan') return json({ days: {} });
      return json(null);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MealPlannerPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posted;
}

function dropRecipeOnDay(): void {
  if (!dropHandler.current) throw new Error('the page rendered no drag-and-drop context');
  dropHandler.current({
    draggableId: toRecipeDraggableId(RECIPE.id),
    source: { droppableId: SIDEBAR_DROPPABLE_ID, index: 0 },
    destination: { droppableId: toDayDroppableId(DAY), index: 0 },
  });
}

async function chooseForMeal(meal: TMeal | ''): Promise<void> {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Meal of the day to plan it for' }), meal);
}

describe('meal planner: a recipe dropped from the sidebar', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is planned for the meal chosen in "For"', async () => {
    const posted = renderPlanner();
    await userEvent.click(await screen.findByRole('button', { name: /^Lemon Chicken/ }, { timeout: 5000 }));
    await chooseForMeal('lunch');
    dropRecipeOnDay();
    await waitFor(() => expect(posted).toEqual([{ date: DAY, recipeId: RECIPE.id, meal: 'lunch' }]));
  });

  it('goes without a meal once "For" is off screen (disarmed), whatever was chosen before', async () => {
    const posted = renderPlanner();
    const card = await screen.findByRole('button', { name: /^Lemon Chicken/ }, { timeout: 5000 });
    await userEvent.click(card);
    await chooseForMeal('breakfast');
    await userEvent.click(screen.getByRole('button', { name: 'Disarm' }));
    dropRecipeOnDay();
    await waitFor(() => expect(posted).toEqual([{ date: DAY, recipeId: RECIPE.id }]));
  });
});
