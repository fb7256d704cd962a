import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

type TFakeSession = { data: { user: { emailVerified: boolean } } | null; isPending: boolean };
const sessionState: { current: TFakeSession } = { current: { data: null, isPending: false } };
vi.mock('../../../lib/auth-client.ts', () => ({ useAuthSession: () => sessionState.current }));

const { TypingPrompt } = await import('./typing-prompt.tsx');

function renderPrompt() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TypingPrompt text="A quick lun" examplePrompt="A quick lunch from leftovers" isPaused={false} onTogglePause={() => undefined} /> },
      ...['/signup', '/create', '/verify-email'].map((path) => ({ path, element: <p>page {path}</p> })),
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the hero prompt box', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps what the visitor is typing across a reload, until it is sent', async () => {
    sessionState.current = { data: null, isPending: false };
    renderPrompt();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ask for anything' }), 'Leek and potato');
    cleanup();
    renderPrompt();
    const input = screen.getByRole('textbox', { name: 'Ask for anything' });
    expect(input).toHaveValue('Leek and potato');
    await userEvent.type(input, ' soup{Enter}');
    cleanup();
    renderPrompt();
    expect(screen.getByRole('textbox', { name: 'Ask for anything' })).toHaveValue('');
  });

  it('is a real, labelled input: Enter sends a visitor to sign-up, on the way to /create with the prompt', async () => {
    sessionState.current = { data: null, isPending: false };
    const router = renderPrompt();
    const input = screen.getByRole('textbox', { name: 'Ask for anything' });
    expect(screen.getByTestId('typing-prompt-text')).toHaveTextContent('A quick lun');
    await userEvent.type(input, 'Thai green curry');
    // The moving example steps aside once the cook types.
    expect(screen.queryByTestId('typing-prompt-text')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/signup');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/create?prompt=Thai+green+curry');
  });

  it('takes a verified cook straight to /create with the prompt, and an empty box asks for the example shown', async () => {
    sessionState.current = { data: { user: { emailVerified: true } }, isPending: false };
    const router = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Create recipe' }));
    expect(router.state.location.pathname).toBe('/create');
    expect(new URLSearchParams(router.state.location.search).get('prompt')).toBe('A quick lunch from leftovers');
  });

  it('sends an unverified cook to verify first, remembering where they were going', async () => {
    sessionState.current = { data: { user: { emailVerified: false } }, isPending: false };
    const router = renderPrompt();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ask for anything' }), 'soup{Enter}');
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(JSON.parse(localStorage.getItem('forkcast.returnPath') ?? 'null')).toMatchObject({ path: '/create?prompt=soup' });
  });
});
