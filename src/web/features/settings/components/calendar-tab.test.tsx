import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { CalendarTab } = await import('./calendar-tab.tsx');

describe('Settings → Calendar', () => {
  let url: string | null;
  let posts: number;

  beforeEach(() => {
    vi.clearAllMocks();
    url = null;
    posts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path !== '/api/calendar-feed') return new Response('{}', { status: 404 });
        if (init?.method === 'POST') {
          posts += 1;
          url = `https://forkcast.example/api/calendar/secret-${posts}.ics`;
        }
        return new Response(JSON.stringify({ url }), { status: 200 });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderTab() {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CalendarTab />
      </QueryClientProvider>,
    );
  }

  it('makes an address, shows it with a copy button, and rotates it only after a confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Make a calendar address' }));
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue('https://forkcast.example/api/calendar/secret-1.ics');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('https://forkcast.example/api/calendar/secret-1.ics');

    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(posts).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByDisplayValue('https://forkcast.example/api/calendar/secret-2.ics')).toBeInTheDocument();
    expect(posts).toBe(2);
    expect(toast.success).toHaveBeenLastCalledWith('New calendar address ready. The old one no longer works.');
  });
});
