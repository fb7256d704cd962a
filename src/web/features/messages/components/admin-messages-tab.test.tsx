import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TConversation } from '../../../../domain/messages.ts';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));
vi.mock('../../../lib/auth-client.ts', () => ({
  useAuthSession: () => ({ data: { user: { id: 'admin-1', name: 'Boss', emailVerified: true, role: 'admin' } }, isPending: false }),
  isAdminUser: () => true,
}));

const { AdminMessagesTab } = await import('./admin-messages-tab.tsx');

function buildRow(index: number, overrides: Partial<TConversation> = {}): TConversation {
  const minute = String(59 - (index % 60)).padStart(2, '0');
  return {
    id: `c${index}`,
    userId: `u${index}`,
    subject: `Contact Form: Inquiry from Cook ${index}`,
    userName: `Cook ${index}`,
    userEmail: `cook${index}@example.test`,
    adminName: null,
    status: 'open',
    isReadAdmin: true,
    isReadUser: true,
    isDeletedByUser: false,
    lastMessageSnippet: 'Hello there',
    endedAt: null,
    createdAt: `2026-03-01T10:${minute}:00.000Z`,
    updatedAt: `2026-03-01T10:${minute}:00.000Z`,
    ...overrides,
  };
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminMessagesTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminMessagesTab', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it("says 'No submissions yet.' for an empty list", async () => {
    stubFakeApi([route('GET', '/api/admin/conversations', () => ({ body: [] }))]);
    renderTab();
    expect(screen.getByRole('heading', { name: 'Contact Form Submissions' })).toBeInTheDocument();
    expect(await screen.findByText('No submissions yet.')).toBeInTheDocument();
  });

  it('asks for every conversation without paging parameters and shows the columns and subject fallbacks', async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({
        body: [
          buildRow(1),
          buildRow(2, { subject: '', lastMessageSnippet: 'A very long first message that keeps going on' }),
          buildRow(3, { subject: '', lastMessageSnippet: '', updatedAt: 'bad date' }),
          buildRow(4, { updatedAt: { _seconds: 0 } }),
        ],
      })),
    ]);
    renderTab();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Last Activity', 'Name', 'Email', 'Subject', 'Actions']);
    expect(calls[0]?.path).toBe('/api/admin/conversations');
    expect(within(table).getByText('Contact Form: Inquiry from Cook 1')).toBeInTheDocument();
    expect(within(table).getByText('A very long first message that...')).toBeInTheDocument();
    const third = within(table).getByText('Cook 3').closest('tr') as HTMLElement;
    expect(within(third).getByText('N/A')).toBeInTheDocument();
    expect(within(third).getByText('Invalid Date')).toBeInTheDocument();
  });

  it('pages 12 submissions 10 at a time and returns to page 1 when the size changes', async () => {
    stubFakeApi([route('GET', '/api/admin/conversations', () => ({ body: Array.from({ length: 12 }, (_, index) => buildRow(index)) }))]);
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Items per page'), '25');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13);
  });

  it('deletes a submission after the spec confirmation and toasts success', async () => {
    let rows = [buildRow(1), buildRow(2)];
    const { calls } = stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: rows })),
      route('DELETE', '/api/admin/conversations/c1', () => {
        rows = rows.filter((row) => row.id !== 'c1');
        return { status: 204 };
      }),
    ]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete submission from Cook 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Submission Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this submission? This will delete the entire conversation and cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Submission' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Submission deleted successfully'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Cook 1')).not.toBeInTheDocument());
  });

  it("toasts 'Could not delete submission.' when the delete fails", async () => {
    stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: [buildRow(1)] })),
      route('DELETE', '/api/admin/conversations/c1', () => ({ status: 500 })),
    ]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete submission from Cook 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Submission' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not delete submission.'));
  });

  it("toasts 'Could not fetch submissions.' and shows the error state", async () => {
    stubFakeApi([route('GET', '/api/admin/conversations', () => ({ status: 500, body: { error: 'Database down', code: 'INTERNAL' } }))]);
    renderTab();
    expect(await screen.findByText('Error: Database down')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Could not fetch submissions.');
  });

  it('opens the conversation as an admin on View and reloads the list on close', async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: [buildRow(1)] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [] })),
    ]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'View submission from Cook 1' }));
    expect(await screen.findByRole('dialog', { name: 'Messages with Cook 1' })).toBeInTheDocument();
    const before = calls.filter((call) => call.path === '/api/admin/conversations').length;
    await user.click(screen.getByRole('button', { name: 'Close messages' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/conversations').length).toBeGreaterThan(before));
  });
});
