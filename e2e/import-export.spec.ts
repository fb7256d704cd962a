import AxeBuilder from '@axe-core/playwright';
import { buildPaprikaFile } from '../src/server/features/imports/fixtures/build-fixtures.ts';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 28: a cook moving from Paprika uploads the export, watches it read, reviews, imports, and finds
// the recipes with their pictures; the export downloads a zip.

test('imports a Paprika export from Settings, through review, and finds the recipes with their pictures', async ({ browser, server }, testInfo) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await createVerifiedUser(page.request, server, { prefix: 'import' });

  await page.goto('/settings?tab=import-export');
  await expect(page.getByRole('heading', { name: 'Import / Export' })).toBeVisible();
  await page
    .getByLabel('Export file')
    .setInputFiles({ name: 'My Recipes.paprikarecipes', mimeType: 'application/zip', buffer: Buffer.from(buildPaprikaFile()) });
  await page.getByRole('button', { name: 'Upload and review' }).click();

  // The review step: nothing saved yet.
  await expect(page.getByText('3 recipes found')).toBeVisible();
  await expect(page.getByText('No duplicates of recipes you already have')).toBeVisible();
  await expect(page.getByText('Fields Forkcast does not keep: nutritional_info')).toBeVisible();
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('import-review-1440.png'), fullPage: true });

  // A reload comes back to the same job.
  await page.reload();
  await expect(page.getByText('3 recipes found')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('import-review-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Import 3 recipes' }).click();
  await expect(page.getByText('Done: 3 recipes imported, 0 skipped.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-done-1440.png'), fullPage: true });

  await page.getByRole('link', { name: 'See your recipes' }).click();
  const grid = page.getByRole('list', { name: 'Saved recipes' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  const porridge = grid.getByRole('listitem').filter({ hasText: 'Toasted Oat Porridge' });
  const picture = porridge.locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // Export: the whole library as a zip.
  const exported = await page.request.get('/api/export?format=jsonld');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('application/zip');
  await context.close();
});
