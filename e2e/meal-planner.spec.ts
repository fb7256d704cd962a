import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { format } from 'date-fns';
import { expect, test } from './fixtures/test.ts';
import type { TTestServer } from './fixtures/server.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';
import { dragTo } from './fixtures/drag.ts';
import { findDayCell, THIS_WEEK } from './fixtures/planner.ts';
import { PHONE_VIEWPORT } from './fixtures/viewports.ts';

const RECIPES = [
  { title: 'Onion Soup', ingredients: ['2 onions', '1 cup milk', 'salt to taste'], instructions: ['Cook the onions.', 'Add milk.'], servings: '2' },
  {
    title: 'Garlic Pasta',
    ingredients: ['200 g spaghetti', '2 cloves garlic', '1 tbsp olive oil'],
    instructions: ['Boil pasta.', 'Toss with garlic oil.'],
    servings: '2',
  },
  { title: 'Milk Rice', ingredients: ['1 cup rice', '250 ml milk', '1 tsp olive oil'], instructions: ['Simmer rice in milk.'], servings: '2' },
];

// This week, Sunday first, as the planner shows it (the browser and the test share the machine's time zone).
const WEEK = THIS_WEEK;

async function signInWithRecipes(request: APIRequestContext, server: TTestServer, prefix: string): Promise<void> {
  const { email } = await createVerifiedUser(request, server, { name: 'Planner Cook', prefix });
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } });
  expect(signIn.status()).toBe(200);
  for (const recipe of RECIPES) expect((await request.post('/api/recipes', { data: { ...recipe, category: 'Dinner' } })).status()).toBe(201);
}

const dayCell = findDayCell;

