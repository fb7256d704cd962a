import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminUser } from '../../../../domain/admin-users.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({
  notify: {
    success: (message: string) => toast.success(message),
    error: (message: string) => toast.error(message),
    info: (message: string) => toast.info(message),
  },
}));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => ({ data: { user: { id: 'admin-1' } } }),
}));

const { AdminUsersTab } = await import('./admin-users-tab.tsx');

function buildUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 'u1',
    name: 'Ada Cook',
    email: 'ada@example.test',
    subscriptionStatus: 'free',
    isPro: false,
    usageCount: 3,
    usageMonth: '2026-11',
    recipeCount: 3,
    savedRecipeCount: 2,
    disabled: false,
    role: 'user',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type TCall = { method: string; url: string; body: unknown };

function installFakeApi(users: TAdminUser[], options: { total?: number; failing?: string[] } = {}) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: url.pathname + url.search, body });
      const key = `${method} ${url.pathname}`;
      if ((options.failing ?? []).some((prefix) => key.startsWith(prefix))) return json(500, { error: 'boom', code: 'INTERNAL' });
      if (key === 'GET /api/admin/users') {
        return json(200, {
          users,
          total: options.total ?? users.length,
          page: Number(url.searchParams.get('page')),
          pageSize: Number(url.searchParams.get('pageSize')),
        });
      }
      const target = users.find((user) => url.pathname.startsWith(`/api/admin/users/${user.id}`));
      if (!target) return json(404, { error: 'User not found.', code: 'NOT_FOUND' });
      if (method === 'GET' && url.pathname === `/api/admin/users/${target.id}`) {
        const members = [
          { userId: 'owner-1', name: 'Olga Owner', email: 'olga@example.test', role: 'owner' },
          { userId: target.id, name: target.name, email: target.email, role: 'member' },
        ];
        return json(200, { ...target, household: { id: 'h1', name: "Olga's household", members } });
      }
      if (method === 'PATCH') return json(200, { ...target, disabled: (body as { disabled: boolean }).disabled });
      if (key.endsWith('/reset-count')) return json(200, { ...target, usageCount: 0, recipeCount: 0 });
      if (method === 'DELETE') return json(204, null);
      return json(404, { error: 'Not found.', code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AdminUsersTab />
    </QueryClientProvider>,
  );
}

const listCalls = (calls: TCall[]) => calls.filter((call) => call.method === 'GET').map((call) => new URL(call.url, 'http://localhost').searchParams);

describe('AdminUsersTab', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists users with the spec columns: used/5 for free, used/∞ for Pro, Active or Disabled', async () => {
    installFakeApi([buildUser(), buildUser({ id: 'u2', email: 'pro@example.test', isPro: true, subscriptionStatus: 'pro', recipeCount: 12, disabled: true })]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['User', 'Subscription', 'Recipe Count', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ada@example.test');
    expect(rows[0]).toHaveTextContent('3/5');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('12/∞');
    expect(rows[1]).toHaveTextContent('Disabled');
    expect(rows[1]).toHaveTextContent('Pro');
  });

  it('calls an account whose e-mail is not verified Unverified, not Active, and says what Recipe Count counts', async () => {
    installFakeApi([buildUser({ emailVerified: false }), buildUser({ id: 'u2', email: 'off@example.test', emailVerified: false, disabled: true })]);
    renderTab();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Unverified');
    expect(rows[0]).not.toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Disabled');
    expect(screen.getByRole('button', { name: /^Recipe Count/ })).toHaveAttribute('title', 'Recipe Count: recipes generated this month.');
    expect(screen.getByText('Recipe Count: recipes generated this month.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    installFakeApi([]);
    renderTab();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('sorts by email ascending first; a click on the active column flips it, another column starts ascending, on page 1', async () => {
    const user = userEvent.setup();
    const calls = installFakeApi([buildUser()], { total: 45 });
    renderTab();
    await screen.findByRole('table');
    expect(listCalls(calls).at(-1)?.toString()).toBe('page=1&pageSize=10&sort=email&dir=asc');
    expect(screen.getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('page')).toBe('3'));
    await user.click(screen.getByRole('button', { name: /^User/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.toString()).toBe('page=1&pageSize=10&sort=email&dir=desc'));
    await user.click(screen.getByRole('button', { name: /^Recipe Count/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.toString()).toBe('page=1&pageSize=10&sort=recipeCount&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Recipe Count/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches on the server after typing stops, from page 1', async () => {
    const user = userEvent.setup();
    const calls = installFakeApi([buildUser()], { total: 45 });
    renderTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByLabelText('Search users'), 'ada');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('q')).toBe('ada'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
  });

  it('opens User Details; Disable, Enable and Reset Count show the spec toasts', async () => {
    const user = userEvent.setup();
    const calls = installFakeApi([buildUser()]);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ada@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(dialog).toHaveTextContent('Ada Cook');
    expect(dialog).toHaveTextContent('3/5');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User disabled successfully'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User enabled successfully'));
    await user.click(within(dialog).getByRole('button', { name: 'Reset Count' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Monthly recipe count reset successfully'));
    expect(dialog).toHaveTextContent('0/5');
  });

  it("shows the cook's household in User Details: its name, the owner and every member", async () => {
    const user = userEvent.setup();
    installFakeApi([buildUser()]);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ada@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const section = await within(dialog).findByRole('region', { name: 'Household' });
    expect(section).toHaveTextContent("Olga's household (2 members)");
    const members = within(section).getAllByRole('listitem');
    expect(members.map((item) => item.textContent)).toEqual(['Olga Ownerolga@example.testOwner', 'Ada Cook (this user)ada@example.testMember']);
  });

  it('hides Reset Count for Pro and refuses self-removal in the dialog', async () => {
    const user = userEvent.setup();
    installFakeApi([buildUser({ id: 'admin-1', email: 'me@example.test', isPro: true, subscriptionStatus: 'pro' })]);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'me@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(within(dialog).queryByRole('button', { name: 'Reset Count' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  });

  it('deletes after Confirm Deletion with the spec text and toast', async () => {
    const user = userEvent.setup();
    const calls = installFakeApi([buildUser()]);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ada@example.test' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'User Details' })).getByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this user account? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User account deleted successfully'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/users/u1')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).not.toBeInTheDocument());
  });

  it('shows the error toasts', async () => {
    const user = userEvent.setup();
    installFakeApi([buildUser()], { failing: ['PATCH', 'POST', 'DELETE'] });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ada@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not update user status.'));
    await user.click(within(dialog).getByRole('button', { name: 'Reset Count' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not reset recipe count.'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not delete user account.'));
  });

  it('shows an error state and toast when the list cannot be fetched', async () => {
    installFakeApi([], { failing: ['GET /api/admin/users'] });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch users.');
    expect(toast.error).toHaveBeenCalledWith('Could not fetch users.');
  });
});
