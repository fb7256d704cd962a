import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { TTestServer } from './fixtures/server.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 11: the ingredient cart, "Your Ingredients", against the real built server.

async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your Ingredients' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Loading your ingredients…')).toHaveCount(0);
  return panel;
}

function readSectionToggle(panel: Locator, name: 'Pantry' | 'Refrigerator' | 'Freezer'): Locator {
  return panel.getByRole('button', { name: new RegExp(`^${name}`) });
}

async function addByTyping(panel: Locator, name: string) {
  const input = panel.getByRole('combobox');
  await input.fill(name);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

async function signIn(page: Page, server: TTestServer, prefix: string) {
  await createVerifiedUser(page.request, server, { prefix });
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create Recipe' })).toBeVisible();
}

test.describe('the ingredient cart', () => {
  test('add by typing and by suggestion, badge, keyboard drag to the freezer, remove, reload, clear', async ({ page, server }) => {
    await signIn(page, server, 'cart-journey');
    const panel = await openCart(page);
    for (const name of ['Pantry', 'Refrigerator', 'Freezer'] as const) {
      await expect(readSectionToggle(panel, name)).toHaveAttribute('aria-expanded', 'true');
    }

    await addByTyping(panel, '  extra-virgin olive oil ');
    await expect(panel.getByText('Extra-Virgin Olive Oil', { exact: true })).toBeVisible();

    // A suggestion: type, arrow down to it, Enter.
    const input = panel.getByRole('combobox');
    await input.fill('spina');
    const option = panel.getByRole('option', { name: /^spinach$/i });
    await expect(option).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await input.press('ArrowDown');
    await expect(panel.getByRole('option', { selected: true })).toHaveCount(1);
    const chosen = (await panel.getByRole('option', { selected: true }).textContent()) ?? '';
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(panel.getByRole('listbox')).toBeHidden();
    // Options show the name as it will be stored.
    const chosenTitle = chosen;
    await expect(panel.getByText(chosenTitle, { exact: true })).toBeVisible();

    // And a suggestion by mouse.
    await input.fill('egg');
    await panel
      .getByRole('option', { name: /^Eggs?$/ })
      .first()
      .click();
    await expect(input).toHaveValue('');
    // Each lands where that food is kept: the oil in the Pantry, spinach and eggs in the Refrigerator.
    await expect(readSectionToggle(panel, 'Pantry')).toContainText('1');
    await expect(readSectionToggle(panel, 'Refrigerator')).toContainText('2');
    await expect(page.getByRole('button', { name: 'Cart, 3 ingredients' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');

    // The same name in another case is ignored.
    await addByTyping(panel, 'EXTRA-VIRGIN OLIVE OIL');
    await expect(page.locator('.Toastify').getByText('Extra-Virgin Olive Oil is already in your cart.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');

    // Keyboard drag: the olive oil (alone in the pantry) past the Refrigerator header, its two items and the Freezer header.
    const handle = panel.getByRole('button', { name: 'Drag Extra-Virgin Olive Oil' });
    await handle.focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(250);
    }
    await page.keyboard.press('Space');
    await expect(page.getByText('Extra-Virgin Olive Oil moved to Freezer, position 1.')).toBeAttached();
    await expect(readSectionToggle(panel, 'Freezer')).toContainText('1');
    await expect(readSectionToggle(panel, 'Pantry')).toContainText('0');
    const freezerItems = panel.locator('.cart-list > li').filter({ hasText: 'Extra-Virgin Olive Oil' });
    await expect(freezerItems).toHaveCount(1);
    // The panel is still open: Escape during the drag belonged to the drag.
    await expect(panel).toBeVisible();

    // Collapsing a section hides its items.
    await readSectionToggle(panel, 'Freezer').click();
    await expect(readSectionToggle(panel, 'Freezer')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByText('Extra-Virgin Olive Oil', { exact: true })).toBeHidden();
    await readSectionToggle(panel, 'Freezer').click();

    // Remove one.
    await panel.getByRole('button', { name: `Remove ${chosenTitle}` }).click();
    await expect(panel.getByText(chosenTitle, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // Reload: the cart is on the server, in its sections.
    await page.reload();
    const reloaded = await openCart(page);
    await expect(readSectionToggle(reloaded, 'Freezer')).toContainText('1');
    await expect(readSectionToggle(reloaded, 'Refrigerator')).toContainText('1');
    await expect(readSectionToggle(reloaded, 'Pantry')).toContainText('0');
    await expect(reloaded.getByText('Extra-Virgin Olive Oil', { exact: true })).toBeVisible();

    // Clear, after a confirmation.
    await reloaded.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear your cart?' });
    await expect(confirm).toContainText('This removes all 2 ingredients');
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(readSectionToggle(reloaded, 'Refrigerator')).toContainText('0');
    await expect(readSectionToggle(reloaded, 'Freezer')).toContainText('0');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('Cook from my cart sends the cart and uses it', async ({ page, server }) => {
    await signIn(page, server, 'cart-cook');
    const panel = await openCart(page);
    for (const name of ['spinach', 'eggs', 'feta', 'cherry tomatoes']) await addByTyping(panel, name);
    await expect(page.getByTestId('cart-badge')).toHaveText('4');
    await panel.getByRole('button', { name: 'Close Your Ingredients' }).click();
    await expect(panel).toBeHidden();

    const requestPromise = page.waitForRequest((request) => request.url().endsWith('/generate-recipe'));
    await page.getByRole('button', { name: 'Cook from my cart' }).click();
    const body: unknown = (await requestPromise).postDataJSON();
    // The cart goes section by section: the tomatoes are kept in the Pantry, the rest in the Refrigerator.
    expect(body).toMatchObject({ cartList: ['Cherry Tomatoes', 'Spinach', 'Eggs', 'Feta'] });
    await expect(page.locator('.Toastify').getByText('Recipe generated!')).toBeVisible();
    const card = page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem').first().getByRole('button');
    await card.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Ingredients' }).first();
    const text = ((await dialog.textContent()) ?? '').toLowerCase();
    expect(['spinach', 'egg', 'feta', 'tomato'].filter((word) => text.includes(word)).length).toBeGreaterThanOrEqual(2);
  });

  test('the panel passes axe, and opens from /create', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, server, 'cart-axe');
    await page.getByRole('button', { name: 'Your Ingredients' }).click();
    const panel = page.getByRole('dialog', { name: 'Your Ingredients' });
    await expect(panel).toBeVisible();
    await addByTyping(panel, 'rice');
    await expect(panel.getByText('Rice', { exact: true })).toBeVisible();
    await panel.getByRole('combobox').fill('to');
    await expect(panel.getByRole('listbox')).toBeVisible();
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    await context.close();
  });
});
