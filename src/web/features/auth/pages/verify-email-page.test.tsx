import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type TFakeSession = { data: { user: { email: string; emailVerified: boolean } } | null; isPending: boolean; refetch: () => Promise<void> };
const refetch = vi.fn(async () => undefined);
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: false, refetch } };
const applyCode = vi.fn();
const resend = vi.fn();
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };

// A store, so a test can publish a new session object while the page is still on screen.
const sessionListeners = new Set<() => void>();
function publishSession(next: TFakeSession) {
  sessionState.current = next;
  for (const listener of sessionListeners) listener();
}
function subscribeSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}
vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => useSyncExternalStore(subscribeSession, () => sessionState.current) }));
vi.mock('../api/verify-email.ts', () => ({ applyVerificationCode: (...args: unknown[]) => applyCode(...args) }));
vi.mock('../api/send-verification-email.ts', () => ({ sendVerificationEmail: (...args: unknown[]) => resend(...args) }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { VerifyEmailPage } = await import('./verify-email-page.tsx');

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/create', element: <p>create page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/signup', element: <p>signup page</p> },
      { path: '/shared/:id', element: <p>shared page</p> },
    ],
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unverified = { user: { email: 'ada@example.test', emailVerified: false } };

describe('verify e-mail page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionState.current = { data: unverified, isPending: false, refetch };
  });

  it('applies the code from the link and goes to /create', async () => {
    applyCode.mockResolvedValue({ data: { status: true }, error: null });
    renderAt('/verify-email?oobCode=abc');
    expect(await screen.findByText('create page')).toBeInTheDocument();
    expect(applyCode).toHaveBeenCalledWith('abc');
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the error state for a bad link', async () => {
    applyCode.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_TOKEN' } });
    renderAt('/verify-email?oobCode=bad');
    const status = await screen.findByText('This link is invalid or expired. You can request a new one below.');
    expect(status).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('button', { name: /Resend Verification Email/ })).toBeInTheDocument();
  });

  it('shows no-code without a code, and refuses a resend during the cooldown', async () => {
    localStorage.setItem('verifyCooldownExpiry', String(Date.now() + 42_000));
    renderAt('/verify-email');
    expect(await screen.findByRole('status')).toHaveAttribute('data-state', 'no-code');
    await userEvent.click(screen.getByRole('button', { name: /Resend Verification Email/ }));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Please wait (41|42)s before requesting again\.$/));
    expect(resend).not.toHaveBeenCalled();
  });

  it('resends after the cooldown and starts a new one', async () => {
    resend.mockResolvedValue({ data: { status: true }, error: null });
    renderAt('/verify-email');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(resend).toHaveBeenCalledWith('ada@example.test');
    expect(toast.success).toHaveBeenCalledWith('Verification link sent! Check your inbox.');
    expect(Number(localStorage.getItem('verifyCooldownExpiry'))).toBeGreaterThan(Date.now() + 55_000);
  });

  it('maps too-many-requests and still restarts the cooldown', async () => {
    resend.mockResolvedValue({ data: null, error: { status: 429, code: 'RATE_LIMITED' } });
    renderAt('/verify-email');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(toast.error).toHaveBeenCalledWith('Too many requests—please wait a minute and try again.');
    expect(Number(localStorage.getItem('verifyCooldownExpiry'))).toBeGreaterThan(Date.now());
  });

  it('asks a visitor without a session to log in again', async () => {
    sessionState.current = { data: null, isPending: false, refetch };
    renderAt('/verify-email');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(toast.error).toHaveBeenCalledWith('No user session. Please log in again.');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('reloads the user every 5 s in the no-code state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt('/verify-email');
      await screen.findByRole('button', { name: 'Resend Verification Email' });
      const callsBefore = refetch.mock.calls.length;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(refetch.mock.calls.length).toBe(callsBefore + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('welcomes the cook once, even when the session answers again while the next page loads', async () => {
    // /create's chunk never arrives: the router keeps this page mounted during the navigation, as a
    // slow network does, and the session's polling answers meanwhile with new objects.
    const NeverLoaded = lazy(() => new Promise<never>(() => undefined));
    const router = createMemoryRouter(
      [
        { path: '/verify-email', element: <VerifyEmailPage /> },
        { path: '/create', element: <NeverLoaded /> },
      ],
      { initialEntries: ['/verify-email'] },
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    await screen.findByRole('button', { name: 'Resend Verification Email' });
    const verified = () => ({ data: { user: { email: 'ada@example.test', emailVerified: true } }, isPending: false, refetch });
    act(() => publishSession(verified()));
    act(() => publishSession(verified()));
    act(() => publishSession(verified()));
    expect(screen.getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(toast.success.mock.calls.filter(([text]) => text === 'Your e-mail is verified. Welcome to Forkcast!')).toHaveLength(1);
  });

  describe('right after sign-up', () => {
    beforeEach(() => {
      sessionState.current = { data: null, isPending: false, refetch };
    });

    it('says where the link went, resends to that address, and offers the way back for a wrong address', async () => {
      resend.mockResolvedValue({ data: { status: true }, error: null });
      renderAt('/verify-email?next=%2Fcreate%3Fprompt%3Dpho', { sentTo: 'ada@example.test' });
      expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('We sent a link to ada@example.test.');
      await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
      expect(resend).toHaveBeenCalledWith('ada@example.test');
      expect(toast.error).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Sign up with the right one' })).toHaveAttribute('href', '/signup?next=%2Fcreate%3Fprompt%3Dpho');
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcreate%3Fprompt%3Dpho');
    });

    it('goes on to its own ?next= once the link (opened in another tab) has signed the cook in, leaving the remembered copy to that tab', async () => {
      localStorage.setItem('forkcast.returnPath', JSON.stringify({ path: '/shared/abc', savedAt: Date.now() }));
      const router = renderAt('/verify-email?next=%2Fshared%2Fabc', { sentTo: 'ada@example.test' });
      await screen.findByRole('heading', { name: 'Check your e-mail' });
      sessionState.current = { data: { user: { email: 'ada@example.test', emailVerified: true } }, isPending: false, refetch };
      await act(() => router.navigate('/verify-email?next=%2Fshared%2Fabc', { replace: true, state: { sentTo: 'ada@example.test' } }));
      expect(await screen.findByText('shared page')).toBeInTheDocument();
      expect(localStorage.getItem('forkcast.returnPath')).not.toBeNull();
    });
  });
});
