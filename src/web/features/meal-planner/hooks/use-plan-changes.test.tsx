import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMealPlanEntry, TMealPlanResponse } from '../../../../domain/meal-plan.ts';
import { buildSavedRecipe } from '../../../test/build-saved-recipe.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast, PLANNER_TOAST_OPTIONS: { autoClose: 2000 } }));

const { usePlanChanges } = await import('./use-plan-changes.ts');
const { mealPlanKeys } = await import('../api/meal-plan-keys.ts');

const FROM = '2026-03-01';
const TO = '2026-04-11';

const recipe = buildSavedRecipe({ title: 'Soup', ingredients: ['1 onion'], instructions: ['Cook.'], prepTime: '', cookTime: '', totalTime: '' });

function entry(instanceId: string, date: string): TMealPlanEntry {
  return { instanceId, date, servingMultiplier: 1, recipe };
}

function setup(days: TMealPlanResponse['days'], answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(mealPlanKeys.range(FROM, TO), { days });
  // The refetch after a change answers with what the server holds; here: what the test says.
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePlanChanges(FROM, TO), { wrapper });
  const readDays = () => queryClient.getQueryData<TMealPlanResponse>(mealPlanKeys.range(FROM, TO))?.days ?? {};
  return { result, readDays, fetchMock };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('usePlanChanges', () => {
  it('shows an added recipe at once and swaps in the saved entry', async () => {
    const saved = entry('saved-1', '2026-03-02');
    const { result, readDays } = setup({}, () => jsonResponse(201, saved));
    act(() => result.current.addRecipe(recipe, '2026-03-02'));
    await vi.waitFor(() => expect(readDays()['2026-03-02']?.map((item) => item.instanceId)).toEqual(['saved-1']));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rolls a refused move back and says why in a 2 s toast', async () => {
    const { result, readDays, fetchMock } = setup({ '2026-03-02': [entry('a', '2026-03-02')] }, () =>
      jsonResponse(409, { error: 'Max 5 recipes per day', code: 'CONFLICT' }),
    );
    act(() => result.current.moveEntry('a', '2026-03-03'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Max 5 recipes per day', { autoClose: 2000 }));
    expect(readDays()).toEqual({ '2026-03-02': [entry('a', '2026-03-02')] });
  });

  it('puts a removed recipe back when the server fails, with a plain message', async () => {
    const { result, readDays } = setup({ '2026-03-02': [entry('a', '2026-03-02')] }, () => new Response('<html>bad gateway</html>', { status: 502 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => result.current.removeEntry('a'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not save your meal plan. Please try again.', { autoClose: 2000 }));
    expect(readDays()['2026-03-02']?.map((item) => item.instanceId)).toEqual(['a']);
  });

  it('refuses a sixth recipe on a day without asking the server', () => {
    const full = Array.from({ length: 5 }, (_, index) => entry(`e${index}`, '2026-03-02'));
    const { result, readDays, fetchMock } = setup({ '2026-03-02': full }, () => jsonResponse(201, {}));
    act(() => result.current.addRecipe(recipe, '2026-03-02'));
    expect(toast.error).toHaveBeenCalledWith('Max 5 recipes per day', { autoClose: 2000 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readDays()['2026-03-02']).toHaveLength(5);
  });
});
