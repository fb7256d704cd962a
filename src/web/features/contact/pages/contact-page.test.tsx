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

function renderPage(path = '/contact', state?: unknown) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
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
    const { calls } = stubFakeApi([
      route('POST', '/api/contact-submission', () => ({
        status: 201,
        body: { message: 'Message sent! We will reply in your Messages.', conversationId: 'c1' },
      })),
    ]);
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
    // One message in one place: inline, not again as a toast.
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("clears 'Please fill in all fields.' once it stops being true, so it never sits beside 'Message sent!'", async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    stubFakeApi([
      route('POST', '/api/contact-submission', () => ({
        status: 201,
        body: { message: 'Message sent! We will reply in your Messages.', conversationId: 'c1' },
      })),
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent!');
    expect(screen.queryByText('Please fill in all fields.')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
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

  it('offers a disabled account its own way in, signed out', async () => {
    sessionState.current = { data: null, isPending: false };
    renderPage();
    expect(screen.getByRole('link', { name: 'Write to us with its e-mail and password' })).toHaveAttribute('href', '/contact?account=disabled');
  });

  it('sends a disabled account’s message with its e-mail and password, and says the answer comes by e-mail', async () => {
    sessionState.current = { data: null, isPending: false };
    const { calls } = stubFakeApi([
      route('POST', '/api/contact-submission/disabled-account', () => ({
        status: 201,
        body: { message: 'Message sent! An administrator will answer you by e-mail.', conversationId: 'c9' },
      })),
    ]);
    const user = userEvent.setup();
    renderPage('/contact?account=disabled', { email: 'dora@example.test' });
    expect(screen.getByRole('heading', { name: 'Your account is disabled' })).toBeInTheDocument();
    expect(screen.queryByText(/You must be logged in/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dora@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.type(screen.getByLabelText('Message'), '  Why was I disabled?  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent! An administrator will answer you by e-mail.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'dora@example.test', password: 'correct horse battery staple', message: 'Why was I disabled?' });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows a refused disabled-account message inline', async () => {
    sessionState.current = { data: null, isPending: false };
    stubFakeApi([
      route('POST', '/api/contact-submission/disabled-account', () => ({ status: 401, body: { error: 'Invalid username or password', code: 'UNAUTHORIZED' } })),
    ]);
    const user = userEvent.setup();
    renderPage('/contact?account=disabled');
    await user.type(screen.getByLabelText('Email'), 'dora@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password'));
  });

  it("shows the server's message when the send fails", async () => {
    sessionState.current = { data: { user: { name: 'Rosa', email: 'rosa@example.test' } }, isPending: false };
    stubFakeApi([
      route('POST', '/api/contact-submission', () => ({
        status: 429,
        body: { error: 'You have sent several messages recently. Please wait an hour before sending another.', code: 'RATE_LIMITED' },
      })),
    ]);
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
