import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CHECK_MS, INACTIVITY_SIGN_OUT_MS } from '../../domain/limits.ts';
import { route, stubFakeApi } from '../test/fake-api.ts';

type TFakeSession = { data: { user: { emailVerified: boolean; role: string } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: false } };
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
const signOut = vi.fn(async () => ({ data: { success: true }, error: null }));

vi.mock('../lib/auth-client.ts', () => ({
  useAuthSession: () => sessionState.current,
  isAdminUser: (session: TFakeSession['data']) => session?.user.role === 'admin',
  loadAuthClient: async () => ({ signOut: () => signOut() }),
  waitForNoSession: async () => undefined,
}));
vi.mock('../lib/toast.ts', () => ({ notify: toast, TOAST_CONTAINER_PROPS: {} }));

const { Navbar } = await import('./navbar.tsx');
const { loadQueryClient } = await import('../lib/lazy-query-client.tsx');
const { AppLayout } = await import('./app-layout.tsx');
const { holdSession } = await import('../lib/session-hold.ts');

// A signed-in shell polls the unread count and sends page views: jsdom's fetch cannot reach a relative
// URL, so they are answered here (anything else still fails loudly, as a 404 from the fake API). The
// shell's scroll reset on navigation (scroll-manager.tsx) calls window.scrollTo, which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  stubFakeApi([
    route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: 0 } })),
    route('POST', '/api/analytics/events', () => ({ status: 204 })),
  ]);
});

// Unmounted first (setup.ts's cleanup runs after this hook): a poll the sign-out's cache reset starts must not
// reach jsdom's own fetch once the fake one is gone.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithRouter(element: React.ReactNode, queryClient = new QueryClient()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {element}
            <Outlet />
          </>
        ),
        children: ['/', '/login', '/create', '/meal-planner', '/saved', '/settings', '/admin'].map((path) => ({ path, element: <p>page {path}</p> })),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('navbar', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('offers a visitor Pricing, Sign up and Login, and marks the current one', async () => {
    sessionState.current = { data: null, isPending: false };
    const router = renderWithRouter(<Navbar />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/login'));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts Create, Meal Planner and Saved Recipes in the bar as real links, marking the current page', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    const router = renderWithRouter(<Navbar />);
    const bar = screen.getByRole('list', { name: 'Main pages' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Create', '/create'],
      ['Meal Planner', '/meal-planner'],
      ['Saved Recipes', '/saved'],
    ]);
    await act(() => router.navigate('/saved'));
    expect(within(bar).getByRole('link', { name: 'Saved Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Create' })).not.toHaveAttribute('aria-current');
  });

  it('lists the pages under their own titles as links in the menu, and navigates', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    const router = renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Create', 'Meal Planner', 'Saved Recipes', 'Settings', 'Logout']);
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(menu).getByRole('link', { name: 'Meal Planner' }));
    expect(router.state.location.pathname).toBe('/meal-planner');
    expect(screen.queryByRole('list', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('marks the current page in the menu with aria-current, and only that one', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    const router = renderWithRouter(<Navbar />);
    await act(() => router.navigate('/saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Saved Recipes' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Create', 'Meal Planner', 'Settings']) expect(within(menu).getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
  });

  it('adds Admin Dashboard for an admin', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'admin' } }, isPending: false };
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('list', { name: 'Account menu' })).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('closes the menu on a click outside', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('page /'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives an unverified user the spec toasts instead of the pages', async () => {
    sessionState.current = { data: { user: { emailVerified: false, role: 'user' } }, isPending: false };
    const router = renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(toast.info).toHaveBeenLastCalledWith('Please verify your e-mail to access the menu.');
    const menu = screen.getByRole('list', { name: 'Account menu' });
    for (const [label, message] of [
      ['Create', 'Please verify your e-mail to access Create.'],
      ['Meal Planner', 'Please verify your e-mail to access Meal Planner.'],
      ['Saved Recipes', 'Please verify your e-mail to access Saved Recipes.'],
      ['Settings', 'Please verify your e-mail to access Settings.'],
    ]) {
      await userEvent.click(within(menu).getByRole('link', { name: label }));
      expect(toast.info).toHaveBeenLastCalledWith(message);
    }
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out: signs out, clears cached data, closes the menu and goes to /login', async () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    // Sign-out clears the app's one query client, whichever pages filled it.
    const queryClient = await loadQueryClient();
    queryClient.setQueryData(['profile'], { name: 'Ada' });
    const router = renderWithRouter(<Navbar />, queryClient);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('list', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('inactivity sign-out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out after 10 minutes without activity, checked every minute, and activity resets the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    signOut.mockClear();
    renderWithRouter(<AppLayout />);
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_SIGN_OUT_MS - INACTIVITY_CHECK_MS);
    });
    window.dispatchEvent(new Event('keydown'));
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_SIGN_OUT_MS - INACTIVITY_CHECK_MS);
    });
    expect(signOut).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2 * INACTIVITY_CHECK_MS);
    });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session while a screen holds it (cook mode), and counts 10 minutes again from its release', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    signOut.mockClear();
    renderWithRouter(<AppLayout />);
    const release = holdSession();
    await act(async () => {
      vi.advanceTimersByTime(3 * INACTIVITY_SIGN_OUT_MS);
    });
    expect(signOut).not.toHaveBeenCalled();
    release();
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_SIGN_OUT_MS - INACTIVITY_CHECK_MS);
    });
    expect(signOut).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2 * INACTIVITY_CHECK_MS);
    });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('takes the cook to the login page with the reason and the page (and open recipe) to return to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    signOut.mockClear();
    const router = renderWithRouter(<AppLayout />);
    await act(() => router.navigate('/saved?recipe=r1'));
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_SIGN_OUT_MS + INACTIVITY_CHECK_MS);
    });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/saved?recipe=r1', reason: 'inactivity' });
    // Said once, on the login page: no toast that vanishes.
    expect(toast.info).not.toHaveBeenCalled();
  });
});
