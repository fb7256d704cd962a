import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGeneratedRecipe, buildProfile, jsonResponse, renderCreatePage, stubApi } from '../test/create-test-kit.tsx';

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

const PROFILE = 'GET /api/profile';
const GENERATE = 'POST /generate-recipe';
const IMAGE = 'POST /generate-image';

function readPrompt() {
  return screen.getByLabelText('What would you like to cook?');
}

/** A reload: the page goes away and comes back with only what the browser kept. */
function reload(options?: Parameters<typeof renderCreatePage>[0]) {
  cleanup();
  return renderCreatePage(options);
}

describe('Create page: drafts survive a reload until sent or discarded', () => {
  beforeEach(() => {
    sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
    localStorage.clear();
    sessionStorage.clear();
    stubApi({
      [PROFILE]: () => jsonResponse(200, buildProfile()),
      [GENERATE]: () => jsonResponse(200, { recipe: buildGeneratedRecipe(), allergens: [], generationsLeft: 3 }),
      [IMAGE]: () => jsonResponse(200, { imageUrl: '/uploads/curry.svg' }),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the prompt being typed, per cook, and forgets it once the recipe is generated', async () => {
    renderCreatePage();
    await userEvent.type(readPrompt(), 'Thai curry with');
    reload();
    expect(readPrompt()).toHaveValue('Thai curry with');

    // Another cook on the same browser does not see it.
    sessionState.current = { data: { user: { id: 'user-2' } }, isPending: false };
    reload();
    expect(readPrompt()).toHaveValue('');

    sessionState.current = { data: { user: { id: 'user-1' } }, isPending: false };
    reload();
    await screen.findByText('4 of 5 free recipes left this month');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await screen.findByRole('list', { name: 'Generated recipes' });
    reload();
    expect(readPrompt()).toHaveValue('');
  });

  it('keeps the prompt brought from the landing page after the address is cleaned', async () => {
    const { router } = renderCreatePage({ search: '?prompt=Green%20shakshuka' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    reload();
    expect(readPrompt()).toHaveValue('Green shakshuka');
  });

  it('keeps a half-filled blank recipe: Create Blank Recipe after a reload opens it as it was; Cancel discards it', async () => {
    renderCreatePage();
    await userEvent.click(screen.getByRole('button', { name: 'Create Blank Recipe' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Nan’s soda bread');
    await userEvent.type(within(dialog).getByLabelText('Ingredients'), '500 g flour');

    reload();
    await userEvent.click(screen.getByRole('button', { name: 'Create Blank Recipe' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Nan’s soda bread');
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue('500 g flour');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    reload();
    await userEvent.click(screen.getByRole('button', { name: 'Create Blank Recipe' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Title')).toHaveValue('Untitled Recipe');
  });
});
