import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { TTestServer } from './fixtures/server.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';

/** A verified cook, signed in on the given request context (cookies land in its browser context). */
async function signUpVerified(request: APIRequestContext, server: TTestServer, name: string): Promise<string> {
  const { email } = await createVerifiedUser(request, server, { name, prefix: name });
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } });
  expect(signIn.status()).toBe(200);
  return email;
}

const CURRY = {
  title: 'Chickpea Curry',
  ingredients: ['1 can chickpeas', '1 cup coconut milk', '2 tbsp curry paste'],
  instructions: ['Fry the curry paste.', 'Add chickpeas and coconut milk.', 'Simmer for 15 minutes.'],
  category: 'Dinner',
  prepTime: '5 mins',
  cookTime: '20 mins',
  totalTime: '25 mins',
  servings: '2',
};

const BROWNIES = {
  title: 'Fudgy Brownies',
  ingredients: ['200 g dark chocolate', '150 g butter', '3 eggs', '1 cup sugar'],
  instructions: ['Melt chocolate and butter.', 'Whisk in eggs and sugar.', 'Bake for 25 minutes.'],
  category: 'Dessert',
  totalTime: '1 hr',
  servings: '12',
};

// Scaling is Pro: Alice buys Pro through the simulated checkout's API first.
test.use({ serverEnv: { PAYMENTS: 'dev' } });

test.describe('recipe library', () => {
  test('save, search, sort, filter, rate, share to another cook, print, delete', async ({ page, browser, server }) => {
    await page.addInitScript(() => {
      // The real print dialog would block the headless browser; record the call instead.
      const record = window as Window & { printCalls?: number };
      record.printCalls = 0;
      window.print = () => {
        record.printCalls = (record.printCalls ?? 0) + 1;
      };
    });
    await signUpVerified(page.request, server, 'Alice');
    expect((await page.request.post('/api/billing/dev/pay', { data: { priceType: 'monthly' } })).status()).toBe(200);
    for (const recipe of [CURRY, BROWNIES]) {
      const saved = await page.request.post('/api/recipes', { data: recipe });
      expect(saved.status()).toBe(201);
    }

    await page.goto('/saved');
    const grid = page.getByRole('list', { name: 'Saved recipes' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    // Newest first by default.
    await expect(grid.getByRole('listitem').first()).toContainText('Fudgy Brownies');

    // Search over ingredients, server-side.
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('coconut');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid).toContainText('Chickpea Curry');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('');
    await expect(grid.getByRole('listitem')).toHaveCount(2);

    // Sort by title.
    await page.getByRole('combobox', { name: 'Sort recipes' }).selectOption('title');
    await expect(grid.getByRole('listitem').first()).toContainText('Chickpea Curry');

    // Filter: desserts only, then clear.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filterDialog = page.getByRole('dialog', { name: 'Filter recipes' });
    await filterDialog.getByLabel('Category').selectOption('Dessert');
    await filterDialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid).toContainText('Fudgy Brownies');
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('dialog', { name: 'Filter recipes' }).getByRole('button', { name: 'Clear filters' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(2);

    // Rate the curry 4 stars.
    await grid.getByRole('button', { name: /Chickpea Curry/ }).click();
    const recipeDialog = page.getByRole('dialog', { name: 'Chickpea Curry' });
    await recipeDialog.getByRole('radio', { name: '4 stars' }).click();
    await expect(recipeDialog.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');

    // Scale to 4 servings and print.
    await recipeDialog.getByRole('button', { name: 'More servings' }).click();
    await recipeDialog.getByRole('button', { name: 'More servings' }).click();
    await expect(recipeDialog.getByText('2 cups coconut milk')).toBeVisible();
    await recipeDialog.getByRole('button', { name: 'Print' }).click();
    const printView = page.getByRole('article', { name: 'Chickpea Curry' });
    await expect(printView).toBeVisible();
    await expect(printView.getByText('4 tbsp curry paste')).toBeVisible();
    await expect(printView.getByText(/Serves 4/)).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(printView.getByRole('button', { name: 'Back to recipes' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await printView.getByRole('button', { name: 'Back to recipes' }).click();

    // Share and read the link.
    await page.getByRole('dialog', { name: 'Chickpea Curry' }).getByRole('button', { name: 'Share' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share recipe' });
    const link = await shareDialog.getByLabel('Share link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/shared/[A-Za-z0-9_-]{22}$`));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await shareDialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await shareDialog.getByRole('button', { name: 'Close' }).click();
    // Closing the share dialog returns to the recipe; closing that shows the rated card.
    await expect(page.getByRole('dialog', { name: 'Chickpea Curry' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();

    // A second cook opens the link signed in: the recipe itself, with Save (not a silent card on /create).
    const friendContext = await browser.newContext({ baseURL: server.url });
    const friendPage = await friendContext.newPage();
    await signUpVerified(friendPage.request, server, 'Bob');
    await friendPage.goto(link);
    await expect(friendPage).toHaveURL(/\/shared\//);
    await expect(friendPage.getByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeVisible();
    await friendPage.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(friendPage.getByRole('status').filter({ hasText: 'Saved to your recipes.' })).toBeVisible();
    await friendPage.getByRole('link', { name: 'Open my copy' }).click();
    await expect(friendPage.getByRole('dialog', { name: /Chickpea Curry/ })).toBeVisible();
    await friendPage.keyboard.press('Escape');
    await expect(friendPage.getByRole('list', { name: 'Saved recipes' }).getByRole('listitem')).toHaveCount(1);
    await friendContext.close();

    // A signed-out visitor reads the public preview: the recipe content only.
    const visitor = await browser.newContext({ baseURL: server.url });
    const preview = await visitor.request.get(`/api/shared-recipes/${link.split('/').at(-1)}`);
    expect(preview.status()).toBe(200);
    expect(await preview.json()).not.toHaveProperty('rating');
    await visitor.close();

    // Delete the original.
    await grid.getByRole('button', { name: /Chickpea Curry/ }).click();
    await page.getByRole('dialog', { name: 'Chickpea Curry' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete recipe?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recipe deleted.')).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid).not.toContainText('Chickpea Curry');
  });
});
