import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 13: allergens set in Settings keep a tempting prompt safe, and the dialog lists allergens.

test('sets the sesame and egg allergens, then generates from a tempting prompt', async ({ page, server }) => {
  await createVerifiedUser(page.request, server, { prefix: 'allergens' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Dietary Restrictions' }).click();
  const allergies = page.getByRole('group', { name: 'Allergies' });
  await allergies.getByRole('button', { name: 'Sesame' }).click();
  await expect(allergies.getByRole('button', { name: 'Sesame', pressed: true })).toBeVisible();
  await allergies.getByRole('button', { name: 'Egg' }).click();
  await expect(allergies.getByRole('button', { name: 'Egg', pressed: true })).toBeVisible();

  await page.goto('/create');
  await page.getByLabel('What would you like to cook?').fill('Sesame chicken with egg fried rice');
  await page.getByRole('button', { name: 'Generate Recipe' }).click();
  const card = page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem').first().getByRole('button');
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Allergens' })).toBeVisible();
  const ingredients = (await dialog.getByRole('listitem').allTextContents()).join(' | ').toLowerCase();
  expect(ingredients).not.toMatch(/sesame|tahini|\beggs?\b|mayonnaise/);
  const allergenText = (await dialog.getByRole('heading', { name: 'Allergens' }).locator('..').textContent()) ?? '';
  expect(allergenText).not.toMatch(/\bEgg\b|Sesame/);
  await expect(dialog.getByRole('link', { name: 'Allergy disclaimer' })).toHaveAttribute('href', '/terms#ai-content');
});
