import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TConversation, TMessage } from '../../../../domain/messages.ts';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { MessagesModal } = await import('./messages-modal.tsx');

const COOK = { id: 'cook-1', name: 'Rosa', role: 'user' as const };
const ADMIN = { id: 'admin-1', name: 'Boss', role: 'admin' as const };

function buildConversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    id: 'c1',
    userId: COOK.id,
    subject: 'Contact Form: Inquiry from Rosa',
    userName: 'Rosa',
    userEmail: 'rosa@example.test',
    adminName: null,
    status: 'open',
    isReadAdmin: true,
    isReadUser: true,
    isDeletedByUser: false,
    lastMessageSnippet: 'Hello',
    endedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function buildMessage(overrides: Partial<TMessage> = {}): TMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    text: 'Hello',
    senderId: COOK.id,
    senderName: 'Rosa',
    senderRole: 'user',
    timestamp: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderModal(props: Parameters<typeof MessagesModal>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessagesModal {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MessagesModal for a cook', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text, then the empty list and the pane placeholder', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFakeApi([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response('[]', { status: 200 });
      }),
    );
    renderModal({ viewer: COOK, onClose: vi.fn() });
    expect(screen.getByRole('dialog', { name: 'Your Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to view messages.')).toBeInTheDocument();
  });

  it('strips the prefix, flags unread with New!, marks read on open and shows sent and received messages', async () => {
    const unread = buildConversation({ isReadUser: false });
    const { calls } = stubFakeApi([
      route('GET', '/api/user/conversations', () => ({ body: [unread] })),
      route('GET', '/api/conversations/c1/messages', () => ({
        body: [
          buildMessage({ id: 'm2', text: 'We can help.', senderId: ADMIN.id, senderName: 'Admin', senderRole: 'admin', timestamp: { seconds: 5 } }),
          buildMessage({ id: 'm1', text: 'I need help', timestamp: 'garbage' }),
        ],
      })),
      route('PATCH', '/api/conversations/c1/read', () => ({ status: 204 })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: COOK, onClose: vi.fn() });
    const item = (await screen.findByText('Inquiry from Rosa')).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('New!')).toBeInTheDocument();
    expect(screen.queryByText(/Contact Form:/)).not.toBeInTheDocument();

    await user.click(within(item as HTMLElement).getByRole('button', { name: /^Inquiry from Rosa/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    const bubbles = await within(log).findAllByRole('listitem');
    // Oldest first on screen.
    expect(bubbles.map((bubble) => bubble.querySelector('.message-bubble__text')?.textContent)).toEqual(['I need help', 'We can help.']);
    expect(bubbles[0]).toHaveClass('message-bubble--sent');
    expect(bubbles[1]).toHaveClass('message-bubble--received');
    expect(within(bubbles[0] as HTMLElement).getByText('Invalid time')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/conversations/c1/read')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'user' });
    await waitFor(() => expect(within(item as HTMLElement).queryByText('New!')).not.toBeInTheDocument());
  });

  it('sends with the Send button (Enter makes a new line for a cook) and shows the spec payload', async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/user/conversations', () => ({ body: [buildConversation()] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [] })),
      route('POST', '/api/conversations/c1/messages', () => ({ status: 201, body: buildMessage({ id: 'm9', text: 'line one\nline two' }) })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: COOK, conversationId: 'c1', onClose: vi.fn() });
    expect(await screen.findByText('No messages in this conversation yet. Send one to start!')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Type your message...');
    expect(input).toHaveAttribute('rows', '3');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, 'line one{Enter}line two');
    expect(input).toHaveValue('line one\nline two');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(send);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'line one\nline two', senderId: COOK.id, senderName: 'Rosa' });
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('hides the form of an ended conversation and says so', async () => {
    stubFakeApi([
      route('GET', '/api/user/conversations', () => ({ body: [buildConversation({ status: 'ended' })] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [] })),
    ]);
    renderModal({ viewer: COOK, conversationId: 'c1', onClose: vi.fn() });
    expect(await screen.findByText('This conversation has been ended.')).toBeInTheDocument();
    expect(screen.getByText('This conversation has been ended by an administrator.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your message...')).not.toBeInTheDocument();
  });

  it('asks before deleting, naming the subject, and shows Load More while pages remain', async () => {
    const page = Array.from({ length: 20 }, (_, index) =>
      buildConversation({
        id: `c${index}`,
        subject: `Contact Form: Inquiry ${index}`,
        updatedAt: `2026-03-01T10:${String(59 - index).padStart(2, '0')}:00.000Z`,
      }),
    );
    const { calls } = stubFakeApi([
      route('GET', /^\/api\/user\/conversations\?limit=20$/, () => ({ body: page })),
      route('GET', /^\/api\/user\/conversations\?limit=20&lastUpdatedAt=/, () => ({
        body: [buildConversation({ id: 'older', subject: 'Contact Form: Older one' })],
      })),
      route('DELETE', '/api/conversations/c3', () => ({ status: 204 })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: COOK, onClose: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('lastUpdatedAt=2026-03-01T10%3A40%3A00.000Z') && call.path.includes('lastId=c19'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete conversation: Inquiry 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation?' });
    expect(dialog).toHaveTextContent('“Inquiry 3” will be removed from your messages.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/conversations/c3')).toBe(true));
  });

  it("shows a failed request as 'Error: {message}'", async () => {
    stubFakeApi([route('GET', '/api/user/conversations', () => ({ status: 500, body: { error: 'Database unavailable', code: 'INTERNAL' } }))]);
    renderModal({ viewer: COOK, onClose: vi.fn() });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });
});

describe('MessagesModal for an admin', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it("titles it with the cook's name and the full subject, sends with Enter, keeps Shift+Enter for new lines", async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: [buildConversation({ isReadAdmin: false })] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [buildMessage({ text: 'Question' })] })),
      route('PATCH', '/api/conversations/c1/read', () => ({ status: 204 })),
      route('POST', '/api/conversations/c1/messages', () => ({
        status: 201,
        body: buildMessage({ id: 'm2', senderRole: 'admin', senderId: ADMIN.id, senderName: 'Admin', text: 'a\nb' }),
      })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: ADMIN, conversationId: 'c1', onClose: vi.fn() });
    expect(screen.getByText('Loading conversation details...')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Messages with Rosa' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Conversation: Contact Form: Inquiry from Rosa' })).toBeInTheDocument();
    expect((await screen.findByText('Question')).closest('li')).toHaveClass('message-bubble--received');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' }));

    const input = screen.getByPlaceholderText('Type your message...');
    await user.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(input).toHaveValue('a\nb');
    await user.type(input, '{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'a\nb', senderId: ADMIN.id, senderName: 'Admin' }));
  });

  it('ends the conversation after the confirmation and hides the form', async () => {
    const { calls } = stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: [buildConversation()] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [buildMessage()] })),
      route('PATCH', '/api/conversations/c1/end', () => ({ body: { id: 'c1', status: 'ended', endedAt: '2026-03-02T00:00:00.000Z', isReadUser: false } })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: ADMIN, conversationId: 'c1', onClose: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'End Conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End Conversation' });
    expect(dialog).toHaveTextContent('The user will be notified and will no longer be able to send messages. This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'End Conversation' }));
    expect(await screen.findByText('This conversation has been ended by an administrator.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your message...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Conversation' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/conversations/c1/end')).toBe(true);
  });

  it("toasts 'Could not end conversation.' and shows the error line when ending fails", async () => {
    stubFakeApi([
      route('GET', '/api/admin/conversations', () => ({ body: [buildConversation()] })),
      route('GET', '/api/conversations/c1/messages', () => ({ body: [] })),
      route('PATCH', '/api/conversations/c1/end', () => ({ status: 503 })),
    ]);
    const user = userEvent.setup();
    renderModal({ viewer: ADMIN, conversationId: 'c1', onClose: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'End Conversation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End Conversation' }));
    expect(await screen.findByText('Error: Failed to end conversation: 503')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Could not end conversation.');
  });
});
