import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';
import { PHONE_VIEWPORT } from './fixtures/viewports.ts';

// Issue 24, "a cook's evening, uninterrupted": cook mode keeps the cook signed in; anywhere else the
// inactivity sign-out says why and signing in returns to the page and its open recipe; Back closes
// the open recipe and cook mode, and the address names the open recipe.

const STEW = {
  title: 'Slow Bean Stew',
  ingredients: ['2 cans white beans', '1 onion, chopped', '2 cloves garlic'],
  instructions: ['Soften the onion and garlic.', 'Add the beans and simmer for 30 minutes.', 'Season and serve.'],
  category: 'Dinner',
  servings: '4',
};

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Minutes pass without a touch: every interval due fires once a minute, as in a real idle kitchen. */
async function idleFor(page: Page, minutes: number): Promise<void> {
  for (let minute = 0; minute < minutes; minute += 1) await page.clock.fastForward(60_000);
}

test('cook mode with a running timer keeps the cook signed in; elsewhere the sign-out says why and comes back to the recipe', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const cook = await createVerifiedUser(page.request, server, { prefix: 'evening' });
  const saved = await page.request.post('/api/recipes', { data: STEW });
  expect(saved.status()).toBe(201);
  const recipeId: string = (await saved.json()).id;

  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: STEW.title }).click();
  const dialog = page.getByRole('dialog', { name: STEW.title });
  await expect(page).toHaveURL(new RegExp(`/saved\\?recipe=${recipeId}$`));
  await dialog.getByRole('button', { name: 'Cook mode' }).click();
  const cookMode = page.getByRole('dialog', { name: STEW.title });
  await cookMode.getByRole('button', { name: 'Next →' }).click();
  await cookMode.getByRole('button', { name: 'Start 30 minutes timer' }).click();
  await expect(cookMode.getByRole('timer', { name: '30 minutes timer' })).toContainText('30:00');

  // Eleven minutes at the stove without touching the screen: still signed in, still cooking.
  await idleFor(page, 11);
  await expect(page).toHaveURL(new RegExp(`/saved\\?recipe=${recipeId}&cook=1$`));
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();
  await expect(cookMode.getByRole('timer', { name: '30 minutes timer' })).toContainText('19:00');
  const session = await page.request.get('/api/profile');
  expect(session.status()).toBe(200);

  // Back leaves cook mode for the recipe, not the page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/saved\\?recipe=${recipeId}$`));
  await expect(dialog.getByRole('button', { name: 'Cook mode' })).toBeVisible();

  // Ten idle minutes on the open recipe: signed out, told why, and brought back after signing in.
  await idleFor(page, 11);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out after 10 minutes without activity.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(cook.email);
  await page.getByLabel('Password').fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/saved\\?recipe=${recipeId}$`));
  await expect(page.getByRole('dialog', { name: STEW.title })).toBeVisible();

  // Back closes the recipe and stays on Saved; a reload of the recipe's address reopens it.
  await page.getByRole('dialog', { name: STEW.title }).getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/saved$/);
  await page.goto(`/saved?recipe=${recipeId}`);
  await expect(page.getByRole('dialog', { name: STEW.title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a use-by date typed on the keyboard is saved whole, never the years it passes through', async ({ page, server }) => {
  await createVerifiedUser(page.request, server, { prefix: 'use-by' });
  const added = await page.request.post('/api/cart/items', { data: { name: 'Feta' } });
  expect(added.status()).toBe(201);
  const year = new Date().getFullYear() + 1;
  const saves: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/cart/items/')) saves.push(request.postDataJSON());
  });

  await page.goto('/create');
  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your Ingredients' });
  await panel.getByRole('button', { name: 'Set a use-by date for Feta' }).click();
  const field = panel.getByLabel('Use-by date for Feta');
  await expect(field).toBeFocused();
  // Chromium's en-US field: month, day, year, each segment moving on by itself.
  await page.keyboard.type(`1126${year}`, { delay: 60 });
  await expect(field).toBeFocused();
  await expect(field).toBeEnabled();
  await expect.poll(() => saves).toEqual([{ useBy: `${year}-11-26` }]);
  await page.keyboard.press('Tab');
  await expect(panel.getByText('Past its use-by date')).toHaveCount(0);

  // Reloaded from the server: the whole date.
  await page.reload();
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Ingredients' }).getByLabel('Use-by date for Feta')).toHaveValue(`${year}-11-26`);
  expect(saves).toEqual([{ useBy: `${year}-11-26` }]);
});

test.describe('after sign-up', () => {
  const PROMPT = 'Smoky black bean tacos';

  async function startFromLanding(page: Page): Promise<void> {
    await page.goto('/');
    const box = page.locator('#hero-prompt');
    await box.fill(PROMPT);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/signup\?next=/);
  }

  test('verify first: the "check your e-mail" page names the address, resends, offers "Wrong address?", and the landing prompt reaches /create', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await startFromLanding(page);
    const email = `check-mail-${Date.now().toString(36)}@example.test`;
    await page.getByLabel('Name').fill('New Cook');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a kitchen full of basil');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email\?next=%2Fcreate%3Fprompt%3D/);
    await expect(page.getByRole('status')).toContainText(`We sent a link to ${email}.`);
    await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up with the right one' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Resend is there, counting down the 60 s the server also keeps between two links.
    await expect(page.getByRole('button', { name: /^Resend Verification Email \(\d+s\)$/ })).toBeVisible();

    // The link in another tab; this one moves on by itself, both to the prompt.
    const linkTab = await context.newPage();
    await linkTab.goto(server.readMailLinks(email).at(-1) ?? '');
    // /create takes the prompt into its box and then tidies the address.
    await expect(linkTab.getByLabel('What would you like to cook?')).toHaveValue(PROMPT);
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue(PROMPT, { timeout: 15_000 });
    await context.close();
  });

  test('log in first, verify after: the landing prompt still reaches /create', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await startFromLanding(page);
    const email = `login-first-${Date.now().toString(36)}@example.test`;
    await page.getByLabel('Name').fill('New Cook');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a kitchen full of basil');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a kitchen full of basil');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/verify-email\?next=/);

    const linkTab = await context.newPage();
    await linkTab.goto(server.readMailLinks(email).at(-1) ?? '');
    await expect(linkTab.getByLabel('What would you like to cook?')).toHaveValue(PROMPT);
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue(PROMPT, { timeout: 15_000 });
    await context.close();
  });
});

/**
 * An open sheet puts its own history entry on just after it shows (`useCloseOnBack`); Back is pressed once
 * it is there, as a person's Back comes long after the sheet opened (on a loaded machine the test is faster).
 */
async function waitForSheetEntry(page: Page, name: string): Promise<void> {
  await page.waitForFunction((sheet) => {
    const state: unknown = window.history.state;
    return (
      typeof state === 'object' &&
      state !== null &&
      'usr' in state &&
      typeof state.usr === 'object' &&
      state.usr !== null &&
      'sheet' in state.usr &&
      state.usr.sheet === sheet
    );
  }, name);
}

test('on a phone, Back closes the cart panel, the messages and the shopping list instead of leaving the page', async ({ page, server }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await createVerifiedUser(page.request, server, { prefix: 'back-sheets' });
  await page.goto('/saved');
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create Recipe' })).toBeVisible();

  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Ingredients' });
  await expect(cart).toBeVisible();
  await waitForSheetEntry(page, 'cart');
  await page.goBack();
  await expect(cart).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);

  await page.getByRole('button', { name: /^Messages/ }).click();
  const messages = page.getByRole('dialog', { name: 'Your Messages' });
  await expect(messages).toBeVisible();
  await waitForSheetEntry(page, 'messages');
  await page.goBack();
  await expect(messages).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);

  // Closed with its own button, a sheet leaves no entry behind: Back then leaves the page as before.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(cart).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);

  await page.goto('/meal-planner');
  await page.getByRole('button', { name: 'Shopping List' }).click();
  const list = page.getByRole('dialog', { name: 'Shopping List' });
  await expect(list).toBeVisible();
  await waitForSheetEntry(page, 'shopping-list');
  await page.goBack();
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/\/meal-planner$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/create$/);
});
