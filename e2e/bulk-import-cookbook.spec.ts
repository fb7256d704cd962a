import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 28: a Pro cook pastes recipe addresses, watches each page read (one fails, with its reason),
// reviews, imports; then prints a cookbook of the library, and of a chosen recipe.
test.use({ serverEnv: { PORT: process.env.E2E_PORT ?? '4312', PAYMENTS: 'dev', URL_IMPORT_ALLOW_PRIVATE: 'true' } });

// A 2×2 PNG (red), enough for the picture check by its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMAAAAwUAQF7xqVJAAAAAElFTkSuQmCC', 'base64');

function recipePage(title: string, ingredients: string[], steps: string[], image?: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    recipeYield: '4',
    totalTime: 'PT40M',
    recipeIngredient: ingredients,
    recipeInstructions: steps,
    ...(image ? { image } : {}),
  };
  return `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${title}</h1></body></html>`;
}

const PAGES: Record<string, { type: string; body: string | Buffer }> = {
  '/lemon-tart': {
    type: 'text/html',
    body: recipePage(
      'Lemon Tart',
      ['For the pastry:', '200 g flour', '100 g butter', 'For the filling:', '3 lemons', '150 g sugar'],
      ['Make the pastry and chill it.', 'Bake blind for 15 minutes.', 'Fill and bake for 25 minutes.'],
      '/img/tart.png',
    ),
  },
  '/bean-chili': {
    type: 'text/html',
    body: recipePage(
      'Smoky Bean Chili',
      ['2 cans black beans', '1 onion', '2 tsp smoked paprika'],
      ['Fry the onion.', 'Add the rest and simmer for 30 minutes.'],
    ),
  },
  '/about': { type: 'text/html', body: '<!doctype html><html><head><title>About</title></head><body><p>We are a food blog.</p></body></html>' },
  '/img/tart.png': { type: 'image/png', body: PNG },
};

let pageServer: Server;
let origin = '';

test.beforeAll(async () => {
  pageServer = createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (!page) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    response.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  const address = pageServer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  pageServer.closeAllConnections();
  await new Promise<void>((resolve) => pageServer.close(() => resolve()));
});

async function expectNoAxeViolations(page: Page) {
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

test('a Pro cook imports pasted addresses through the review, then prints a cookbook of the library and of a selection', async ({
  browser,
  server,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await createVerifiedUser(page.request, server, { prefix: 'bulk' });
  expect((await page.request.post('/api/billing/dev/pay', { data: { priceType: 'monthly' } })).status()).toBe(200);

  await page.goto('/settings?tab=import-export');
  const addresses = page.getByLabel('Recipe addresses');
  await addresses.fill([`${origin}/lemon-tart`, `${origin}/bean-chili`, `${origin}/about`, `${origin}/lemon-tart#comments`].join('\n'));
  await expect(page.getByText('4 addresses pasted.')).toBeVisible();
  await page.getByRole('button', { name: 'Read the pages' }).click();

  // The review: each page with its state; the page without a recipe says why.
  const list = page.getByRole('list', { name: 'Web pages' });
  await expect(page.getByRole('button', { name: 'Import 2 recipes' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'Lemon Tart' })).toContainText('Done');
  const failed = list.getByRole('listitem').filter({ hasText: `${origin}/about` });
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('This page has no recipe data we can read.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bulk-review-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('bulk-review-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Import 2 recipes' }).click();
  await expect(page.getByText('Done: 2 recipes imported, 0 skipped.')).toBeVisible();
  await page.getByRole('button', { name: 'Start another import' }).click();

  // The printable cookbook of the whole library: contents, then each recipe with its picture.
  await page.getByRole('link', { name: 'Printable cookbook' }).click();
  await expect(page).toHaveURL(/\/cookbook$/);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('link')).toHaveText(['Lemon Tart', 'Smoky Bean Chili']);
  await expect(page.getByRole('article')).toHaveCount(2);
  const tart = page.getByRole('article', { name: 'Lemon Tart' });
  await expect(tart.getByRole('region', { name: 'Ingredients of Lemon Tart' }).getByRole('listitem')).toHaveCount(6);
  await expect(tart.getByRole('region', { name: 'Steps of Lemon Tart' }).getByRole('listitem')).toHaveCount(3);
  const picture = tart.getByRole('img', { name: 'Lemon Tart' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await toc.getByRole('link', { name: 'Smoky Bean Chili' }).click();
  await expect(page).toHaveURL(/#recipe-/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('cookbook-1440.png'), fullPage: true });
  // On paper each recipe starts a page.
  await page.emulateMedia({ media: 'print' });
  expect(await tart.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('cookbook-print-1440.png'), fullPage: true });
  // Printed: the cover, the contents, then one page per recipe (these are short).
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(4);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('cookbook-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A selection: one chosen recipe, in the cookbook and in the zip.
  await page.getByRole('link', { name: 'Back to Export' }).click();
  await page.getByRole('radio', { name: 'Only the recipes I choose' }).check();
  await page.getByRole('checkbox', { name: 'Smoky Bean Chili' }).check();
  await page.screenshot({ path: testInfo.outputPath('export-selection-1440.png'), fullPage: true });
  const zipLink = page.getByRole('link', { name: 'Download JSON-LD (.zip)' });
  const zip = await page.request.get((await zipLink.getAttribute('href')) ?? '');
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).toString('latin1')).toContain('Smoky-Bean-Chili');
  expect((await zip.body()).toString('latin1')).not.toContain('Lemon-Tart');
  await page.getByRole('link', { name: 'Printable cookbook' }).click();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText(['Smoky Bean Chili']);
  await expect(page.getByRole('article')).toHaveCount(1);
  await context.close();
});
