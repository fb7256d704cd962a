import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// A stand-in for better-auth's client (test/fake-auth-client.ts).
const { authClient, setAtom, importedChunk } = await vi.hoisted(async () => {
  const { createFakeAuthClient } = await import('../test/fake-auth-client.ts');
  return createFakeAuthClient();
});
vi.mock('./better-auth-client.ts', () => {
  importedChunk();
  return { authClient };
});

// The plain fetch of the session (auth/fetch-session.ts) never answers here: these tests are about the atom's states.
vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise<Response>(() => undefined)),
);

const { loadAuthClient, useAuthSession } = await import('./auth-client.ts');

function Who() {
  const { data, isPending } = useAuthSession();
  if (isPending) return <p>pending</p>;
  return <p>{data ? `signed in as ${data.user.name}` : 'visitor'}</p>;
}

describe('useAuthSession', () => {
  it('is pending until better-auth answers, loads its client only once something asks (the first input), and follows the session', async () => {
    expect(importedChunk).not.toHaveBeenCalled();
    render(<Who />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(importedChunk).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'a' });
    await vi.waitFor(() => expect(importedChunk).toHaveBeenCalledTimes(1));
    await act(async () => setAtom({ isPending: false, data: { user: { id: 'ada', name: 'Ada' }, session: { id: 'session-ada', createdAt: new Date() } } }));
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    await act(async () => setAtom({ data: null }));
    expect(screen.getByText('visitor')).toBeInTheDocument();
    render(<Who />);
    expect(screen.getAllByText('visitor')).toHaveLength(2);
    expect(importedChunk).toHaveBeenCalledTimes(1);
  });

  it('hydrates as pending (the prerendered frame) even when the session answered first, then shows it', async () => {
    await act(async () => setAtom({ isPending: false, data: { user: { id: 'ada', name: 'Ada' }, session: { id: 'session-ada', createdAt: new Date() } } }));
    await loadAuthClient();
    const container = document.createElement('div');
    // What the build wrote: the frame of a pending session.
    container.innerHTML = '<p>pending</p>';
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Who />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('signed in as Ada');
    errors.mockRestore();
    expect(renderToString(<Who />)).toBe('<p>pending</p>');
  });

  it("renders the session's arrival in a deferred render: the urgent render still sees the old state, so mounting the page can be interrupted", async () => {
    await act(async () => setAtom({ isPending: true, data: null }));
    const seen: string[] = [];
    function Recorder() {
      const { data, isPending } = useAuthSession();
      seen.push(isPending ? 'pending' : data ? data.user.name : 'visitor');
      return null;
    }
    render(<Recorder />);
    await act(async () => setAtom({ isPending: false, data: { user: { id: 'bea', name: 'Bea' }, session: { id: 'session-bea', createdAt: new Date() } } }));
    // The store's change first re-renders with what was shown (pending), then with the cook in the deferred render.
    expect(seen.slice(-2)).toEqual(['pending', 'Bea']);
    expect(seen.filter((state) => state === 'pending').length).toBeGreaterThanOrEqual(2);
  });
});
