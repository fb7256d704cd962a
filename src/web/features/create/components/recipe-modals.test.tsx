import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSessionRecipe } from '../lib/session-recipe.ts';
import { SaveRecipeModal } from './save-recipe-modal.tsx';
import { buildGeneratedRecipe, buildProfile, jsonResponse, renderCreatePage, stubApi } from '../test/create-test-kit.tsx';

type TFakeSession = { data: { user: { id: string } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: true } };
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));

vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => sessionState.current }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toasts }));

const PROFILE = 'GET /api/profile';
const GENERATE = 'POST /generate-recipe';
const IMAGE = 'POST /generate-image';
const NUTRITION = 'POST /nutrition';
const SAVE = 'POST /api/recipes';
const LIMIT_MESSAGE = 'Free tier users can save a maximum of 10 recipes. Please delete some recipes or upgrade to Pro.';

async function openBlankRecipe() {
  await userEvent.click(screen.getByRole('button', { name: 'Create Blank Recipe' }));
  return screen.findByRole('dialog', { name: 'Untitled Recipe' });
}

async function generateAndOpen() {
  await userEvent.type(screen.getByLabelText('What would you like to cook?'), 'curry');
  await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
  await userEvent.click(await screen.findByRole('button', { name: /Thai Green Curry/ }));
  return screen.findByRole('dialog', { name: 'Thai Green Curry' });
}

const generateHandlers: Record<string, () => Response> = {
  [PROFILE]: () => jsonResponse(200, buildProfile()),
  [GENERATE]: () => jsonResponse(200, { recipe: buildGeneratedRecipe(), generationsLeft: 3 }),
  [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/curry.svg' }),
};

beforeEach(() => {
  sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
  window.sessionStorage.clear();
  localStorage.clear();
  Object.values(toasts).forEach((mock) => mock.mockReset());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a blank recipe', () => {
  it('opens in edit mode titled Untitled Recipe', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    const dialog = await openBlankRecipe();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Untitled Recipe');
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // No card for an empty draft: the session list stays as it was.
    expect(screen.queryByRole('list', { name: 'Generated recipes', hidden: true })).not.toBeInTheDocument();
  });

  it('adds no card when closed unsaved, and a card once a change is saved', async () => {
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [NUTRITION]: () => jsonResponse(200, { nutrition: { calories: 140, protein: 12, carbs: 1, fat: 10, fiber: 0, sugar: 0 }, unknownIngredients: [] }),
    });
    renderCreatePage();
    let dialog = await openBlankRecipe();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Recipes you generate or create appear here.')).toBeInTheDocument();

    dialog = await openBlankRecipe();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pancakes');
    await userEvent.type(within(dialog).getByLabelText('Ingredients'), '2 eggs');
    await userEvent.type(within(dialog).getByLabelText('Instructions'), 'Whisk.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Changes saved!'));
    expect(within(screen.getByRole('list', { name: 'Generated recipes', hidden: true })).getByText('Pancakes')).toBeInTheDocument();
  });

  it('saves nothing when untouched (or emptied back): it says so, stays open and adds no card', async () => {
    const api = stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    const dialog = await openBlankRecipe();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(toasts.info).toHaveBeenCalledWith('Nothing to save yet: add a title, ingredients or steps first.');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('form', { name: 'Edit recipe' })).toBeInTheDocument();
    expect(screen.getByText('Recipes you generate or create appear here.')).toBeInTheDocument();

    // Typed and taken back out is still nothing of the cook's.
    await userEvent.type(within(dialog).getByLabelText('Notes'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(toasts.info).toHaveBeenCalledTimes(2);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(api.callsTo(NUTRITION)).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Recipes you generate or create appear here.')).toBeInTheDocument();
  });

  it('needs a title and an ingredient before an image', async () => {
    const api = stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()), [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/pancakes.svg' }) });
    renderCreatePage();
    const dialog = await openBlankRecipe();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    expect(toasts.error).toHaveBeenCalledWith('Add a title and at least one ingredient first.');

    await userEvent.type(within(dialog).getByLabelText('Ingredients'), '2 eggs');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    expect(toasts.error).toHaveBeenCalledTimes(2);
    expect(api.callsTo(IMAGE)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pancakes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Image generated!'));
    expect(api.callsTo(IMAGE)[0]?.body).toEqual({ title: 'Pancakes', ingredients: ['2 eggs'] });
    expect(within(dialog).getByRole('img', { name: 'Pancakes' })).toHaveAttribute('src', '/uploads/pancakes.svg');
  });

  it("shows the server's image error, or the fallback", async () => {
    let isServerError = true;
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [IMAGE]: () => (isServerError ? jsonResponse(503, { error: 'Image service unavailable', code: 'UNAVAILABLE' }) : new Response('<html>', { status: 502 })),
    });
    renderCreatePage();
    const dialog = await openBlankRecipe();
    await userEvent.type(within(dialog).getByLabelText('Ingredients'), 'flour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Image service unavailable'));
    isServerError = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('Failed to generate image'));
  });

  it('saves edits with nutrition recomputed and the uncounted lines noted', async () => {
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [NUTRITION]: () =>
        jsonResponse(200, { nutrition: { calories: 410, protein: 14, carbs: 50, fat: 16, fiber: 2, sugar: 9 }, unknownIngredients: ['1 pinch of love'] }),
    });
    renderCreatePage();
    const dialog = await openBlankRecipe();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pancakes');
    await userEvent.type(within(dialog).getByLabelText('Ingredients'), '2 eggs{enter}{enter}1 cup flour{enter}1 pinch of love');
    await userEvent.type(within(dialog).getByLabelText('Instructions'), 'Whisk.{enter}Fry.');
    await userEvent.type(within(dialog).getByLabelText('Servings'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Changes saved!'));
    expect(api.callsTo(NUTRITION)[0]?.body).toEqual({ ingredients: ['2 eggs', '1 cup flour', '1 pinch of love'] });
    const viewDialog = await screen.findByRole('dialog', { name: 'Pancakes' });
    // The Save Changes button is gone; focus lands on the title of the view.
    expect(within(viewDialog).getByRole('heading', { name: 'Pancakes' })).toHaveFocus();
    expect(within(viewDialog).getByRole('row', { name: 'Calories 103 kcal 410 kcal' })).toBeInTheDocument();
    expect(within(viewDialog).getByText('Not counted in nutrition: 1 pinch of love')).toBeInTheDocument();
    expect(
      within(viewDialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 eggs', '1 cup flour', '1 pinch of love', 'Whisk.', 'Fry.']);
  });
});