test.describe('meal planner', () => {
  test('plan a week by arm-and-click and drag, hit the day limit, scale, make, check and print the list', async ({ page, server }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.addInitScript(() => {
      const record = window as Window & { printCalls?: number };
      record.printCalls = 0;
      window.print = () => {
        record.printCalls = (record.printCalls ?? 0) + 1;
      };
    });
    await signInWithRecipes(page.request, server, 'planner');
    await page.goto('/meal-planner');
    await expect(page.getByRole('heading', { name: 'Meal Planner', level: 1 })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Saved recipes' });
    const soupCard = sidebar.getByRole('button', { name: /^Onion Soup/ });
    await expect(soupCard).toBeVisible();

    // Arm-and-click: Onion Soup on Sunday and Monday, then disarm by tapping it again.
    await soupCard.click();
    await expect(soupCard).toHaveAttribute('aria-pressed', 'true');
    await dayCell(page, WEEK[0]!).click();
    await dayCell(page, WEEK[1]!).click();
    await expect(dayCell(page, WEEK[0]!)).toContainText('Onion Soup');
    await expect(dayCell(page, WEEK[1]!)).toContainText('Onion Soup');
    await soupCard.click();
    await expect(soupCard).toHaveAttribute('aria-pressed', 'false');

    // Drag from the sidebar to Tuesday and Wednesday, then Wednesday's recipe to Thursday.
    await dragTo(page, sidebar.getByRole('button', { name: /^Garlic Pasta/ }), dayCell(page, WEEK[2]!));
    await expect(dayCell(page, WEEK[2]!)).toContainText('Garlic Pasta');
    await dragTo(page, sidebar.getByRole('button', { name: /^Milk Rice/ }), dayCell(page, WEEK[3]!));
    await expect(dayCell(page, WEEK[3]!)).toContainText('Milk Rice');
    await dragTo(page, dayCell(page, WEEK[3]!).getByRole('button', { name: /^Milk Rice/ }), dayCell(page, WEEK[4]!));
    await expect(dayCell(page, WEEK[4]!)).toContainText('Milk Rice');
    await expect(dayCell(page, WEEK[3]!)).not.toContainText('Milk Rice');

    // Keyboard drag: Space lifts Thursday's recipe, the right arrow carries it to Friday, Space drops it.
    await dayCell(page, WEEK[4]!)
      .getByRole('button', { name: /^Milk Rice/ })
      .focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(dayCell(page, WEEK[5]!)).toContainText('Milk Rice');
    await expect(dayCell(page, WEEK[4]!)).not.toContainText('Milk Rice');

    // Five a day: the sixth click on Saturday is refused with the spec's message.
    await soupCard.click();
    for (let index = 0; index < 6; index += 1) await dayCell(page, WEEK[6]!).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Max 5 recipes per day' })).toBeVisible();
    await expect(dayCell(page, WEEK[6]!).getByRole('button', { name: /^Onion Soup/ })).toHaveCount(5);
    await soupCard.click();

    // Day modal: change Sunday's serving multiplier; it is saved on the server.
    await dayCell(page, WEEK[0]!).click();
    const dayDialog = page.getByRole('dialog', { name: format(WEEK[0]!, 'EEEE, MMMM d') });
    await dayDialog.getByRole('button', { name: 'More servings of Onion Soup' }).click();
    await dayDialog.getByRole('button', { name: 'More servings of Onion Soup' }).click();
    await expect(dayDialog.getByRole('group', { name: 'Servings multiplier for Onion Soup' })).toContainText('×1.5');
    // The recipe itself opens in the shared recipe dialog.
    await dayDialog.getByRole('button', { name: 'View recipe' }).click();
    await expect(page.getByRole('dialog', { name: 'Onion Soup' })).toBeVisible();
    // It opens at the planned amounts: 2 servings × 1.5.
    await expect(page.getByRole('dialog', { name: 'Onion Soup' }).getByLabel('3 servings')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Onion Soup' }).getByRole('region', { name: 'Ingredients' })).toContainText('3 onions');
    await expect(page.getByRole('dialog', { name: 'Onion Soup' }).getByRole('columnheader', { name: 'Whole recipe (3 servings)' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Onion Soup' }).getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog', { name: format(WEEK[0]!, 'EEEE, MMMM d') })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect
      .poll(async () => {
        const plan = await page.request.get(`/api/meal-plan?from=${format(WEEK[0]!, 'yyyy-MM-dd')}&to=${format(WEEK[0]!, 'yyyy-MM-dd')}`);
        return (await plan.json()).days[format(WEEK[0]!, 'yyyy-MM-dd')]?.[0]?.servingMultiplier;
      })
      .toBe(1.5);

    // The week's list: defaults to this week; 2 × 1.5 + 2 + 5 × 2 onions.
    await page.getByRole('button', { name: 'Shopping List' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(listDialog.getByLabel('Start date')).toHaveValue(format(WEEK[0]!, 'yyyy-MM-dd'));
    await listDialog.getByLabel('Start date').fill('');
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(listDialog.getByRole('alert')).toHaveText('Please select both start and end dates');
    await listDialog.getByLabel('Start date').fill(format(WEEK[0]!, 'yyyy-MM-dd'));
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(listDialog.getByRole('checkbox', { name: '15 onions' })).toBeVisible();
    await expect(listDialog.getByRole('heading', { name: 'Produce' })).toBeVisible();
    // 1 cup × (1.5 + 1 + 5) + 250 ml: the cook's recipes are in cups, so is the list.
    await expect(listDialog.getByRole('checkbox', { name: '8½ cups milk' })).toBeVisible();
    await expect(listDialog.getByRole('checkbox', { name: 'salt' })).toBeVisible();
    await listDialog.getByRole('checkbox', { name: '15 onions' }).check();
    await listDialog.getByRole('checkbox', { name: '200 g spaghetti' }).check();
    await expect
      .poll(async () => (await (await page.request.get('/api/shopping-list')).json()).items.filter((item: { checked: boolean }) => item.checked).length)
      .toBe(2);

    // Copy as text, grouped by aisle with the checks.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await listDialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Shopping list copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Produce\n☐ 2 cloves garlic\n☑ 15 onions');

    // Print: the print sheet shows the list and hides the planner and the dialog's controls.
    await listDialog.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(listDialog.getByRole('checkbox', { name: '15 onions' })).toBeVisible();
    await expect(listDialog.getByRole('button', { name: 'Generate List' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Meal Planner', level: 1 })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Reload: the list and its two checks are still there.
    await page.reload();
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await expect(listDialog.getByRole('checkbox', { name: '15 onions' })).toBeChecked();
    await expect(listDialog.getByRole('checkbox', { name: '200 g spaghetti' })).toBeChecked();
    await expect(listDialog.getByRole('checkbox', { name: '1 tbsp olive oil' }).or(listDialog.getByRole('checkbox', { name: /olive oil/ }))).not.toBeChecked();

    // Edit mode: Edit toggles to Done; rename an item and add one.
    await listDialog.getByRole('button', { name: 'Edit' }).click();
    await listDialog.getByRole('button', { name: 'Add item' }).click();
    const names = listDialog.getByRole('textbox', { name: /name$/ });
    await names.last().fill('paper towels');
    await listDialog.getByRole('button', { name: 'Done' }).click();
    await expect(listDialog.getByRole('checkbox', { name: 'paper towels' })).toBeVisible();
    await expect(listDialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  test('the page, the day modal and the shopping-list modal pass axe; phones get the week agenda', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInWithRecipes(page.request, server, 'planner-axe');
    await page.goto('/meal-planner');
    await expect(page.getByRole('complementary', { name: 'Saved recipes' }).getByRole('button', { name: /^Onion Soup/ })).toBeVisible();
    const readViolations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(await readViolations()).toEqual([]);

    // Keyboard: the grid has one tab stop; arrows move between days, Enter opens the day.
    await dayCell(page, WEEK[2]!).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dayCell(page, WEEK[3]!)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: format(WEEK[3]!, 'EEEE, MMMM d') })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Shopping List' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(listDialog).toBeVisible();
    expect(await readViolations()).toEqual([]);
    // No recipe planned this week yet: the spec's message.
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(listDialog.getByRole('alert')).toHaveText('No recipes in that date range');
    await page.keyboard.press('Escape');
    // With a planned recipe: the view mode and the edit mode pass axe too.
    await page
      .getByRole('complementary', { name: 'Saved recipes' })
      .getByRole('button', { name: /^Onion Soup/ })
      .click();
    await dayCell(page, WEEK[1]!).click();
    await expect(dayCell(page, WEEK[1]!)).toContainText('Onion Soup');
    await page.getByRole('button', { name: 'Disarm' }).click();
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(listDialog.getByRole('checkbox', { name: '2 onions' })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await listDialog.getByRole('button', { name: 'Edit' }).click();
    await expect(listDialog.getByRole('button', { name: 'Add item' })).toBeVisible();
    expect(await readViolations()).toEqual([]);
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: format(WEEK[0]!, 'EEEE, MMMM d') })).toBeVisible();
    // Phones pick from a full-height sheet, not a small box scrolling inside the page.
    await expect(page.getByRole('complementary', { name: 'Saved recipes' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose a recipe to plan' }).click();
    const sheet = page.getByRole('dialog', { name: 'Saved recipes' });
    expect(await readViolations()).toEqual([]);
    await sheet.getByRole('button', { name: /^Milk Rice/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('is armed: tap days to add it')).toBeVisible();
    await page.getByRole('button', { name: `Add here ${format(WEEK[1]!, 'EEEE, MMMM d')}` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: format(WEEK[1]!, 'EEEE, MMMM d') })).toContainText('Milk Rice');
    expect(await readViolations()).toEqual([]);
    await context.close();
  });
});
