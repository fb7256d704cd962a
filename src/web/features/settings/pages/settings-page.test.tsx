import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBillingStatus } from '../../../../domain/billing.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import type { TSignInOptions } from '../../../../domain/sign-in-options.ts';

// The tabs other than Account are lazy chunks: load them once up front, so a slow transform is not a findBy timeout.
beforeAll(async () => {
  await import('../components/subscription-tab.tsx');
  await import('../components/dietary-tab.tsx');
  await import('../components/household-tab.tsx');
  await import('../components/calendar-tab.tsx');
  await import('../components/api-tokens-tab.tsx');
  await import('../import-export/import-export-tab.tsx');
}, 60_000);

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));
const signInSocial = vi.fn(async (_input: { provider: string; callbackURL: string }) => ({ data: {}, error: null }));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => ({ data: null, isPending: false, refetch: vi.fn(async () => undefined) }),
  loadAuthClient: async () => ({
    signOut: vi.fn(async () => ({})),
    changePassword: vi.fn(async () => ({ data: {}, error: null })),
    signIn: { social: signInSocial },
  }),
}));
const signInOptions: { current: TSignInOptions } = { current: { isPasswordLoginOn: true, sso: { name: 'Authentik' } } };
vi.mock('../../../lib/use-sign-in-options.ts', () => ({ useSignInOptions: () => signInOptions.current }));

const { SettingsPage } = await import('./settings-page.tsx');
const { Modal } = await import('../../../components/modal.tsx');

const freeBilling: TBillingStatus = {
  payments: 'dev',
  plan: 'free',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  priceType: null,
  canUpgrade: true,
  canCancel: false,
  canResume: false,
  canManageBilling: false,
};