describe('editing a generated recipe', () => {
  it('keeps the old version and says so when nutrition fails', async () => {
    stubApi({ ...generateHandlers, [NUTRITION]: () => jsonResponse(500, { error: 'boom', code: 'INTERNAL' }) });
    renderCreatePage();
    const dialog = await generateAndOpen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(dialog).getByLabelText('Ingredients'), '{enter}1 lime');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to save changes.'));
    // Still editing: nothing was lost.
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue('400 ml coconut milk\n2 tbsp green curry paste\n300 g chicken thigh\n1 lime');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText('1 lime')).not.toBeInTheDocument();
  });
});

describe('the Save Recipe modal', () => {
  async function openSaveModal() {
    const dialog = await generateAndOpen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    return screen.findByRole('dialog', { name: 'Save Recipe' });
  }

  it("preselects the recipe's category and shows the server's limit message", async () => {
    const api = stubApi({ ...generateHandlers, [SAVE]: () => jsonResponse(403, { error: LIMIT_MESSAGE, code: 'LIMIT_REACHED' }) });
    renderCreatePage();
    const dialog = await openSaveModal();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Dinner');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Serve with jasmine rice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
    // Once: inline, not a toast as well.
    expect(toasts.error).not.toHaveBeenCalled();
    expect(api.callsTo(SAVE)).toHaveLength(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('says Save failed. when the failure has no server message', async () => {
    stubApi(generateHandlers);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === SAVE) throw new TypeError('Failed to fetch');
        const handler = generateHandlers[key];
        return handler ? handler() : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
      }),
    );
    renderCreatePage();
    const dialog = await openSaveModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Save failed.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves with the chosen category and notes, then marks the recipe Saved', async () => {
    const api = stubApi({
      ...generateHandlers,
      'GET /api/recipes/saved-1': () =>
        jsonResponse(200, {
          ...buildGeneratedRecipe(),
          id: 'saved-1',
          rating: 0,
          createdAt: '2026-11-21T20:00:00.000Z',
          updatedAt: '2026-11-21T20:00:00.000Z',
        }),
      [SAVE]: (body) =>
        jsonResponse(201, {
          ...(typeof body === 'object' ? body : {}),
          id: 'saved-1',
          createdAt: '2026-11-21T20:00:00.000Z',
          updatedAt: '2026-11-21T20:00:00.000Z',
        }),
    });
    renderCreatePage();
    const dialog = await openSaveModal();
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Lunch');
    await userEvent.clear(within(dialog).getByLabelText('Notes'));
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Less chilli');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recipe saved!'));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      title: 'Thai Green Curry',
      category: 'Lunch',
      notes: 'Less chilli',
      imageUrl: '/uploads/curry.svg',
      rating: 0,
      ingredients: buildGeneratedRecipe().ingredients,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Generated recipes' })).getByText('Saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Thai Green Curry/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Thai Green Curry' })).getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  it('takes the Saved badge away once the saved recipe is deleted', async () => {
    stubApi({
      ...generateHandlers,
      [SAVE]: (body) =>
        jsonResponse(201, {
          ...(typeof body === 'object' ? body : {}),
          id: 'saved-gone',
          createdAt: '2026-11-21T20:00:00.000Z',
          updatedAt: '2026-11-21T20:00:00.000Z',
        }),
      // Deleted on /saved (another tab): the recipe answers 404.
      'GET /api/recipes/saved-gone': () => jsonResponse(404, { error: 'Recipe not found.', code: 'NOT_FOUND' }),
    });
    renderCreatePage();
    const dialog = await openSaveModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recipe saved!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Generated recipes' })).queryByText('Saved')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /Thai Green Curry/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Thai Green Curry' })).getByRole('button', { name: 'Save Recipe' })).toBeEnabled();
  });

  it('asks to log in when there is no session, without calling the server', async () => {
    const api = stubApi({ [SAVE]: () => jsonResponse(201, {}) });
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SaveRecipeModal recipe={toSessionRecipe(buildGeneratedRecipe())} isSignedIn={false} onClose={() => undefined} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save Recipe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('User not authenticated. Please log in.');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(api.callsTo(SAVE)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
