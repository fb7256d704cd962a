import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures/test.ts';
import type { TTestServer } from './fixtures/server.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';
import { findDayCell, THIS_WEEK } from './fixtures/planner.ts';
import { PHONE_VIEWPORT } from './fixtures/viewports.ts';

const RECIPES = [
  { title: 'Spinach Frittata', ingredients: ['6 eggs', '200 g spinach', '50 g feta'], totalTime: '20 mins' },
  { title: 'Salmon Traybake', ingredients: ['2 salmon fillets', '1 lemon', '300 g new potatoes'], totalTime: '25 mins' },
  { title: 'Bean Chilli', ingredients: ['1 can kidney beans', '1 onion', '1 can chopped tomatoes'], totalTime: '30 mins' },
  { title: 'Halloumi Wraps', ingredients: ['250 g halloumi', '4 tortillas', '1 cucumber'], totalTime: '15 mins' },
  { title: 'Pea Risotto', ingredients: ['300 g arborio rice', '200 g frozen peas', '1 l vegetable stock'], totalTime: '30 mins' },
  { title: 'Tomato Soup', ingredients: ['6 tomatoes', '1 onion', '500 ml vegetable stock'], totalTime: '25 mins' },
];
const SENTENCE = "five quick dinners, mostly vegetarian, use what's in the fridge, under 30 minutes on weekdays, fish once";
const WEEK = THIS_WEEK;
const SHOTS_DIR = process.env.PLAN_WEEK_SHOTS_DIR;

