import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../../domain/password.ts';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

const signIn = vi.fn();
const signUp = vi.fn();
const requestReset = vi.fn();
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() };

vi.mock('../../../lib/sign-in.ts', () => ({ signInWithEmail: (...args: unknown[]) => signIn(...args) }));
vi.mock('../api/sign-up.ts', () => ({ signUpWithEmail: (...args: unknown[]) => signUp(...args) }));
vi.mock('../api/request-password-reset.ts', () => ({ requestPasswordReset: (...args: unknown[]) => requestReset(...args) }));
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { LoginPage } = await import('./login-page.tsx');
const { SignupPage } = await import('./signup-page.tsx');
const { ForgotPasswordPage } = await import('./forgot-password-page.tsx');

// The login and sign-up pages ask how this server lets cooks in; jsdom's fetch cannot reach a relative URL.
beforeEach(() => {
  stubFakeApi([route('GET', '/api/sign-in-options', () => ({ body: { isPasswordLoginOn: true, sso: null } }))]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-email', element: <p>verify page</p> },
      { path: '/create', element: <p>create page</p> },
      { path: '/saved', element: <p>saved page</p> },
      { path: '/shared/:id', element: <p>shared page</p> },
      { path: '/terms', element: <p>terms page</p> },
      { path: '/contact', element: <p>contact page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('login form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('shows the spec message for a wrong password, inline only', async () => {
    signIn.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password here');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error: Invalid username or password');
    // One message in one place: not again as a toast.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears the failed-login message when the next try succeeds', async () => {
    signIn.mockResolvedValueOnce({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password here');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    signIn.mockResolvedValueOnce({ data: { user: { emailVerified: true } }, error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('create page')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid username or password/)).not.toBeInTheDocument();
  });

  it('goes back to ?next= (a shared recipe) after logging in, and never off the site', async () => {
    signIn.mockResolvedValue({ data: { user: { emailVerified: true } }, error: null });
    renderAt('/login?next=%2Fshared%2Fabc');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Fshared%2Fabc');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('shared page')).toBeInTheDocument();
  });

  it('says why after the inactivity sign-out, and returns to the page and its open recipe', async () => {
    signIn.mockResolvedValue({ data: { user: { emailVerified: true } }, error: null });
    const router = renderAt('/login');
    await router.navigate('/login', { state: { from: '/saved?recipe=r1', reason: 'inactivity' } });
    expect(await screen.findByRole('status')).toHaveTextContent('You were signed out after 10 minutes without activity.');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password here');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('saved page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?recipe=r1');
  });

  it('says why when the page left behind redirected here itself (its guard keeps the path, not the reason)', async () => {
    sessionStorage.setItem('forkcast.signOutReason', 'inactivity');
    const router = renderAt('/login');
    await router.navigate('/login', { replace: true, state: { from: '/saved?recipe=r1' } });
    expect(await screen.findByRole('status')).toHaveTextContent('You were signed out after 10 minutes without activity.');
    // Said once: a later visit to the login page does not repeat it.
    expect(sessionStorage.getItem('forkcast.signOutReason')).toBeNull();
  });

  it('ignores a ?next= that leaves the site', async () => {
    signIn.mockResolvedValue({ data: { user: { emailVerified: true } }, error: null });
    renderAt('/login?next=%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('create page')).toBeInTheDocument();
  });

  it('says a disabled account is disabled', async () => {
    signIn.mockResolvedValue({ data: null, error: { status: 403, code: 'BANNED_USER', message: 'Your account has been disabled. Please contact support.' } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error: Your account has been disabled. Please contact support.');
    // The way to support that needs no sign-in, with the address already typed.
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link).toHaveAttribute('href', '/contact?account=disabled');
    await userEvent.click(link);
    expect(await screen.findByText('contact page')).toBeInTheDocument();
  });

  it('says why when an admin disabled the account while it was signed in', async () => {
    sessionStorage.setItem('forkcast.signOutReason', 'disabled');
    renderAt('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been disabled, so you were signed out.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact?account=disabled');
  });

  it('keeps one link to support when the disabled cook then tries to log in', async () => {
    sessionStorage.setItem('forkcast.signOutReason', 'disabled');
    signIn.mockResolvedValue({ data: null, error: { status: 403, code: 'BANNED_USER', message: 'Your account has been disabled. Please contact support.' } });
    renderAt('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been disabled, so you were signed out.');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error: Your account has been disabled. Please contact support.');
    expect(screen.getAllByRole('link', { name: 'Contact support' })).toHaveLength(1);
  });

  it('disables the form and says Logging In... while submitting', async () => {
    let finish: (value: unknown) => void = () => undefined;
    signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    finish({ data: { user: { emailVerified: true } }, error: null });
    expect(await screen.findByText('create page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully!');
  });

  it('log in first, verify after: the waiting page keeps where the cook was going (the landing prompt)', async () => {
    signIn.mockResolvedValue({ data: { user: { emailVerified: false } }, error: null });
    const router = renderAt('/login?next=%2Fcreate%3Fprompt%3Dpho');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fcreate%3Fprompt%3Dpho');
  });

  it('sends an unverified user to /verify-email with the info toast, replacing history', async () => {
    signIn.mockResolvedValue({ data: { user: { emailVerified: false } }, error: null });
    const router = renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'cook@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Your account isn’t verified yet. Please verify your e-mail.');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the verified message once and cleans the URL', async () => {
    const router = renderAt('/login?verified=true');
    expect(await screen.findByText('Your e-mail has been verified! You can now log in.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // In one place only: the notice, not a toast beside it.
    expect(screen.getAllByText('Your e-mail has been verified! You can now log in.')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the server', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('sign-up form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('states the password rule', () => {
    renderAt('/signup');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 12 characters/);
  });

  it.each([
    ['a short password', 'short pass', PASSWORD_MESSAGES.tooShort],
    ['a common password', 'qazwsxedcrfv', PASSWORD_MESSAGES.tooCommon],
  ])('refuses %s in the browser with the server’s message', async (_label, password, message) => {
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // One message in one place: not again as a toast.
    expect(toast.error).not.toHaveBeenCalled();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('on success starts the 60 s cooldown and shows the "check your e-mail" page with the address, not the login page', async () => {
    signUp.mockResolvedValue({ data: { user: {} }, error: null });
    const router = renderAt('/signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a kitchen full of basil');
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(router.state.location.state).toEqual({ sentTo: 'ada@example.test' });
    const expiry = Number(localStorage.getItem('verifyCooldownExpiry'));
    expect(expiry).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('links the Terms, and keeps ?next= for the waiting page and the verification tab', async () => {
    signUp.mockResolvedValue({ data: { user: {} }, error: null });
    const router = renderAt('/signup?next=%2Fshared%2Fabc');
    expect(screen.getByText(/By creating an account you agree to the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fshared%2Fabc');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a kitchen full of basil');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fshared%2Fabc');
    expect(JSON.parse(localStorage.getItem('forkcast.returnPath') ?? 'null')).toMatchObject({ path: '/shared/abc' });
  });

  it('shows a server failure inline in red, not again as a toast', async () => {
    signUp.mockResolvedValue({
      data: null,
      error: { status: 429, code: 'RATE_LIMITED', message: 'Too many sign-up attempts. Please wait a minute and try again.' },
    });
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a kitchen full of basil');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-up attempts. Please wait a minute and try again.');
    expect(alert).toHaveClass('form-error');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('forgot-password form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('checks the e-mail pattern in the browser', async () => {
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(requestReset).not.toHaveBeenCalled();
  });

  it.each(['registered@example.test', 'nobody-here@example.test'])(
    'shows only the neutral notice for %s, never a toast saying a link was sent',
    async (address) => {
      requestReset.mockResolvedValue({ data: { status: true }, error: null });
      renderAt('/forgot-password');
      await userEvent.type(screen.getByLabelText('Email'), address);
      await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('status')).toHaveTextContent("If that email is registered, you'll receive a reset link shortly.");
      expect(toast.success).not.toHaveBeenCalled();
      expect(toast.error).not.toHaveBeenCalled();
      expect(screen.queryByText(/has been sent/)).not.toBeInTheDocument();
      expect(requestReset).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    [{ status: 429, code: 'RATE_LIMITED' }, 'Too many attempts. Please try again later.'],
    [{ status: 500 }, 'An error occurred. Please try again later.'],
  ])('maps %j to the spec message', async (error, message) => {
    requestReset.mockResolvedValue({ data: null, error });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
