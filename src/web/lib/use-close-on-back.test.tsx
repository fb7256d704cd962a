import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './use-close-on-back.ts';

function Sheet({ onClose }: { onClose: () => void }) {
  useCloseOnBack(true, onClose, 'sheet');
  return (
    <div role="dialog" aria-label="Sheet">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Page({ onClosed }: { onClosed: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <Sheet
          onClose={() => {
            onClosed();
            setIsOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function renderPage() {
  const onClosed = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>before page</p> },
      { path: '/page', element: <Page onClosed={onClosed} /> },
    ],
    { initialEntries: ['/before', '/page'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, onClosed };
}

describe('useCloseOnBack (Back closes a sheet on phones)', () => {
  afterEach(cleanup);

  it('Back closes the open sheet and stays on the page', async () => {
    const { router, onClosed } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(router.state.location.state).toEqual({ sheet: 'sheet' }));
    await act(() => router.navigate(-1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');
  });

  it('closed from the page, it takes its history entry back off: the next Back leaves as before', async () => {
    const { router } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(router.state.location.state).toEqual({ sheet: 'sheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/page');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('before page')).toBeInTheDocument();
  });
});
