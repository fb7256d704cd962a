import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 9: Create and Saved show the same recipe in the same dialog — same fields, same wording, same
// edit form. Only the page's own actions differ (Save Recipe on Create; rating, scaling, cook mode,
// print, share and delete on Saved).

type TDialogReading = {
  title: string;
  facts: string[];
  headings: string[];
  ingredients: string[];
  steps: string[];
  nutritionHeaders: string[];
  nutritionRows: string[];
  notes: string;
  form: { labels: string[]; values: string[]; buttons: string[] };
};

async function readDialog(page: Page, dialog: Locator): Promise<TDialogReading> {
  await expect(dialog.getByRole('row', { name: /^Calories/ })).toBeVisible();
  const reading = {
    title: (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '',
    facts: await dialog.locator('dl > div').allInnerTexts(),
    headings: await dialog.getByRole('heading', { level: 3 }).allInnerTexts(),
    ingredients: await dialog.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').allInnerTexts(),
    steps: await dialog.getByRole('region', { name: 'Instructions' }).getByRole('listitem').allInnerTexts(),
    nutritionHeaders: await dialog.getByRole('columnheader').allInnerTexts(),
    nutritionRows: await dialog.getByRole('row').allInnerTexts(),
    notes: (await dialog.getByRole('region', { name: 'Notes' }).count()) > 0 ? ((await dialog.getByRole('region', { name: 'Notes' }).textContent()) ?? '') : '',
  };

  await dialog.getByRole('button', { name: 'Edit' }).click();
  const form = dialog.getByRole('form', { name: 'Edit recipe' });
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  const labels = await form.locator('label').allInnerTexts();
  const values: string[] = [];
  for (const label of labels) values.push(await form.getByLabel(label, { exact: true }).inputValue());
  const buttons = await form.getByRole('button').allInnerTexts();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  return { ...reading, form: { labels, values, buttons } };
}

test('one recipe opened from /create and from /saved shows the same dialog', async ({ page, server }) => {
  await createVerifiedUser(page.request, server, { prefix: 'same-dialog' });
  await page.goto('/create');
  await page.getByLabel('What would you like to cook?').fill('A quick Thai green curry');
  await page.getByRole('button', { name: 'Generate Recipe' }).click();
  await expect(page.locator('.Toastify').getByText('Recipe generated!')).toBeVisible();

  const card = page.getByRole('list', { name: 'Generated recipes' }).getByRole('button').first();
  await expect(card.locator('img')).toHaveAttribute('src', /.+/);
  await card.click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Recipe' });
  await saveDialog.getByLabel('Category', { exact: true }).selectOption('Dinner');
  await saveDialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.locator('.Toastify').getByText('Recipe saved!')).toBeVisible();

  await card.click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const fromCreate = await readDialog(page, dialog);
  await page.keyboard.press('Escape');

  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: fromCreate.title }).click();
  dialog = page.getByRole('dialog', { name: fromCreate.title });
  const fromSaved = await readDialog(page, dialog);

  expect(fromCreate.facts).toContain('Category\nDinner');
  // The allergen section appears only when the recipe names one; the comparison below checks
  // that both pages agree on it.
  const coreHeadings = fromCreate.headings.filter((heading) => heading !== 'Allergens');
  expect(coreHeadings).toEqual(fromCreate.notes ? ['Ingredients', 'Instructions', 'Notes', 'Nutrition'] : ['Ingredients', 'Instructions', 'Nutrition']);
  expect(fromCreate.nutritionHeaders[1]).toBe('Per serving');
  expect(fromCreate.form.buttons).toEqual(['Cancel', 'Save Changes']);
  expect(fromSaved).toEqual(fromCreate);

  // Only the page's own actions differ.
  await expect(dialog.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
  // Scaling is Pro: a free cook sees the locked control with its way to upgrade.
  await expect(dialog.getByRole('group', { name: 'Scaling and unit conversion' })).toContainText('Pro');
  await expect(dialog.getByRole('button', { name: 'Cook mode' })).toBeVisible();
});

test("the first tap on a card answers at once while the dialog's code is still on its way", async ({ page, server }) => {
  await createVerifiedUser(page.request, server, { prefix: 'slow-dialog' });
  const created = await page.request.post('/api/recipes', {
    data: { title: 'Slow Network Lentil Soup', ingredients: ['200 g red lentils'], instructions: ['Simmer.'], servings: '2', category: 'Dinner' },
  });
  expect(created.status()).toBe(201);
  // A phone with one bar of signal: the dialog's chunk takes its time.
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  await page.route(/\/assets\/saved-recipe-dialog-[^/]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: 'Slow Network Lentil Soup' }).click();

  const loading = page.getByRole('status').filter({ hasText: 'Opening Slow Network Lentil Soup…' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseChunk();
  await expect(page.getByRole('dialog', { name: 'Slow Network Lentil Soup' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
