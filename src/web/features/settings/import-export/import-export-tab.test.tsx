import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
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

const urlJob: TImportJob = {
  id: 'job-1',
  format: 'urls',
  status: 'review',
  fileName: '3 web pages',
  total: 2,
  imported: 0,
  skipped: 0,
  problems: [{ item: 'https://blog.test/about', reason: 'This page has no recipe data we can read.' }],
  review: { recipes: 2, duplicates: 0, linesNotUnderstood: 0, fieldsNotUnderstood: [], fitsPlan: null },
  pages: [
    { url: 'https://cook.test/dal', state: 'done', title: 'Weeknight Dal', reason: null },
    { url: 'https://cook.test/granola', state: 'done', title: 'Maple Granola', reason: null },
    { url: 'https://blog.test/about', state: 'failed', title: null, reason: 'This page has no recipe data we can read.' },
  ],
  createdAt: '2026-11-27T06:00:00.000Z',
};

const library = [
  { id: 'r-1', title: 'Apple Cake' },
  { id: 'r-2', title: 'Bean Chili' },
].map((recipe) => ({
  ...recipe,
  ingredients: ['1 egg'],
  instructions: ['Bake.'],
  imageUrl: '',
  notes: '',
  nutrition: null,
  category: 'Other',
  prepTime: '',
  cookTime: '',
  totalTime: '',
  servings: '',
  rating: 0,
  createdAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:00.000Z',
}));

describe('Settings → Import / Export', () => {
  let job: TImportJob;
  let requests: { method: string; url: string }[];
  let urlBodies: string[];

  beforeEach(() => {
    vi.clearAllMocks();
    requests = [];
    urlBodies = [];
    job = structuredClone(reviewJob);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ method: init?.method ?? 'GET', url });
        if (url === '/api/imports' && init?.method === 'POST')
          return new Response(JSON.stringify({ id: 'job-1', format: 'paprika', status: 'reading' }), { status: 201 });
        if (url === '/api/imports/urls' && init?.method === 'POST') {
          urlBodies.push(String(init.body));
          job = urlJob;
          return new Response(JSON.stringify({ id: 'job-1', status: 'reading' }), { status: 201 });
        }
        if (url.startsWith('/api/recipes?')) return new Response(JSON.stringify({ recipes: library, total: library.length }), { status: 200 });
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

  function renderTab(isPro = false) {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ImportExportTab isPro={isPro} />
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

  it('offline, says importing needs the network and sends nothing; back online, the upload works', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderTab(true);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Importing recipes needs the network: try again when you're back online.");
    await userEvent.upload(screen.getByLabelText('Export file'), new File(['PK'], 'My Recipes.paprikarecipes'));
    expect(screen.getByRole('button', { name: 'Upload and review' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Recipe addresses'), 'https://cook.test/dal');
    expect(screen.getByRole('button', { name: 'Read the pages' })).toBeDisabled();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload and review' }));
    expect(await screen.findByText('14 recipes found')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('comes back to the job after a reload, and offers both exports', async () => {
    window.localStorage.setItem('forkcast.importJob', 'job-1');
    renderTab();
    expect(await screen.findByText('14 recipes found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download JSON-LD (.zip)' })).toHaveAttribute('href', '/api/export?format=jsonld');
    expect(screen.getByRole('link', { name: 'Download Cooklang (.zip)' })).toHaveAttribute('href', '/api/export?format=cooklang');
  });

  it('offers a Free cook the web-page import as Pro, with the way to upgrade and no form', () => {
    renderTab(false);
    expect(screen.getByRole('heading', { name: /Import from web pages/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Pro feature')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recipe addresses')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('sends a Pro cook’s pasted addresses, one per line, and lists each page with its state and a failure’s reason', async () => {
    renderTab(true);
    const read = screen.getByRole('button', { name: 'Read the pages' });
    expect(read).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText('Recipe addresses'),
      'https://cook.test/dal{enter}{enter}https://cook.test/granola{enter}https://blog.test/about',
    );
    expect(screen.getByText(/3 addresses pasted/)).toBeInTheDocument();
    await userEvent.click(read);
    expect(JSON.parse(urlBodies[0] ?? '{}')).toEqual({ urls: ['https://cook.test/dal', 'https://cook.test/granola', 'https://blog.test/about'] });
    const list = await screen.findByRole('list', { name: 'Web pages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DoneWeeknight Dalhttps://cook.test/dal',
      'DoneMaple Granolahttps://cook.test/granola',
      'Failedhttps://blog.test/aboutThis page has no recipe data we can read.',
    ]);
    // The failure is shown once, by its address, not again among the notes.
    expect(screen.queryByText(/notes? about these pages/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 recipes' })).toBeEnabled();
  });

  it('stops a Pro cook pasting more than 100 addresses before anything is sent', async () => {
    renderTab(true);
    const many = Array.from({ length: 101 }, (_, index) => `https://cook.test/${index}`).join('\n');
    await userEvent.click(screen.getByLabelText('Recipe addresses'));
    await userEvent.paste(many);
    expect(screen.getByRole('alert')).toHaveTextContent('One import takes at most 100 addresses; you pasted 101.');
    expect(screen.getByRole('button', { name: 'Read the pages' })).toBeDisabled();
    expect(urlBodies).toEqual([]);
  });

  it('exports a chosen selection: the zips and the printable cookbook name only those recipes', async () => {
    renderTab();
    expect(screen.getByRole('link', { name: 'Printable cookbook' })).toHaveAttribute('href', '/cookbook');
    await userEvent.click(screen.getByRole('radio', { name: 'Only the recipes I choose' }));
    expect(await screen.findByText('Choose at least one recipe to export.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON-LD (.zip)' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bean Chili' }));
    expect(screen.getByRole('link', { name: 'Download JSON-LD (.zip)' })).toHaveAttribute('href', '/api/export?format=jsonld&ids=r-2');
    expect(screen.getByRole('link', { name: 'Download Cooklang (.zip)' })).toHaveAttribute('href', '/api/export?format=cooklang&ids=r-2');
    expect(screen.getByRole('link', { name: 'Printable cookbook' })).toHaveAttribute('href', '/cookbook?ids=r-2');
    expect(screen.getByText('1 recipe chosen.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a recipe'), 'apple');
    expect(screen.queryByRole('checkbox', { name: 'Bean Chili' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose all shown' }));
    expect(screen.getByRole('link', { name: 'Printable cookbook' })).toHaveAttribute('href', '/cookbook?ids=r-2,r-1');
    expect(screen.getByText('2 recipes chosen.')).toBeInTheDocument();
  });
});
