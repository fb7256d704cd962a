import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGeneratedRecipe, buildProfile, jsonResponse, renderCreatePage, stubApi } from '../test/create-test-kit.tsx';

// The page's dialogs are lazy chunks: load them once up front, so a slow transform is not a findBy timeout.
beforeAll(async () => {
  await import('../components/create-recipe-dialog.tsx');
  await import('../components/save-recipe-modal.tsx');
}, 60_000);

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toasts }));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => ({ data: { user: { id: 'user-1', emailVerified: true } }, isPending: false }),
}));

function toDateKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

// Issue 11: /create sends the cart's names as cartList (use-soon first) and can cook from the cart alone.
describe('the Create page and the cart', () => {
  beforeEach(() => {
    Object.values(toasts).forEach((mock) => mock.mockReset());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubWithCart() {
    const soon = toDateKey(new Date(Date.now() + 86_400_000));
    return stubApi({
      'GET /api/profile': () => jsonResponse(200, buildProfile()),
      'GET /api/cart': () =>
        jsonResponse(200, {
          pantry: [{ id: '1', name: 'Rice', useBy: null }],
          refrigerator: [
            { id: '2', name: 'Spinach', useBy: null },
            { id: '3', name: 'Feta', useBy: soon },
          ],
          freezer: [],
        }),
      'POST /generate-recipe': () => jsonResponse(200, { recipe: buildGeneratedRecipe(), generationsLeft: 3 }),
      'POST /generate-image': () => jsonResponse(200, { imageUrl: '/uploads/x.svg' }),
    });
  }

  it('sends the cart names with the prompt, use-soon items first', async () => {
    const api = stubWithCart();
    renderCreatePage();
    await screen.findByRole('button', { name: 'Your Ingredients (3)' }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('What would you like to cook?'), 'A quick lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => expect(api.callsTo('POST /generate-recipe')).toHaveLength(1));
    expect(api.callsTo('POST /generate-recipe')[0]?.body).toMatchObject({
      prompt: 'A quick lunch',
      cartList: ['Feta', 'Rice', 'Spinach'],
      useSoonList: ['Feta'],
    });
  });

  it('"Cook from my cart" generates from the cart alone', async () => {
    const api = stubWithCart();
    renderCreatePage();
    const button = await screen.findByRole('button', { name: 'Cook from my cart' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST /generate-recipe')).toHaveLength(1));
    expect(api.callsTo('POST /generate-recipe')[0]?.body).toMatchObject({
      prompt: 'Cook from my cart: a recipe with the ingredients in my cart',
      cartList: ['Feta', 'Rice', 'Spinach'],
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recipe generated!'));
  });

  it('keeps "Cook from my cart" off for an empty cart', async () => {
    stubApi({
      'GET /api/profile': () => jsonResponse(200, buildProfile()),
      'GET /api/cart': () => jsonResponse(200, { pantry: [], refrigerator: [], freezer: [] }),
    });
    renderCreatePage();
    expect(await screen.findByRole('button', { name: 'Cook from my cart' })).toBeDisabled();
  });
});
