import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { z } from 'zod';
import type { TTestServer } from './fixtures/server.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 5's Create page journeys against the real built server (built-in composer, offline).

const ZSessionSchema = z.object({ user: z.object({ id: z.string().min(1) }) });

/** Signs a new cook up and verifies them; the browser context ends up signed in. Returns the user id. */
async function signInNewCook(page: Page, server: TTestServer, label: string): Promise<string> {
  await createVerifiedUser(page.request, server, { prefix: label });
  const session = await page.request.get('/api/auth/get-session');
  return ZSessionSchema.parse(await session.json()).user.id;
}

function readToast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text);
}

test.describe('Create page', () => {
  test('sign in, generate from a prompt, open, edit and save the recipe', async ({ page, server }) => {
    await signInNewCook(page, server, 'journey');
    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create Recipe' })).toBeVisible();
    await expect(page.getByText('5 of 5 free recipes left this month')).toBeVisible();

    const prompt = page.getByLabel('What would you like to cook?');
    await prompt.fill('A quick Thai green curry');
    await expect(page.getByText('24/250')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await expect(readToast(page, 'Recipe generated!')).toBeVisible();
    await expect(page.getByText('4 of 5 free recipes left this month')).toBeVisible();

    const card = page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem').first().getByRole('button');
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);
    // The card's accessible name is the recipe title (aria-labelledby).
    const title = (await page.locator(`[id="${await card.getAttribute('aria-labelledby')}"]`).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await card.click();

    const recipeDialog = page.getByRole('dialog', { name: title });
    await expect(recipeDialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(recipeDialog.getByRole('row', { name: /Calories/ })).toBeVisible();
    await recipeDialog.getByRole('button', { name: 'Edit' }).click();
    const ingredients = recipeDialog.getByLabel('Ingredients', { exact: true });
    await ingredients.fill(`${await ingredients.inputValue()}\n1 lime`);
    await recipeDialog.getByLabel('Notes', { exact: true }).fill('Extra lime at the end.');
    await recipeDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(readToast(page, 'Changes saved!')).toBeVisible();
    await expect(recipeDialog.getByText('1 lime', { exact: true })).toBeVisible();
    await expect(recipeDialog.getByText('Extra lime at the end.')).toBeVisible();

    await recipeDialog.getByRole('button', { name: 'Save Recipe' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save Recipe' });
    await saveDialog.getByLabel('Category', { exact: true }).selectOption('Dinner');
    await saveDialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(readToast(page, 'Recipe saved!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Generated recipes' }).getByText('Saved', { exact: true })).toBeVisible();

    const saved = await page.request.get('/api/recipes');
    expect(saved.ok()).toBe(true);
    const savedText = await saved.text();
    expect(savedText).toContain(title);
    expect(savedText).toContain('Extra lime at the end.');
  });

  test('the page, the recipe modal in both modes and the Save modal pass axe', async ({ browser, server }) => {
    // AxeBuilder needs a page from browser.newContext().
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInNewCook(page, server, 'axe');
    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create Recipe' })).toBeVisible();
    const readViolations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

    expect(await readViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Create Blank Recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Untitled Recipe' });
    await expect(dialog.getByLabel('Title', { exact: true })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByRole('dialog', { name: 'Save Recipe' })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await context.close();
  });

  test('a blank recipe gets its image once it has a title and an ingredient', async ({ page, server }) => {
    await signInNewCook(page, server, 'blank');
    await page.goto('/create');
    await page.getByRole('button', { name: 'Create Blank Recipe' }).click();

    const dialog = page.getByRole('dialog', { name: 'Untitled Recipe' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Untitled Recipe');
    await dialog.getByRole('button', { name: 'Generate Image' }).click();
    await expect(readToast(page, 'Add a title and at least one ingredient first.')).toBeVisible();

    await dialog.getByLabel('Title', { exact: true }).fill('Weekend Pancakes');
    await dialog.getByLabel('Ingredients', { exact: true }).fill('2 eggs\n1 cup flour\n1 cup milk');
    await dialog.getByRole('button', { name: 'Generate Image' }).click();
    await expect(readToast(page, 'Image generated!')).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Weekend Pancakes' });
    await expect(image).toHaveAttribute('src', /.+/);
    const src = (await image.getAttribute('src')) ?? '';
    const imageResponse = await page.request.get(src);
    expect(imageResponse.status()).toBe(200);
  });

  test('a prompt naming no food costs nothing, and a long paste says the end was cut', async ({ page, server }) => {
    await signInNewCook(page, server, 'gibberish');
    await page.goto('/create');
    await expect(page.getByText('5 of 5 free recipes left this month')).toBeVisible();
    const prompt = page.getByLabel('What would you like to cook?');
    await prompt.fill('asdfgh');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(/^Describe a dish/);
    await page.reload();
    await expect(page.getByText('5 of 5 free recipes left this month')).toBeVisible();

    const pasted = 'a slow-cooked lamb stew with rosemary and garlic, '.repeat(6);
    // fill() puts the whole text in with one input event, as a paste does.
    await prompt.fill(pasted);
    await expect(prompt).toHaveValue(pasted.slice(0, 250));
    await expect(page.getByText('250/250')).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page.getByText(/The end was cut/)).toContainText(`the last ${pasted.length - 250} characters were left out`);
  });

  test("a free cook's 6th generation in a month shows the limit message", async ({ page, server }) => {
    const userId = await signInNewCook(page, server, 'limit');
    // Four through the API to keep the test short; the fifth and sixth through the page.
    for (let index = 0; index < 4; index += 1) {
      const response = await page.request.post('/generate-recipe', {
        headers: { origin: server.url },
        data: { prompt: `quick pasta dinner ${index}`, cartList: [], dietary: [], userId },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }

    await page.goto('/create');
    await expect(page.getByText('1 of 5 free recipes left this month')).toBeVisible();
    const prompt = page.getByLabel('What would you like to cook?');
    await prompt.fill('a smoothie for breakfast');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await expect(readToast(page, 'Recipe generated!')).toBeVisible();
    await expect(page.getByText('0 of 5 free recipes left this month')).toBeVisible();

    // At zero the button says why, and the way on is a link to /pricing.
    await prompt.fill('one more soup');
    await expect(page.getByRole('button', { name: 'No free recipes left' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro for unlimited recipes' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem')).toHaveCount(1);

    // The server says the same to a caller that skips the page's check.
    const sixth = await page.request.post('/generate-recipe', {
      headers: { origin: server.url },
      data: { prompt: 'one more soup', cartList: [], dietary: [], userId },
    });
    expect(sixth.ok()).toBe(false);
    expect(await sixth.json()).toMatchObject({ error: "You've used all your free recipes this month." });
  });
});
