import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGenerateRecipeResponse } from '../../../../domain/generation.ts';
import { buildGeneratedRecipe, buildProfile, createDeferred, jsonResponse, renderCreatePage, stubApi } from '../test/create-test-kit.tsx';

// The page's dialogs are lazy chunks: load them once up front, so a slow transform is not a findBy timeout.
beforeAll(async () => {
  await import('../components/create-recipe-dialog.tsx');
  await import('../components/save-recipe-modal.tsx');
}, 60_000);

type TFakeSession = { data: { user: { id: string } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: true } };
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));

vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => sessionState.current }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toasts }));

const GENERATE = 'POST /generate-recipe';
const IMAGE = 'POST /generate-image';
const PROFILE = 'GET /api/profile';

function readPrompt() {
  return screen.getByLabelText('What would you like to cook?');
}

function generateAnswer(generationsLeft: number | null = 3): TGenerateRecipeResponse {
  return { recipe: buildGeneratedRecipe(), allergens: [], generationsLeft, match: 'named' };
}

describe('Create page: prompt and generation', () => {
  beforeEach(() => {
    sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
    window.sessionStorage.clear();
    // Drafts of the prompt are kept per cook in localStorage: each test starts with none.
    window.localStorage.clear();
    Object.values(toasts).forEach((mock) => mock.mockReset());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with the prompt typed on the landing page (?prompt=), then cleans the address bar', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    const { router } = renderCreatePage({ search: '?prompt=Thai%20green%20curry%20with%20tofu' });
    expect(readPrompt()).toHaveValue('Thai green curry with tofu');
    expect(screen.getByText('26/250')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(readPrompt()).toHaveValue('Thai green curry with tofu');
  });

  it('counts the prompt characters against 250, described to assistive tech', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    const prompt = readPrompt();
    expect(screen.getByText('0/250')).toBeInTheDocument();
    await userEvent.type(prompt, 'Thai curry');
    const counter = screen.getByText('10/250');
    expect(prompt.getAttribute('aria-describedby')).toContain(counter.id);
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    fireEvent.change(prompt, { target: { value: 'a'.repeat(235) } });
    expect(screen.getByText('235/250')).toBeInTheDocument();
    expect(screen.getByText('15 characters left')).toBeInTheDocument();
  });

  it('says so when a paste over 250 characters was cut, with the counter in red', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    const prompt = readPrompt();
    await userEvent.click(prompt);
    await userEvent.paste(`${'a slow-cooked lamb stew with rosemary '.repeat(8)}`);
    // 8 × 38 = 304 characters pasted: the first 250 kept, 54 cut, and the form says so.
    expect(prompt).toHaveValue('a slow-cooked lamb stew with rosemary '.repeat(8).slice(0, 250));
    const counter = screen.getByText('250/250');
    expect(counter).toHaveClass('create-prompt__counter--over');
    const notice = screen.getByText(/The end was cut/);
    expect(notice).toHaveTextContent('the last 54 characters were left out');
    expect(prompt.getAttribute('aria-describedby')).toContain(notice.id);

    // Typing back under the limit clears the warning.
    await userEvent.type(prompt, '{Backspace}');
    expect(screen.queryByText(/The end was cut/)).not.toBeInTheDocument();
    expect(screen.getByText('249/250')).not.toHaveClass('create-prompt__counter--over');
  });

  it('counts an emoji as one character, as the server does', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    fireEvent.change(readPrompt(), { target: { value: 'pancakes 🥞' } });
    expect(screen.getByText('10/250')).toBeInTheDocument();
  });

  it('shows the free generations left, and Unlimited for Pro', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile({ generationsLeft: 4 })) });
    renderCreatePage();
    expect(await screen.findByText('4 of 5 free recipes left this month')).toBeInTheDocument();
  });

  it('shows Unlimited for a Pro cook', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile({ isPro: true, subscriptionStatus: 'pro', generationsLeft: null })) });
    renderCreatePage();
    expect(await screen.findByText('Unlimited recipes with Pro')).toBeInTheDocument();
  });

  it('refuses an empty prompt without calling the server', async () => {
    const api = stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    await userEvent.type(readPrompt(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a recipe prompt or URL.');
    expect(readPrompt()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(GENERATE)).toHaveLength(0);
  });

  it("shows the server's 'Describe a dish…' message beside the prompt, once, for a prompt naming no food", async () => {
    const message = "Describe a dish or what you'd like to cook, e.g. 'a quick tomato pasta for two'.";
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(400, { error: message, code: 'BAD_REQUEST' }),
    });
    renderCreatePage();
    await screen.findByText('4 of 5 free recipes left this month');
    await userEvent.type(readPrompt(), 'asdfgh');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(readPrompt()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(GENERATE)).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('keeps URL import for Pro', async () => {
    const api = stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage();
    await screen.findByText('4 of 5 free recipes left this month');
    await userEvent.type(readPrompt(), 'https://example.com/recipe');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.');
    // The way to upgrade, right there.
    expect(within(alert).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(api.callsTo(GENERATE)).toHaveLength(0);
  });

  it('sends a Pro cook URL prompt in URL mode', async () => {
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile({ isPro: true, generationsLeft: null })),
      [GENERATE]: () => jsonResponse(200, generateAnswer(null)),
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/a.svg' }),
    });
    renderCreatePage();
    await screen.findByText('Unlimited recipes with Pro');
    await userEvent.type(readPrompt(), 'https://example.com/recipe');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recipe generated!'));
    expect(api.callsTo(GENERATE)[0]?.body).toEqual({ prompt: 'https://example.com/recipe', userId: 'user-1', isUrl: true });
  });

  it('at 0 generations left, the Generate button says why and links to /pricing', async () => {
    const api = stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile({ generationsLeft: 0, usageCount: 5 })) });
    renderCreatePage();
    expect(await screen.findByText('0 of 5 free recipes left this month')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'No free recipes left' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("You've used all your free recipes this month. Upgrade to Pro for unlimited recipes");
    expect(screen.getByRole('link', { name: 'Upgrade to Pro for unlimited recipes' })).toHaveAttribute('href', '/pricing');
    await userEvent.type(readPrompt(), 'pancakes');
    fireEvent.submit(button.closest('form') ?? button);
    expect(await screen.findByRole('alert')).toHaveTextContent("You've used all your free recipes this month.");
    expect(api.callsTo(GENERATE)).toHaveLength(0);
  });

  it('keeps the Generate button for a free cook with generations left', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile({ generationsLeft: 1 })) });
    renderCreatePage();
    await screen.findByText('1 of 5 free recipes left this month');
    expect(screen.getByRole('button', { name: 'Generate Recipe' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Upgrade to Pro/ })).not.toBeInTheDocument();
  });

  it('waits for auth, and says so', async () => {
    sessionState.current = { data: null, isPending: true };
    stubApi({});
    renderCreatePage();
    await userEvent.type(readPrompt(), 'soup');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication still loading…');
  });

  it('asks to retry when there is no user', async () => {
    sessionState.current = { data: null, isPending: false };
    stubApi({});
    renderCreatePage();
    await userEvent.type(readPrompt(), 'soup');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not loaded—please retry.');
  });

  it('generates once however often it is clicked, shows progress, then lists the recipe and fetches its image', async () => {
    const pending = createDeferred<Response>();
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile({ dietary: { vegan: true, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: true } })),
      [GENERATE]: () => pending.promise,
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/curry.svg' }),
    });
    renderCreatePage();
    await screen.findByText('4 of 5 free recipes left this month');
    await userEvent.type(readPrompt(), '  Thai curry  ');
    const button = screen.getByRole('button', { name: 'Generate Recipe' });
    // Three clicks in one tick: React has not re-rendered the disabled button between them.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const busy = await screen.findByRole('button', { name: 'Generating…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Generating your recipe');
    await userEvent.click(busy);
    expect(api.callsTo(GENERATE)).toHaveLength(1);
    expect(api.callsTo(GENERATE)[0]?.body).toEqual({ prompt: 'Thai curry', userId: 'user-1', cartList: [], dietary: ['Vegan', 'Nut Free'] });

    pending.resolve(jsonResponse(200, generateAnswer(3)));
    const list = await screen.findByRole('list', { name: 'Generated recipes' });
    expect(within(list).getByText('Thai Green Curry')).toBeInTheDocument();
    expect(within(list).getByText('30 min')).toBeInTheDocument();
    expect(within(list).getByText('Serves 2')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Recipe generated!');
    expect(await screen.findByText('3 of 5 free recipes left this month')).toBeInTheDocument();
    // The card's image is decorative (the card is named by the title), so it is found by its source.
    await waitFor(() => expect(list.querySelector('img')).toHaveAttribute('src', '/uploads/curry.svg'));
    expect(api.callsTo(IMAGE)[0]?.body).toEqual({ title: 'Thai Green Curry', ingredients: buildGeneratedRecipe().ingredients });
    expect(screen.getByRole('button', { name: 'Generate Recipe' })).toBeEnabled();
  });

  it('puts the newest recipe first', async () => {
    let count = 0;
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => {
        count += 1;
        return jsonResponse(200, { recipe: buildGeneratedRecipe({ id: `gen-${count}`, title: `Dish ${count}` }), generationsLeft: 4 - count });
      },
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/x.svg' }),
    });
    renderCreatePage();
    await userEvent.type(readPrompt(), 'soup');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await screen.findByText('Dish 1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Recipe' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await screen.findByText('Dish 2');
    const items = within(screen.getByRole('list', { name: 'Generated recipes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Dish 2'), expect.stringContaining('Dish 1')]);
  });

  it('lists the same answer twice when the same prompt is generated twice', async () => {
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(200, generateAnswer()),
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/x.svg' }),
    });
    renderCreatePage();
    await userEvent.type(readPrompt(), 'curry');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await screen.findByText('Thai Green Curry');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Recipe' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(screen.getAllByText('Thai Green Curry')).toHaveLength(2));
  });

  it('keeps the recipe when only the image fails', async () => {
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(200, generateAnswer()),
      [IMAGE]: () => jsonResponse(500, { error: 'Image provider down', code: 'INTERNAL' }),
    });
    renderCreatePage();
    await userEvent.type(readPrompt(), 'curry');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Recipe text processed, but image generation failed.'));
    expect(screen.getByText('Thai Green Curry')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Recipe generated!');
  });

  it("shows the server's message when generation fails (AI_PARSE_ERROR included)", async () => {
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(502, { error: 'AI returned an unexpected recipe format...', code: 'AI_PARSE_ERROR' }),
    });
    renderCreatePage();
    await userEvent.type(readPrompt(), 'curry');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('AI returned an unexpected recipe format...'));
    expect(screen.queryByRole('list', { name: 'Generated recipes' })).not.toBeInTheDocument();
    expect(api.callsTo(IMAGE)).toHaveLength(0);
    // The profile is asked again: a failed generation must not look like a used credit.
    await waitFor(() => expect(api.callsTo(PROFILE).length).toBeGreaterThan(1));
  });

  it('shows the spec fallback, not a technical text, for a network failure or a thrown non-error', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) === '/api/profile') return jsonResponse(200, buildProfile());
        throw new TypeError('Network down');
      }),
    );
    renderCreatePage();
    await userEvent.type(readPrompt(), 'curry');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to generate recipe. Please try again.'));
    toasts.error.mockClear();

    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) === '/api/profile') return jsonResponse(200, buildProfile());
        // A thrown non-Error has no message to show.
        throw Object.create(null);
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Recipe' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to generate recipe. Please try again.'));
  });

  it('opens a generated recipe in the recipe modal, titled, in view mode', async () => {
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(200, generateAnswer()),
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/curry.svg' }),
    });
    renderCreatePage();
    await userEvent.type(readPrompt(), 'curry');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await userEvent.click(await screen.findByRole('button', { name: /Thai Green Curry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thai Green Curry' });
    expect(within(dialog).getByText('400 ml coconut milk')).toBeInTheDocument();
    expect(within(dialog).getByText('Simmer 15 minutes.')).toBeInTheDocument();
    // Per serving first (the recipe serves 2), then the whole recipe.
    expect(await within(dialog).findByRole('columnheader', { name: 'Per serving' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Whole recipe (2 servings)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Calories 310 kcal 620 kcal' })).toBeInTheDocument();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('30 min');
    expect(within(dialog).getByText('Serve with jasmine rice.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('Create page: a shared recipe arriving through router state', () => {
  beforeEach(() => {
    sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
    window.sessionStorage.clear();
    // Drafts of the prompt are kept per cook in localStorage: each test starts with none.
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is added once, marked shared, and the state is cleared', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    const sharedRecipe = buildGeneratedRecipe({
      id: 'shared-9',
      title: 'Shared Shakshuka',
      source: 'shared',
      originalId: 'orig-1',
      imageUrl: '/uploads/s.svg',
    });
    const { router } = renderCreatePage({ state: { sharedRecipe } });
    const list = await screen.findByRole('list', { name: 'Generated recipes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Shared Shakshuka')).toBeInTheDocument();
    expect(within(list).getByText('Shared')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/create');

    // A refresh: the same tab's list comes back from session storage, and nothing arrives again.
    await act(() => router.navigate('/create', { replace: true }));
    expect(within(screen.getByRole('list', { name: 'Generated recipes' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('ignores state that is not a shared recipe', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    renderCreatePage({ state: { sharedRecipe: { title: 'no id or lines' } } });
    expect(await screen.findByText('Recipes you generate or create appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Generated recipes' })).not.toBeInTheDocument();
  });
});

describe("Create page: the session's list after a refresh", () => {
  const STORAGE_KEY = 'forkcast.createSession.user-1';

  beforeEach(() => {
    sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function storeList(recipes: unknown) {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recipes));
  }

  it('keeps a place for each stored recipe while it is read, then shows the cards, never the empty message', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    storeList([
      { ...buildGeneratedRecipe({ id: 'a', title: 'Stored Soup' }), savedRecipeId: null },
      { ...buildGeneratedRecipe({ id: 'b', title: 'Stored Stew' }), savedRecipeId: null },
    ]);
    renderCreatePage();
    // The first render: two places, busy, no empty message.
    const busyList = screen.getByRole('list', { name: 'Generated recipes' });
    expect(busyList).toHaveAttribute('aria-busy', 'true');
    expect(busyList.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByText('Recipes you generate or create appear here.')).not.toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Generated recipes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).not.toHaveAttribute('aria-busy');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Stored Soup'), expect.stringContaining('Stored Stew')]);
    // Written back as it was.
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('starts empty when the stored list is not a list of recipes', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    storeList([{ title: 'no id or lines' }]);
    renderCreatePage();
    expect(await screen.findByText('Recipes you generate or create appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Generated recipes' })).not.toBeInTheDocument();
  });

  it('puts a shared recipe arriving meanwhile first, before the stored ones', async () => {
    stubApi({ [PROFILE]: () => jsonResponse(200, buildProfile()) });
    storeList([{ ...buildGeneratedRecipe({ id: 'a', title: 'Stored Soup' }), savedRecipeId: null }]);
    const sharedRecipe = buildGeneratedRecipe({ id: 'shared-9', title: 'Shared Shakshuka', source: 'shared', originalId: 'orig-1' });
    renderCreatePage({ state: { sharedRecipe } });
    const list = await screen.findByRole('list', { name: 'Generated recipes' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([expect.stringContaining('Shared Shakshuka'), expect.stringContaining('Stored Soup')]),
    );
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(2));
  });
});