const baseProfile: TProfile = {
  name: 'Ada',
  email: 'ada@example.test',
  hasPassword: true,
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  isPro: false,
  usageCount: 2,
  usageMonth: '2026-11',
  generationsLeft: 3,
  savedRecipeCount: 4,
  savedRecipesLimit: 10,
  dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
  allergens: [],
  avoidIngredients: [],
  theme: 'system',
  nutritionGoals: null,
};

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('settings page', () => {
  let requests: { method: string; url: string; body: unknown }[];
  let profile: TProfile;
  let billing: TBillingStatus;
  /** What the account routes answer instead of success, when a test sets it. */
  let accountRefusal: { status: number; body: unknown } | null;

  beforeEach(() => {
    vi.clearAllMocks();
    accountRefusal = null;
    signInOptions.current = { isPasswordLoginOn: true, sso: { name: 'Authentik' } };
    requests = [];
    profile = structuredClone(baseProfile);
    billing = structuredClone(freeBilling);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method: init?.method ?? 'GET', url, body });
        if (url === '/api/billing') return new Response(JSON.stringify(billing), { status: 200 });
        if (url === '/cancel-subscription') {
          billing = { ...billing, subscriptionStatus: 'canceling', canCancel: false, canResume: true };
          return new Response(
            JSON.stringify({ message: 'Your subscription has been canceled. You keep Pro until June 20, 2040.', endDate: billing.subscriptionEndDate }),
            { status: 200 },
          );
        }
        const isAccountAction = url === '/api/profile/email' || (url === '/api/profile' && init?.method === 'DELETE');
        if (isAccountAction && accountRefusal) return new Response(JSON.stringify(accountRefusal.body), { status: accountRefusal.status });
        if (url === '/api/profile' && init?.method === 'DELETE') return new Response(JSON.stringify({ deleted: true }), { status: 200 });
        if (url === '/api/profile/email')
          return new Response(JSON.stringify({ email: profile.email, emailVerified: true, pendingEmail: body.newEmail }), { status: 200 });
        if (init?.method === 'PATCH') profile = { ...profile, ...body, dietary: { ...profile.dietary, ...body.dietary } };
        return new Response(JSON.stringify(profile), { status: 200 });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lays the tabs out as a column on wide screens and as a row, moved with Left/Right, on phones', async () => {
    renderSettings();
    expect(await screen.findByRole('tablist', { name: 'Settings' })).toHaveAttribute('aria-orientation', 'vertical');
    cleanup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 720px)', addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    renderSettings();
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveFocus();
  });

  it('shows the Free plan with this month’s usage', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByText(/3 of 5 generations left this month/)).toBeInTheDocument();
    // Upgrade in sight, not only inside Manage.
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a Pro plan with its renewal date, and cancels only after the confirmation', async () => {
    billing = {
      ...freeBilling,
      plan: 'pro',
      subscriptionStatus: 'pro',
      subscriptionEndDate: '2040-06-20T12:00:00.000Z',
      priceType: 'monthly',
      canUpgrade: false,
      canCancel: true,
    };
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByText('Your Pro plan renews on June 20, 2040 (billed monthly).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(screen.queryByRole('menuitem', { name: /Upgrade/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel subscription' }));
    // A confirmation on the shared frame (components/modal.tsx), not an unstyled strip of its own.
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your Pro subscription?' });
    const frame = render(
      <Modal isOpen onClose={() => undefined} title="Frame" size="narrow" role="alertdialog">
        <p>frame</p>
      </Modal>,
    );
    const frameDialog = within(frame.baseElement).getByRole('alertdialog', { name: 'Frame' });
    expect(confirm.className).toBe(frameDialog.className);
    frame.unmount();
    expect(confirm).toHaveAccessibleDescription(/You keep Pro until June 20, 2040/);
    expect(requests.some((request) => request.url === '/cancel-subscription')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(requests.some((request) => request.url === '/cancel-subscription' && request.method === 'POST')).toBe(true));
    expect(await screen.findByText('Your Pro plan ends on June 20, 2040.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(await screen.findByRole('menuitem', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('offers a free cook custom dietary preferences with the Pro badge and an upgrade link', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dietary Restrictions' }));
    const section = await screen.findByRole('region', { name: /Ingredients I never want/ });
    expect(within(section).getByLabelText('Pro feature')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves a dietary chip at once and shows it pressed', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dietary Restrictions' }));
    const chips = within(screen.getByRole('group', { name: 'Dietary restrictions' }));
    const vegan = chips.getByRole('button', { name: 'Vegan' });
    expect(vegan).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vegan);
    expect(await chips.findByRole('button', { name: 'Vegan', pressed: true })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/profile', body: { dietary: { vegan: true } } });
  });

  it('saves allergen chips as a list, beside the five flags', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dietary Restrictions' }));
    const chips = within(screen.getByRole('group', { name: 'Allergies' }));
    await userEvent.click(chips.getByRole('button', { name: 'Sesame' }));
    expect(await chips.findByRole('button', { name: 'Sesame', pressed: true })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/profile', body: { allergens: ['sesame'] } });
    await userEvent.click(chips.getByRole('button', { name: 'Egg' }));
    expect(requests.at(-1)?.body).toEqual({ allergens: ['sesame', 'egg'] });
    await userEvent.click(await chips.findByRole('button', { name: 'Sesame', pressed: true }));
    expect(requests.at(-1)?.body).toEqual({ allergens: ['egg'] });
  });

  it('asks for the current password before changing the e-mail', async () => {
    renderSettings();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your current password to change your e-mail or password.');
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('says a link was sent to the new address, and keeps showing the current one until it is opened', async () => {
    renderSettings();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'New@Example.test');
    await userEvent.type(screen.getByLabelText('Current Password'), 'my current password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = 'We sent a link to new@example.test. Your e-mail changes once you open it.';
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/profile/email',
      body: { newEmail: 'new@example.test', currentPassword: 'my current password' },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
  });

  it('checks a new password against the rule in the browser', async () => {
    renderSettings();
    await userEvent.type(await screen.findByLabelText('New Password'), 'too short');
    await userEvent.type(screen.getByLabelText('Current Password'), 'my current password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 12 characters.');
  });

  it('saves a new name with “Account updated.”', async () => {
    renderSettings();
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account updated.'));
    expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/profile', body: { name: 'Grace' } });
  });

  describe('an account without a password (single sign-on only)', () => {
    const recentSignInRefusal = {
      status: 403,
      body: { error: 'For your safety, sign in again with Authentik, then try again within 10 minutes.', code: 'RECENT_SIGN_IN_REQUIRED' },
    };

    beforeEach(() => {
      profile = { ...profile, hasPassword: false };
    });

    it('shows no password fields and changes the e-mail without one', async () => {
      renderSettings();
      const email = await screen.findByLabelText('Email');
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      await userEvent.clear(email);
      await userEvent.type(email, 'new@example.test');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
      expect(requests.at(-1)).toEqual({ method: 'POST', url: '/api/profile/email', body: { newEmail: 'new@example.test' } });
    });

    it('offers to sign in again with the provider when the sign-in is too old, coming back to the settings', async () => {
      accountRefusal = recentSignInRefusal;
      renderSettings();
      const email = await screen.findByLabelText('Email');
      await userEvent.clear(email);
      await userEvent.type(email, 'new@example.test');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(recentSignInRefusal.body.error)).toHaveAttribute('role', 'alert');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in again with Authentik' }));
      await vi.waitFor(() => expect(signInSocial).toHaveBeenCalledWith(expect.objectContaining({ provider: 'oidc', callbackURL: '/settings' })));
    });

    it('confirms deletion without a password, and explains a refusal with the sign-in button', async () => {
      accountRefusal = recentSignInRefusal;
      renderSettings();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).queryByLabelText('Current Password')).not.toBeInTheDocument();
      expect(dialog).not.toHaveTextContent('Enter your current password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await within(dialog).findByText(recentSignInRefusal.body.error)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Sign in again with Authentik' })).toBeInTheDocument();
      expect(requests.at(-1)).toEqual({ method: 'DELETE', url: '/api/profile', body: {} });
    });
  });

  it('hides the password change for everyone when password sign-in is off, but keeps the current password for the e-mail', async () => {
    signInOptions.current = { isPasswordLoginOn: false, sso: { name: 'Authentik' } };
    renderSettings();
    expect(await screen.findByLabelText('Current Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByText('Needed to change your e-mail.')).toBeInTheDocument();
  });

  it('asks a cook with a password for it before deleting the account', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your current password.');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });
});
