import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type TFakeSession = { data: { user: { emailVerified: boolean; role: string } } | null; isPending: boolean; error?: Error };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: true } };
const toastError = vi.fn();

vi.mock('../lib/auth-client.ts', () => ({
  useAuthSession: () => sessionState.current,
  isAdminUser: (session: TFakeSession['data']) => session?.user.role === 'admin',
}));
vi.mock('../lib/toast.ts', () => ({ notify: { error: (message: string) => toastError(message) } }));

const { RedirectVerifiedUser, RequireAdmin, RequireVerifiedUser } = await import('./route-guards.tsx');

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>login page</p> },
      {
        path: '/signup',
        element: (
          <RedirectVerifiedUser>
            <p>signup page</p>
          </RedirectVerifiedUser>
        ),
      },
      { path: '/verify-email', element: <p>verify page</p> },
      { path: '/saved', element: <p>saved page</p> },
      {
        path: '/meal-planner',
        element: (
          <RequireVerifiedUser pending={<h1>Meal Planner frame</h1>}>
            <p>planner page</p>
          </RequireVerifiedUser>
        ),
      },
      {
        path: '/create',
        element: (
          <RequireVerifiedUser>
            <p>create page</p>
          </RequireVerifiedUser>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <p>admin page</p>
          </RequireAdmin>
        ),
      },
    ],
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  beforeEach(() => {
    toastError.mockReset();
  });

  it('shows Loading while the session is unknown', () => {
    sessionState.current = { data: null, isPending: true };
    renderAt('/create');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the frame it is given while the session is unknown, then the page or the sign-in page', () => {
    sessionState.current = { data: null, isPending: true };
    renderAt('/meal-planner');
    expect(screen.getByRole('heading', { name: 'Meal Planner frame' })).toBeInTheDocument();
    expect(screen.queryByText('planner page')).not.toBeInTheDocument();
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    renderAt('/meal-planner');
    expect(screen.getByText('planner page')).toBeInTheDocument();
    sessionState.current = { data: null, isPending: false };
    renderAt('/meal-planner');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows the sign-up form while the session is unknown (as prerendered) and sends a verified user on to /create', () => {
    sessionState.current = { data: null, isPending: true };
    renderAt('/signup');
    expect(screen.getByText('signup page')).toBeInTheDocument();
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    renderAt('/signup');
    expect(screen.getByText('create page')).toBeInTheDocument();
  });

  it('sends a cook who signs in back to the page that sent them to the login page (and its open recipe), not /create', () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    const router = renderAt('/signup', { from: '/saved?recipe=r1' });
    expect(screen.getByText('saved page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?recipe=r1');
  });

  it('sends a visitor to /login', () => {
    sessionState.current = { data: null, isPending: false };
    renderAt('/create');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends an unverified user to /verify-email', () => {
    sessionState.current = { data: { user: { emailVerified: false, role: 'user' } }, isPending: false };
    renderAt('/create');
    expect(screen.getByText('verify page')).toBeInTheDocument();
  });

  it('keeps the page asked for (the landing prompt on /create) when sending an unverified user to verify', () => {
    sessionState.current = { data: { user: { emailVerified: false, role: 'user' } }, isPending: false };
    const router = renderAt('/create?prompt=pho');
    expect(screen.getByText('verify page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/create?prompt=pho')}`);
  });

  it('lets a verified user in', () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    renderAt('/create');
    expect(screen.getByText('create page')).toBeInTheDocument();
  });

  it('sends a non-admin away from /admin with the toast', () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'user' } }, isPending: false };
    renderAt('/admin');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Access denied. Admin privileges required.');
  });

  it('sends a visitor away from /admin to /login', () => {
    sessionState.current = { data: null, isPending: false };
    renderAt('/admin');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('lets an admin into /admin', () => {
    sessionState.current = { data: { user: { emailVerified: true, role: 'admin' } }, isPending: false };
    renderAt('/admin');
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it('says it could not verify admin access when the session cannot be read', () => {
    sessionState.current = { data: null, isPending: false, error: new Error('network down') };
    renderAt('/admin');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Error verifying admin access.');
  });
});
