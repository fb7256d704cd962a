import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { route, stubFakeApi } from '../../../test/fake-api.ts';
import { messageKeys } from '../api/message-keys.ts';

type TFakeUser = { id: string; name: string; emailVerified: boolean; role: string };
const sessionState: { current: { data: { user: TFakeUser } | null; isPending: boolean } } = { current: { data: null, isPending: false } };
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => sessionState.current,
  isAdminUser: (session: { user: TFakeUser } | null) => session?.user.role === 'admin',
}));

const { MessagesButton } = await import('./messages-button.tsx');

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderButton(path = '/create') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MessagesButton />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

const cook = (overrides: Partial<TFakeUser> = {}) => ({
  data: { user: { id: 'cook-1', name: 'Rosa', emailVerified: true, role: 'user', ...overrides } },
  isPending: false,
});

describe('MessagesButton', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the unread badge above 0 and asks again every 60 seconds', async () => {
    let unread = 0;
    const { calls } = stubFakeApi([route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: unread } }))]);
    sessionState.current = cook();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = renderButton();
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    // The 60 s count from the first answer (parsed once its schema's module has loaded).
    await waitFor(() => expect(client.getQueryState(messageKeys.unreadCount())?.status).toBe('success'));
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    unread = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByRole('button', { name: 'Messages, 2 unread' })).toHaveTextContent('2');
    expect(calls.filter((call) => call.path === '/api/user/conversations/unread-count')).toHaveLength(2);
  });

  it('tells an unverified cook to verify instead of opening', async () => {
    const { calls } = stubFakeApi([]);
    sessionState.current = cook({ emailVerified: false });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(toast.info).toHaveBeenCalledWith('Please verify your e-mail to access messages.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is not there for an admin or a visitor', () => {
    stubFakeApi([]);
    sessionState.current = cook({ role: 'admin' });
    renderButton();
    expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it('opens the modal on click and asks for the count again when it closes', async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: 1 } })),
      route('GET', '/api/user/conversations', () => ({ body: [] })),
    ]);
    sessionState.current = cook();
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Messages, 1 unread' }));
    expect(await screen.findByRole('dialog', { name: 'Your Messages' })).toBeInTheDocument();
    const before = calls.filter((call) => call.path.endsWith('unread-count')).length;
    await user.click(screen.getByRole('button', { name: 'Close messages' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('unread-count')).length).toBe(before + 1));
  });

  it('opens the conversation an e-mail link names and drops the parameter', async () => {
    stubFakeApi([
      route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: 1 } })),
      route('GET', '/api/user/conversations', () => ({ body: [] })),
    ]);
    sessionState.current = cook();
    renderButton('/create?conversation=c42');
    expect(await screen.findByRole('dialog', { name: 'Your Messages' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });
});