async function signInWithRecipes(request: APIRequestContext, server: TTestServer, prefix: string): Promise<void> {
  const { email } = await createVerifiedUser(request, server, { name: 'Week Cook', prefix });
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } });
  expect(signIn.status()).toBe(200);
  for (const recipe of RECIPES) {
    const response = await request.post('/api/recipes', { data: { ...recipe, instructions: ['Cook it.'], servings: '2', category: 'Dinner' } });
    expect(response.status()).toBe(201);
  }
  const useBy = format(addDays(new Date(), 1), 'yyyy-MM-dd');
  expect((await request.post('/api/cart/items', { data: { name: 'spinach', section: 'refrigerator', useBy } })).status()).toBeLessThan(300);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('plan my week', () => {
  test('a sentence → a proposal → swap one → accept → on the calendar → the list for the range → put away → cooked it', async ({ page, server }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithRecipes(page.request, server, 'plan-week');
    await page.goto('/meal-planner');
    await expect(page.getByRole('heading', { name: 'Meal Planner', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Plan my week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week' });
    await expect(dialog.getByLabel('From')).toHaveValue(format(WEEK[0]!, 'yyyy-MM-dd'));
    await expect(dialog.getByLabel('To')).toHaveValue(format(WEEK[6]!, 'yyyy-MM-dd'));
    await expect(dialog.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    await dialog.getByLabel('Tell us about your week').fill(SENTENCE);
    await dialog.getByRole('button', { name: 'Propose a plan' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Proposal ready: 5 meals.');
    const picks = dialog.getByRole('region', { name: 'Proposed meals' }).locator('li.plan-week__pick');
    await expect(picks).toHaveCount(5);
    // Saved recipes first, each with its reason; the spinach due tomorrow is used, and said so.
    await expect(dialog.getByText('Uses your spinach (use by tomorrow)')).toBeVisible();
    await expect(dialog.getByText('Fish once, as you asked')).toBeVisible();
    await expect(dialog.getByText(/this uses 0 generations|this uses no generations|This uses \d of your \d generations left/i)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'proposal-1440');

    // Another one for the first day: a different recipe there.
    const firstDay = format(WEEK[0]!, 'EEE, MMM d');
    const firstTitle = await picks.first().locator('strong').innerText();
    await dialog.getByRole('button', { name: `Another one for ${firstDay}, dinner` }).click();
    await expect(dialog.getByRole('status')).toHaveText('Proposal ready: 5 meals.');
    await expect(picks.first().locator('strong')).not.toHaveText(firstTitle);
    const titles = await picks.locator('strong').allInnerTexts();

    await dialog.getByRole('button', { name: 'Accept and plan 5 meals' }).click();
    await expect(dialog.getByRole('status')).toContainText('5 meals are on your calendar');
    await shoot(page, 'accepted-1440');

    await dialog.getByRole('button', { name: 'Open the shopping list for these days' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(listDialog.getByLabel('Start date')).toHaveValue(format(WEEK[0]!, 'yyyy-MM-dd'));
    await expect(listDialog.getByLabel('End date')).toHaveValue(format(WEEK[6]!, 'yyyy-MM-dd'));
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await expect(listDialog.getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Bought it all: every item checked and put away into the cart.
    const boxes = listDialog.getByRole('checkbox');
    const itemCount = await boxes.count();
    for (let index = 0; index < itemCount; index += 1) await boxes.nth(index).check();
    await listDialog.getByRole('button', { name: `Put away (${itemCount})` }).click();
    await expect(page.getByText(`Put ${itemCount} items away in your ingredients.`)).toBeVisible();
    const stocked = await (await page.request.get('/api/cart')).text();

    // Back on the calendar: the first day holds the accepted (swapped-in) recipe.
    await page.keyboard.press('Escape');
    await expect(listDialog).toBeHidden();
    const firstPlanned = (titles[0] ?? '').replace(/New$/, '').trim();
    const firstCell = findDayCell(page, WEEK[0]!);
    await expect(firstCell).toContainText(firstPlanned);

    // Cooked it: what the recipe used comes out of the cart.
    await firstCell.click({ position: { x: 5, y: 5 } });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Cooked it: ${firstPlanned}` })
      .click();
    await expect(page.getByText(/^Cooked:/)).toBeVisible();
    expect(await (await page.request.get('/api/cart')).text()).not.toEqual(stocked);
  });

  test('on a phone the dialog fits, reads out its progress and passes axe', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await signInWithRecipes(page.request, server, 'plan-week-phone');
    await page.goto('/meal-planner');
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week' });
    await dialog.getByRole('checkbox', { name: 'Lunch' }).check();
    await dialog.getByLabel('Tell us about your week').fill('three dinners, pizza on Friday');
    await dialog.getByRole('button', { name: 'Propose a plan' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Proposal ready: \d+ meals\.$/);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'proposal-390');
    await context.close();
  });

  test("rules a cook keeps: pizza every Friday dinner, then its leftovers for Saturday's lunch, counted once, cooked once", async ({ page, server }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithRecipes(page.request, server, 'plan-week-rules');
    const pizza = { title: 'Margherita Pizza', ingredients: ['1 pizza dough', '1 ball mozzarella', '3 tomatoes'], totalTime: '25 mins' };
    const saved = await page.request.post('/api/recipes', { data: { ...pizza, instructions: ['Bake it.'], servings: '4', category: 'Dinner' } });
    expect(saved.status()).toBe(201);
    await page.goto('/meal-planner');

    // A rule: Margherita Pizza every Friday dinner.
    await page.getByRole('button', { name: 'Rules' }).click();
    const rulesDialog = page.getByRole('dialog', { name: 'Your rules' });
    await expect(rulesDialog.getByText('No rules yet.')).toBeVisible();
    await rulesDialog.getByRole('combobox', { name: 'Every' }).selectOption({ label: 'Friday' });
    await rulesDialog.getByRole('combobox', { name: 'Meal' }).selectOption({ label: 'Dinner' });
    await rulesDialog.getByRole('combobox', { name: 'Recipe' }).selectOption({ label: 'Margherita Pizza' });
    await rulesDialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(rulesDialog.getByRole('list', { name: 'Your rules' })).toContainText('Margherita Pizza every Friday dinner');
    await expect(rulesDialog.getByRole('status')).toHaveText('Rule added: Margherita Pizza every Friday dinner.');
    await expectNoAxeViolations(page);
    await shoot(page, 'rules-1440');
    await page.keyboard.press('Escape');
    await expect(rulesDialog).toBeHidden();

    // Plan my week keeps it: Friday's dinner is the pizza, "Every Friday".
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week' });
    await dialog.getByLabel('Tell us about your week').fill('two dinners');
    await dialog.getByRole('button', { name: 'Propose a plan' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Proposal ready: 2 meals.');
    const friday = dialog.locator('li.plan-week__day', { hasText: format(WEEK[5]!, 'EEE, MMM d') });
    await expect(friday.locator('strong')).toHaveText('Margherita Pizza');
    await expect(friday.getByText('Every Friday')).toBeVisible();
    await expect(dialog.getByText('Margherita Pizza every Friday dinner')).toBeVisible();
    await expect(dialog.getByText('Only your saved recipes: this uses no generations.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept and plan 2 meals' }).click();
    await expect(dialog.getByRole('status')).toContainText('2 meals are on your calendar');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Leftovers: the rest of Friday's pizza (accepted as Friday's dinner) for Saturday's lunch.
    const fridayCell = findDayCell(page, WEEK[5]!);
    await fridayCell.click({ position: { x: 5, y: 5 } });
    const fridayDialog = page.getByRole('dialog', { name: format(WEEK[5]!, 'EEEE, MMMM d') });
    await expect(fridayDialog.locator('.planner-day-list__meal')).toHaveText('Dinner');
    await expect(fridayDialog.getByRole('combobox', { name: 'Meal of Margherita Pizza' })).toHaveValue('dinner');
    await fridayDialog.getByRole('button', { name: 'Plan leftovers of Margherita Pizza' }).click();
    await expect(fridayDialog.getByLabel('Eat the rest on')).toHaveValue(format(WEEK[6]!, 'yyyy-MM-dd'));
    await fridayDialog.getByRole('combobox', { name: 'For' }).selectOption({ label: 'Lunch' });
    await fridayDialog.getByRole('button', { name: 'Plan them' }).click();
    await expect(fridayDialog.getByRole('status').filter({ hasText: 'Leftovers planned' })).toHaveText(
      `Leftovers planned for lunch on ${format(WEEK[6]!, 'EEEE, MMMM d')}.`,
    );
    // The meal says where its rest is eaten.
    await expect(fridayDialog.getByText('Leftovers: Saturday lunch')).toBeVisible();
    await page.keyboard.press('Escape');
    const saturdayCell = findDayCell(page, WEEK[6]!);
    await expect(saturdayCell).toContainText('Margherita Pizza');
    await expect(saturdayCell).toContainText('Leftovers');
    await expect(saturdayCell.locator('.planner-entry__tag')).toHaveText('Lunch · Leftovers');
    await expect(saturdayCell.getByLabel(/^Lunch: Margherita Pizza, leftovers from Friday's dinner/)).toBeVisible();
    await saturdayCell.click({ position: { x: 5, y: 5 } });
    const saturdayDialog = page.getByRole('dialog', { name: format(WEEK[6]!, 'EEEE, MMMM d') });
    await expect(saturdayDialog.getByText("Leftovers from Friday's dinner")).toBeVisible();
    await expect(saturdayDialog.locator('.planner-day-list__meal')).toHaveText('Lunch');
    await expect(saturdayDialog.getByRole('button', { name: /Plan leftovers/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'leftovers-1440');
    await page.keyboard.press('Escape');

    // The list counts the pizza once: one ball of mozzarella, not two.
    const range = { startDate: format(WEEK[5]!, 'yyyy-MM-dd'), endDate: format(WEEK[6]!, 'yyyy-MM-dd') };
    const list = await page.request.post('/api/shopping-list', { data: range });
    expect(list.status()).toBe(200);
    const items: { name: string; quantity: number | null }[] = (await list.json()).items;
    expect(items.find((item) => /mozzarella/i.test(item.name))?.quantity).toBe(1);

    // Cooked it on Friday; reopened, the meal says so and can be undone.
    await fridayCell.click({ position: { x: 5, y: 5 } });
    await fridayDialog.getByRole('button', { name: 'Cooked it: Margherita Pizza' }).click();
    await expect(page.getByText(/^Cooked/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fridayDialog).toBeHidden();
    await page.reload();
    await fridayCell.click({ position: { x: 5, y: 5 } });
    await expect(fridayDialog.locator('.planner-cooked-badge')).toHaveText('✓ Cooked');
    await fridayDialog.getByRole('button', { name: 'Undo cooked it: Margherita Pizza' }).click();
    await expect(fridayDialog.getByRole('button', { name: 'Cooked it: Margherita Pizza' })).toBeVisible();
  });
});
