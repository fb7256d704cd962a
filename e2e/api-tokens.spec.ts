import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 30: a cook makes a token for a script in Settings, the script reads with it, and revoking it ends it.

test('creates a read-only token, uses it from a script, and revokes it', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await createVerifiedUser(page.request, server, { prefix: 'api-token' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await page.getByLabel('Name').fill('Kitchen display');
  await page.getByRole('button', { name: 'Create token' }).click();

  const field = page.getByLabel('Your new token');
  await expect(field).toHaveValue(/^fkc_/);
  const token = await field.inputValue();
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);

  // A script without the browser's cookie: the token alone.
  const script = await fetch(`${server.url}/api/recipes`, { headers: { authorization: `Bearer ${token}` } });
  expect(script.status).toBe(200);
  const write = await fetch(`${server.url}/api/cart/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'oat milk' }),
  });
  expect(write.status).toBe(403);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Your new token')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'API tokens' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Kitchen display' });
  await expect(item).toContainText('Read only');
  await expect(item).toContainText('Last used');
  await item.getByRole('button', { name: 'Revoke Kitchen display' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  expect((await fetch(`${server.url}/api/recipes`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  await context.close();
});
