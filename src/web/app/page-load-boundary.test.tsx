import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { PageLoadBoundary } from './page-load-boundary.tsx';

describe('PageLoadBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a way back instead of a blank screen when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { Page } = lazyPage(() => Promise.reject(new Error('chunk missing')));
    render(
      <PageLoadBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not load. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its page when nothing fails', () => {
    render(
      <PageLoadBoundary>
        <p>the page</p>
      </PageLoadBoundary>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
