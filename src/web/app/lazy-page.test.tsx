import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

function Hello() {
  return <p>hello page</p>;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without a Suspense fallback (what prerendering and hydration need)', async () => {
    const load = vi.fn(async () => Hello);
    const { Page, preload } = lazyPage(load);
    await preload();
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('hello page');
    expect(html).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a page that is not loaded yet, then shows it', async () => {
    let resolve: (component: typeof Hello) => void = () => undefined;
    const { Page } = lazyPage(() => new Promise((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Hello));
    expect(await screen.findByText('hello page')).toBeInTheDocument();
  });

  it('asks for a chunk again after it failed to load', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const { preload } = lazyPage(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
