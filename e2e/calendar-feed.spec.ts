import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 30: the cook subscribes a calendar app to the plan, then rotates the address.

test('makes a calendar address in Settings, the feed lists the planned meal, and rotating kills the old address', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await createVerifiedUser(page.request, server, { prefix: 'calendar' });
  const saved = await page.request.post('/api/recipes', {
    data: { title: 'Harvest Pumpkin Risotto', ingredients: ['1 cup arborio rice'], instructions: ['Stir.'], category: 'Dinner' },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await page.request.post('/api/meal-plan/entries', { data: { date: '2026-12-10', recipeId: id } })).status()).toBe(201);

  await page.goto('/settings?tab=calendar');
  await page.getByRole('button', { name: 'Make a calendar address' }).click();
  const field = page.getByLabel('Your calendar address');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const first = await field.inputValue();
  // The 'Calendar address ready.' toast first finishes its entrance: caught mid-fade it is half transparent, and axe
  // measures that passing moment's contrast (it failed once so), not the toast's.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);

  // A calendar app: no cookie, the address alone.
  const feed = await fetch(first);
  expect(feed.headers.get('content-type')).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:Harvest Pumpkin Risotto');
  expect(text).toContain('DTSTART;VALUE=DATE:20261210');

  await page.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(field).not.toHaveValue(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(await field.inputValue())).status).toBe(200);
  await context.close();
});
