import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApiToken } from '../../../../domain/api-tokens.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { ApiTokensTab } = await import('./api-tokens-tab.tsx');

const SECRET = 'fkc_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

describe('Settings → API tokens', () => {
  let tokens: TApiToken[];
  let requests: { method: string; url: string; body: unknown }[];

  beforeEach(() => {
    vi.clearAllMocks();
    requests = [];
    tokens = [{ id: 't1', name: 'Home Assistant', scope: 'read', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method, url, body });
        if (url === '/api/tokens' && method === 'GET') return new Response(JSON.stringify(tokens), { status: 200 });
        if (url === '/api/tokens' && method === 'POST') {
          const created = { id: 't2', name: 'Claude', scope: 'write' as const, createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null };
          tokens = [created, ...tokens];
          return new Response(JSON.stringify({ ...created, token: SECRET }), { status: 201 });
        }
        if (url === '/api/tokens/t1' && method === 'DELETE') {
          tokens = tokens.filter((token) => token.id !== 't1');
          return new Response(null, { status: 204 });
        }
        return new Response(JSON.stringify({ error: 'Not found.', code: 'NOT_FOUND' }), { status: 404 });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderTab() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ApiTokensTab />
      </QueryClientProvider>,
    );
  }

  it('lists tokens with their access and last use', async () => {
    renderTab();
    const item = (await screen.findByText('Home Assistant')).closest('li');
    expect(item).not.toBeNull();
    expect(item?.textContent).toContain('Read only');
    expect(item?.textContent).toContain('Never used');
  });

  it('creates a token with a name and access, shows it once with a copy button, and forgets it on Done', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    await screen.findByText('Home Assistant');
    await user.type(screen.getByLabelText('Name'), 'Claude');
    await user.click(screen.getByLabelText(/Read and write/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const field = await screen.findByLabelText('Your new token');
    expect(field).toHaveValue(SECRET);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Claude', scope: 'write' });
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(toast.success).toHaveBeenCalledWith('Token copied!');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(await screen.findByText('Claude')).toBeInTheDocument();
  });

  it('says what is wrong with an empty name and sends nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Home Assistant');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('revokes a token only after the confirmation', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Revoke Home Assistant' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('"Home Assistant" stops working at once');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Home Assistant')).toBeNull());
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/api/tokens/t1')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Token "Home Assistant" revoked.');
  });
});
