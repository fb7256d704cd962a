import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TImportJob } from '../../../../domain/imports.ts';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast.ts', () => ({ notify: toast }));

const { ImportExportTab } = await import('./import-export-tab.tsx');

const reviewJob: TImportJob = {
  id: 'job-1',
  format: 'paprika',
  status: 'review',
  fileName: 'My Recipes.paprikarecipes',
  total: 14,
  imported: 0,
  skipped: 2,
  problems: [{ item: 'broken.paprikarecipe', reason: 'This entry is damaged (not gzip-compressed JSON) and was skipped.' }],
  review: { recipes: 14, duplicates: 2, linesNotUnderstood: 3, fieldsNotUnderstood: ['nutritional_info'], fitsPlan: 6 },
  pages: null,
  createdAt: '2026-11-27T06:00:00.000Z',
};

describe('Settings → Import / Export', () => {
  let job: TImportJob;
  let requests: { method: string; url: string }[];

  beforeEach(() => {
    vi.clearAllMocks();
    requests = [];
    job = structuredClone(reviewJob);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ method: init?.method ?? 'GET', url });
        if (url === '/api/imports' && init?.method === 'POST')
          return new Response(JSON.stringify({ id: 'job-1', format: 'paprika', status: 'reading' }), { status: 201 });
        if (url === '/api/imports/job-1/confirm') job = { ...job, status: 'done', imported: 6, skipped: 8 };
        return new Response(JSON.stringify(job), { status: 200 });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  function renderTab() {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ImportExportTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('uploads the chosen file, reviews what the Free plan lets in, and imports after the confirmation only', async () => {
    renderTab();
    const upload = screen.getByRole('button', { name: 'Upload and review' });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Export file'), new File(['PK'], 'My Recipes.paprikarecipes'));
    await userEvent.click(upload);
    expect(await screen.findByText('14 recipes found')).toBeInTheDocument();
    expect(screen.getByText('2 recipes already in your library (skipped)')).toBeInTheDocument();
    expect(screen.getByText('3 ingredient lines not understood (kept as written)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(requests.some((request) => request.url.endsWith('/confirm'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Import 6 recipes' }));
    expect(await screen.findByText('Done: 6 recipes imported, 8 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your recipes' })).toHaveAttribute('href', '/saved');
  });

  it('comes back to the job after a reload, and offers both exports', async () => {
    window.localStorage.setItem('forkcast.importJob', 'job-1');
    renderTab();
    expect(await screen.findByText('14 recipes found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download JSON-LD (.zip)' })).toHaveAttribute('href', '/api/export?format=jsonld');
    expect(screen.getByRole('link', { name: 'Download Cooklang (.zip)' })).toHaveAttribute('href', '/api/export?format=cooklang');
  });
});
