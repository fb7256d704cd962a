import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSignInOptions } from '../../../../domain/sign-in-options.ts';
import { SSO_MESSAGES } from '../../../lib/auth-messages.ts';

const options: { current: TSignInOptions | null } = { current: null };
const social = vi.fn();

vi.mock('../../../lib/use-sign-in-options.ts', () => ({ useSignInOptions: () => options.current }));
vi.mock('../../../lib/auth-client.ts', () => ({ loadAuthClient: async () => ({ signIn: { social } }) }));

const { LoginPage } = await import('./login-page.tsx');
const { SignupPage } = await import('./signup-page.tsx');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/terms', element: <p>terms page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('single sign-on on the sign-in pages', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    social.mockResolvedValue({ data: { url: 'http://127.0.0.1/auth', redirect: true }, error: null });
  });

  it('shows no single sign-on button when the server has none', () => {
    options.current = { isPasswordLoginOn: true, sso: null };
    renderAt('/login');
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('offers the provider beside the password form, and sends the cook to it with where they were going', async () => {
    options.current = { isPasswordLoginOn: true, sso: { name: 'Authentik' } };
    renderAt('/login?next=%2Fsaved');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Authentik' }));
    expect(social).toHaveBeenCalledWith({ provider: 'oidc', callbackURL: '/saved', errorCallbackURL: '/login' });
  });

  it('hides the password form and the sign-up link with PASSWORD_LOGIN=false', () => {
    options.current = { isPasswordLoginOn: false, sso: { name: 'single sign-on' } };
    renderAt('/login');
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('says why single sign-on came back without a session', async () => {
    options.current = { isPasswordLoginOn: true, sso: { name: 'Authentik' } };
    const router = renderAt('/login?error=account_not_linked');
    expect(await screen.findByText(SSO_MESSAGES.accountNotLinked)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('replaces the sign-up form with the provider when passwords are off', () => {
    options.current = { isPasswordLoginOn: false, sso: { name: 'Keycloak' } };
    renderAt('/signup');
    expect(screen.getByRole('button', { name: 'Sign in with Keycloak' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
