import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { route, stubFakeApi } from '../../../test/fake-api.ts';

type TFakeSession = { data: { user: { name: string; email: string } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: false } };
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));
vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => sessionState.current }));

const { ContactPage } = await import('./contact-page.tsx');

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactPage', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('pre-fills name and e-mail for a signed-in cook and sends the spec payload', async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    const { calls } = stubFakeApi([route('POST', '/api/contact-submission', () => ({ status: 201, body: { message: 'Message sent! We will reply in your Messages.', conversationId: 'c1' } }))]);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByLabelText('Name')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.test');
    await user.type(screen.getByLabelText('Message'), '  Hello there  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent! We will reply in your Messages.');
    expect(calls[0]?.body).toEqual({ name: 'Rosa', email: 'rosa@example.test', message: 'Hello there' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("says 'Please fill in all fields.' and sends nothing when a field is blank", async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    const { calls } = stubFakeApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields.');
    expect(calls).toHaveLength(0);
  });

  it('tells a visitor to log in and sends nothing', async () => {
    sessionState.current = { data: null, isPending: false };
    const { calls } = stubFakeApi([]);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(/You must be logged in to send a message\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Visitor');
    await user.type(screen.getByLabelText('Email'), 'v@example.test');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to send a message.');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the send fails", async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    stubFakeApi([route('POST', '/api/contact-submission', () => ({ status: 429, body: { error: 'You have sent several messages recently. Please wait an hour before sending another.', code: 'RATE_LIMITED' } }))]);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please wait an hour'));
  });

  it('answers a 401 (the session ended meanwhile) with the spec sentence', async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    stubFakeApi([route('POST', '/api/contact-submission', () => ({ status: 401, body: { error: 'Authentication required.', code: 'UNAUTHORIZED' } }))]);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to send a message.'));
  });
});
