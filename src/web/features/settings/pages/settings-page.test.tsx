import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProfile } from '../../../../domain/profile.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => ({ data: null, isPending: false, refetch: vi.fn(async () => undefined) }),
  authClient: { signOut: vi.fn(async () => ({})), changePassword: vi.fn(async () => ({ data: {}, error: null })) },
}));

const { SettingsPage } = await import('./settings-page.tsx');

const baseProfile: TProfile = {
  name: 'Ada',
  email: 'ada@example.test',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  isPro: false,
  usageCount: 2,
  usageMonth: '2026-11',
  generationsLeft: 3,
  savedRecipeCount: 4,
  savedRecipesLimit: 10,
  dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
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

  beforeEach(() => {
    vi.clearAllMocks();
    requests = [];
    profile = structuredClone(baseProfile);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method: init?.method ?? 'GET', url, body });
        if (init?.method === 'PATCH') profile = { ...profile, ...body, dietary: { ...profile.dietary, ...body.dietary } };
        return new Response(JSON.stringify(profile), { status: 200 });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the Free plan with this month’s usage', async () => {
    renderSettings();
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByText(/3 of 5 generations left this month/)).toBeInTheDocument();
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

  it('asks for the current password before changing the e-mail', async () => {
    renderSettings();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your current password to change your e-mail or password.');
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
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
});
