import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLoginErrorMessage } from '../../../lib/auth-messages.ts';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

type TSignInResult = {
  data: { user: { emailVerified: boolean } } | null;
  error: { code?: string; message?: string; status: number; statusText: string } | null;
};

const signInEmail = vi.fn<(input: { email: string; password: string }) => Promise<TSignInResult>>();
const toasts = { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() };

vi.mock('../../../lib/auth-client.ts', () => ({
  loadAuthClient: async () => ({ signIn: { email: (input: { email: string; password: string }) => signInEmail(input) } }),
}));
vi.mock('../../../lib/toast.ts', () => ({ notify: toasts }));

const { LandingLoginForm } = await import('./landing-login-form.tsx');

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingLoginForm /> },
      { path: '/create', element: <p>create page</p> },
      { path: '/verify-email', element: <p>verify page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('landing login form', () => {
  beforeEach(() => {
    signInEmail.mockReset();
    for (const toast of Object.values(toasts)) toast.mockReset();
    // The form asks how this server lets cooks in; jsdom's fetch cannot reach a relative URL.
    stubFakeApi([route('GET', '/api/sign-in-options', () => ({ body: { isPasswordLoginOn: true, sso: null } }))]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for both fields without calling the provider', async () => {
    renderForm();
    await submit('cook@example.test', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it('disables the form and says Logging in... while signing in, then goes to /create', async () => {
    let finish: (result: TSignInResult) => void = () => {};
    signInEmail.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderForm();
    await submit('cook@example.test', 'secret password');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    finish({ data: { user: { emailVerified: true } }, error: null });
    expect(await screen.findByText('create page')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Logged in successfully!');
    expect(signInEmail).toHaveBeenCalledWith({ email: 'cook@example.test', password: 'secret password' });
  });

  it('maps wrong credentials to one message, inline only', async () => {
    signInEmail.mockResolvedValue({
      data: null,
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401, statusText: 'Unauthorized' },
    });
    renderForm();
    await submit('cook@example.test', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error: Invalid username or password');
    // One message in one place: not again as a toast.
    expect(toasts.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows any other error with the provider's own message", async () => {
    signInEmail.mockResolvedValue({
      data: null,
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.', status: 429, statusText: 'Too Many Requests' },
    });
    renderForm();
    await submit('cook@example.test', 'any password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('tells a disabled cook what the login page tells them (one mapping), with the way to support', async () => {
    signInEmail.mockResolvedValue({
      data: null,
      error: { code: 'BANNED_USER', message: 'You have been banned from this application', status: 403, statusText: 'Forbidden' },
    });
    renderForm();
    expect(screen.queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    await submit('cook@example.test', 'secret password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(toLoginErrorMessage({ status: 403, code: 'BANNED_USER', message: 'You have been banned from this application' }));
    expect(alert).toHaveTextContent('Login Error: You have been banned from this application');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact?account=disabled');
  });

  it('sends an unverified user to /verify-email with the info toast', async () => {
    signInEmail.mockResolvedValue({ data: { user: { emailVerified: false } }, error: null });
    renderForm();
    await submit('cook@example.test', 'secret password');
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(toasts.info).toHaveBeenCalledWith('Your account isn’t verified yet. Please verify your e-mail.');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
