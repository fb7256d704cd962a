import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A stand-in for better-auth's client (test/fake-auth-client.ts).
const { authClient, setAtom, hydrateSession, importedChunk } = await vi.hoisted(async () => {
  const { createFakeAuthClient } = await import('../test/fake-auth-client.ts');
  return createFakeAuthClient();
});
vi.mock('./better-auth-client.ts', () => {
  importedChunk();
  return { authClient };
});
// The offline copies' claim is not what these tests are about.
vi.mock('../sw/claim-offline-copies.ts', () => ({ claimOfflineCopies: async () => undefined }));

const fetchMock = vi.fn(
  async () =>
    new Response(
      JSON.stringify({
        session: {
          id: 'session-ada',
          userId: 'ada',
          token: 't',
          createdAt: '2026-11-29T10:00:00.000Z',
          updatedAt: '2026-11-29T10:00:00.000Z',
          expiresAt: '2026-12-06T10:00:00.000Z',
        },
        user: {
          id: 'ada',
          name: 'Ada',
          email: 'ada@example.com',
          emailVerified: true,
          createdAt: '2026-01-02T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    ),
);
vi.stubGlobal('fetch', fetchMock);

const { UPDATE_PROMPT_ATTRIBUTE, useAuthSession } = await import('./auth-client.ts');

function Who() {
  const { data, isPending } = useAuthSession();
  if (isPending) return <p>pending</p>;
  return <p>{data ? `signed in as ${data.user.name}` : 'visitor'}</p>;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useAuthSession on a first load', () => {
  it("answers from a plain fetch of the session, without loading better-auth's client (issue 29: ~12 kB and a long task of its own)", async () => {
    render(<Who />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ada')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(importedChunk).not.toHaveBeenCalled();
  });

  it('does not load the client for input inside the "Reload to update" prompt (its chunk through the old worker left the new one stuck installed)', async () => {
    render(<Who />);
    const prompt = document.createElement('div');
    prompt.setAttribute(UPDATE_PROMPT_ATTRIBUTE, '');
    const reload = document.createElement('button');
    prompt.append(reload);
    document.body.append(prompt);
    fireEvent.pointerDown(reload);
    fireEvent.keyDown(reload, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importedChunk).not.toHaveBeenCalled();
  });

  it('loads the client on the first input elsewhere, starts its atom from the session, and does not go back to pending meanwhile', async () => {
    render(<Who />);
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(importedChunk).toHaveBeenCalledTimes(1));
    expect(hydrateSession).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ id: 'ada', name: 'Ada' }) }));
    // The fake atom did not take the hydration: it is pending, which must not hide the page again.
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    // From its first answer on, the atom is what the page follows (a sign-out in another tab, say).
    await act(async () => setAtom({ isPending: false, data: null }));
    expect(screen.getByText('visitor')).toBeInTheDocument();
    await act(async () => setAtom({ isPending: true }));
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
