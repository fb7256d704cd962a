import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCart } from '../../../../domain/cart.ts';
import { closeCartPanel, openCartPanel } from '../../../lib/cart-panel-state.ts';
import { QUEUED_HEADER } from '../../../sw/offline-contract.ts';
import { CartNavButton } from './cart-nav-button.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toasts }));

type THandler = (body: unknown, url: URL) => Response | Promise<Response>;

function jsonResponse(status: number, body: unknown): Response {
  return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API: handlers by "METHOD /path" (query string left out); unknown calls answer 404. */
function stubApi(handlers: Record<string, THandler>) {
  const calls: { key: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, url: raw, body });
      const handler = handlers[key] ?? Object.entries(handlers).find(([pattern]) => pattern.endsWith('/:id') && key.startsWith(pattern.slice(0, -3)))?.[1];
      return handler ? handler(body, url) : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

function buildCart(overrides: Partial<TCart> = {}): TCart {
  return { pantry: [], refrigerator: [], freezer: [], ...overrides };
}

function stubMatchMedia(isNarrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isNarrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderCart({ isVerified = true }: { isVerified?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const { unmount } = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CartNavButton isVerified={isVerified} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { queryClient, unmount };
}

async function openPanel() {
  act(() => openCartPanel());
  const panel = await screen.findByRole('dialog', { name: 'Your Ingredients' });
  return panel;
}

function readCount(panel: HTMLElement, section: string) {
  return within(panel).getByRole('button', { name: new RegExp(`^${section}`) });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the cart button and the Your Ingredients panel', () => {
  beforeAll(async () => {
    // The panel is its own chunk: load it once so no test waits on the first import.
    await import('./cart-panel.tsx');
  });
  beforeEach(() => {
    Object.values(toasts).forEach((mock) => mock.mockReset());
    stubMatchMedia(false);
  });
  afterEach(() => {
    act(() => closeCartPanel());
    vi.unstubAllGlobals();
  });

  it('shows the total as a badge only above 0', async () => {
    stubApi({
      'GET /api/cart': () =>
        jsonResponse(200, buildCart({ pantry: [{ id: '1', name: 'Rice', useBy: null }], freezer: [{ id: '2', name: 'Peas', useBy: null }] })),
    });
    renderCart();
    expect(await screen.findByRole('button', { name: 'Cart, 2 ingredients' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('has no badge for an empty cart', async () => {
    const api = stubApi({ 'GET /api/cart': () => jsonResponse(200, buildCart()) });
    renderCart();
    await waitFor(() => expect(api.callsTo('GET /api/cart').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('closes the panel when the cook signs out (the button goes), so the next cook does not find it open', async () => {
    stubApi({ 'GET /api/cart': () => jsonResponse(200, buildCart({ pantry: [{ id: '1', name: 'Rice', useBy: null }] })) });
    const { unmount } = renderCart();
    const panel = await openPanel();
    expect(await within(panel).findByText('Rice')).toBeInTheDocument();
    unmount();
    renderCart();
    expect(await screen.findByRole('button', { name: /^Cart/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells an unverified cook to verify, without asking the server', async () => {
    const api = stubApi({});
    renderCart({ isVerified: false });
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(toasts.info).toHaveBeenCalledWith('Please verify your e-mail to access the cart.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens on the button with three expanded sections and their counts, and loads, fails and retries', async () => {
    let isFailing = true;
    stubApi({
      'GET /api/cart': () =>
        isFailing
          ? jsonResponse(500, { error: 'boom', code: 'INTERNAL' })
          : jsonResponse(200, buildCart({ refrigerator: [{ id: '1', name: 'Feta', useBy: null }] })),
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Cart' }));
    const panel = await screen.findByRole('dialog', { name: 'Your Ingredients' });
    expect(within(panel).getByPlaceholderText('Enter ingredient')).toBeInTheDocument();
    expect(await within(panel).findByText('Could not load your ingredients.')).toBeInTheDocument();
    isFailing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Feta')).toBeInTheDocument();
    for (const [section, count] of [
      ['Pantry', '0'],
      ['Refrigerator', '1'],
      ['Freezer', '0'],
    ] as const) {
      const toggle = readCount(panel, section);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveTextContent(count);
    }
    await userEvent.click(readCount(panel, 'Refrigerator'));
    expect(readCount(panel, 'Refrigerator')).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByText('Feta')).not.toBeInTheDocument();
  });

  it('says it is adding at once, title-cased, in no section, then puts the item where the server keeps it; clears the field', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let cart = buildCart();
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, cart),
      'POST /api/cart/items': async () => {
        await gate;
        cart = buildCart({ refrigerator: [{ id: 'srv-1', name: 'Free-Range Eggs', useBy: null }] });
        return jsonResponse(201, { id: 'srv-1', name: 'Free-Range Eggs', useBy: null, section: 'refrigerator', created: true });
      },
    });
    renderCart();
    const panel = await openPanel();
    expect(await within(panel).findAllByText('Nothing here yet.')).toHaveLength(3);
    const input = within(panel).getByRole('combobox');
    await userEvent.type(input, 'free-range eggs{Enter}');
    expect(input).toHaveValue('');
    expect(within(panel).getByRole('list', { name: 'Being added' })).toHaveTextContent('Adding Free-Range Eggs…');
    // Never in Pantry on the way (it flashed there before moving to its section).
    expect(readCount(panel, 'Pantry')).toHaveTextContent('0');
    expect(readCount(panel, 'Refrigerator')).toHaveTextContent('0');
    expect(api.callsTo('POST /api/cart/items')[0]?.body).toEqual({ name: 'Free-Range Eggs', clientId: expect.stringMatching(UUID) });
    release();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove Free-Range Eggs' })).toBeEnabled());
    expect(readCount(panel, 'Refrigerator')).toHaveTextContent('1');
    expect(readCount(panel, 'Pantry')).toHaveTextContent('0');
    expect(within(panel).getByRole('list', { name: 'Being added' })).toBeEmptyDOMElement();
    expect(within(panel).getAllByText('Free-Range Eggs')).toHaveLength(1);
  });

  it('keeps an item queued offline in Pantry: it does not read the kept copy of the cart over it', async () => {
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, buildCart()),
      // The service worker's answer to an add made offline.
      'POST /api/cart/items': () => new Response(JSON.stringify({ queued: true }), { status: 202, headers: { [QUEUED_HEADER]: '1' } }),
    });
    renderCart();
    const panel = await openPanel();
    expect(await within(panel).findAllByText('Nothing here yet.')).toHaveLength(3);
    const readsBefore = api.callsTo('GET /api/cart').length;
    await userEvent.type(within(panel).getByRole('combobox'), 'parsley{Enter}');
    await waitFor(() => expect(readCount(panel, 'Pantry')).toHaveTextContent('1'));
    expect(within(panel).getByText('Parsley')).toBeVisible();
    // Give a refetch every chance to land: the item stays, and the cart was not read again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readCount(panel, 'Pantry')).toHaveTextContent('1');
    expect(api.callsTo('GET /api/cart')).toHaveLength(readsBefore);
  });

  it('ignores an empty add and a name already in any section', async () => {
    const api = stubApi({ 'GET /api/cart': () => jsonResponse(200, buildCart({ freezer: [{ id: '1', name: 'Frozen Peas', useBy: null }] })) });
    renderCart();
    const panel = await openPanel();
    await within(panel).findByText('Frozen Peas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    await userEvent.type(within(panel).getByRole('combobox'), '  FROZEN peas {Enter}');
    expect(toasts.info).toHaveBeenCalledWith('Frozen Peas is already in your cart.');
    expect(api.callsTo('POST /api/cart/items')).toHaveLength(0);
    expect(within(panel).getAllByText('Frozen Peas')).toHaveLength(1);
  });

  it('rolls an add back with the server message when it is refused', async () => {
    stubApi({
      'GET /api/cart': () => jsonResponse(200, buildCart()),
      'POST /api/cart/items': () => jsonResponse(409, { error: 'Your cart can hold at most 500 ingredients. Remove some to add more.', code: 'CONFLICT' }),
    });
    renderCart();
    const panel = await openPanel();
    await userEvent.type(await within(panel).findByRole('combobox'), 'saffron{Enter}');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Your cart can hold at most 500 ingredients. Remove some to add more.'));
    expect(within(panel).queryByText('Saffron')).not.toBeInTheDocument();
  });

  it('removes at once and puts the item back if the server refuses', async () => {
    let status = 500;
    let cart = buildCart({ pantry: [{ id: 'a', name: 'Rice', useBy: null }] });
    stubApi({
      'GET /api/cart': () => jsonResponse(200, cart),
      'DELETE /api/cart/items/:id': () => {
        if (status !== 204) return jsonResponse(500, { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
        cart = buildCart();
        return jsonResponse(204, null);
      },
    });
    renderCart();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove Rice' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
    expect(await within(panel).findByText('Rice')).toBeInTheDocument();
    status = 204;
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Rice' }));
    await waitFor(() => expect(within(panel).queryByText('Rice')).not.toBeInTheDocument());
  });

  it('clears only after the confirmation', async () => {
    let cart = buildCart({ pantry: [{ id: 'a', name: 'Rice', useBy: null }], freezer: [{ id: 'b', name: 'Peas', useBy: null }] });
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, cart),
      'DELETE /api/cart': () => {
        cart = buildCart();
        return jsonResponse(204, null);
      },
    });
    renderCart();
    const panel = await openPanel();
    await within(panel).findByText('Rice');
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear Cart' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear your cart?' });
    expect(confirm).toHaveTextContent('This removes all 2 ingredients');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/cart')).toHaveLength(0);
    expect(within(panel).getByText('Rice')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear Cart' }));
    await waitFor(() => expect(within(panel).queryByText('Rice')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/cart')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
  });

  it('suggests from 2 characters: arrow keys, Enter adds the active one, Escape closes the list but not the panel', async () => {
    let cart = buildCart();
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, cart),
      'GET /api/ingredients/suggestions': (_body, url) =>
        jsonResponse(200, { suggestions: (url.searchParams.get('q') ?? '').startsWith('ch') ? ['chickpeas', 'chicken', 'chives'] : [] }),
      'POST /api/cart/items': () => {
        cart = buildCart({ pantry: [{ id: 'srv', name: 'Chicken', useBy: null }] });
        return jsonResponse(201, { id: 'srv', name: 'Chicken', useBy: null, section: 'pantry', created: true });
      },
    });
    renderCart();
    const panel = await openPanel();
    const input = await within(panel).findByRole('combobox');
    await userEvent.type(input, 'c');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(api.callsTo('GET /api/ingredients/suggestions')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'h');
    expect(await within(panel).findByRole('option', { name: 'Chickpeas' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(panel).getByRole('option', { name: 'Chicken' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);

    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Your Ingredients' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(api.callsTo('POST /api/cart/items')[0]?.body).toEqual({ name: 'Chicken', clientId: expect.stringMatching(UUID) });
    expect(input).toHaveValue('');
    expect(within(panel).queryByRole('option')).not.toBeInTheDocument();
    expect(await within(panel).findByText('Chicken')).toBeInTheDocument();
  });

  it('marks an item due within 3 days as "use soon", and sets a use-by date', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const soonKey = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    const api = stubApi({
      'GET /api/cart': () =>
        jsonResponse(
          200,
          buildCart({
            refrigerator: [
              { id: 'f', name: 'Feta', useBy: soonKey },
              { id: 'm', name: 'Milk', useBy: '2999-01-01' },
              { id: 'r', name: 'Rice', useBy: null },
            ],
          }),
        ),
      'PATCH /api/cart/items/:id': (body) =>
        jsonResponse(200, { id: 'r', name: 'Rice', section: 'refrigerator', useBy: null, ...(typeof body === 'object' ? body : {}) }),
    });
    renderCart();
    const panel = await openPanel();
    const feta = (await within(panel).findByText('Feta')).closest('li');
    const milk = within(panel).getByText('Milk').closest('li');
    if (!feta || !milk) throw new Error('rows missing');
    expect(within(feta).getByText(/Use soon/)).toBeInTheDocument();
    expect(within(milk).queryByText(/Use soon/)).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Set a use-by date for Rice' }));
    const dateInput = await within(panel).findByLabelText('Use-by date for Rice');
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.type(dateInput, `${nextYear}-03-04`);
    await waitFor(() => expect(api.callsTo('PATCH /api/cart/items/r').at(-1)?.body).toEqual({ useBy: `${nextYear}-03-04` }));
  });

  it('saves a typed use-by date once it is whole, never the years it passes through, and keeps the field usable', async () => {
    // Next year, so the typed date is never already past (the test ran on the very day it names).
    const year = new Date().getFullYear() + 1;
    let useBy: string | null = null;
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, buildCart({ refrigerator: [{ id: 'r', name: 'Rice', useBy }] })),
      'PATCH /api/cart/items/:id': (body) => {
        useBy = typeof body === 'object' && body !== null && 'useBy' in body && typeof body.useBy === 'string' ? body.useBy : null;
        return jsonResponse(200, { id: 'r', name: 'Rice', section: 'refrigerator', useBy });
      },
    });
    renderCart();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Set a use-by date for Rice' }));
    const dateInput = await within(panel).findByLabelText('Use-by date for Rice');
    // Chromium's field, typed 11/26/<year>: each year digit is a change with a valid (absurd) date.
    const typedYear = String(year);
    for (let digits = 1; digits <= 4; digits += 1) {
      fireEvent.change(dateInput, { target: { value: `${typedYear.slice(0, digits).padStart(4, '0')}-11-26` } });
      expect(dateInput).not.toBeDisabled();
    }
    await waitFor(() => expect(api.callsTo('PATCH /api/cart/items/r')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/cart/items/r')[0]?.body).toEqual({ useBy: `${year}-11-26` });
    expect(dateInput).toHaveValue(`${year}-11-26`);
    expect(within(panel).queryByText(/Past its use-by date/)).not.toBeInTheDocument();
  });

  it('leaves a half-typed use-by date unsaved and shows the saved one again', async () => {
    const api = stubApi({
      'GET /api/cart': () => jsonResponse(200, buildCart({ refrigerator: [{ id: 'r', name: 'Rice', useBy: null }] })),
      'PATCH /api/cart/items/:id': (body) =>
        jsonResponse(200, { id: 'r', name: 'Rice', section: 'refrigerator', useBy: null, ...(typeof body === 'object' ? body : {}) }),
    });
    renderCart();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Set a use-by date for Rice' }));
    const dateInput = await within(panel).findByLabelText('Use-by date for Rice');
    fireEvent.change(dateInput, { target: { value: '0020-11-26' } });
    fireEvent.blur(dateInput);
    // Give a save the time it would take to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.callsTo('PATCH /api/cart/items/r')).toHaveLength(0);
  });
});
