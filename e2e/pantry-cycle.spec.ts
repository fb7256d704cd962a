import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { ZCartSchema, type TCart } from '../src/domain/cart.ts';
import { expect, test } from './fixtures/test.ts';
import { findDayCell, THIS_WEEK } from './fixtures/planner.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';

// Issue 31: plan → list → put away → cooked it → undo; goals in Settings → the day against them, in words.

const SOUP = { title: 'Onion Soup', ingredients: ['2 onions', '1 cup milk', 'salt to taste'], instructions: ['Cook the onions.', 'Add milk.'], servings: '2' };
const WEEK = THIS_WEEK;
const dayCell = findDayCell;

/** The cart as the API answers it, checked against the app's own schema. */
async function readCart(page: Page): Promise<TCart> {
  return ZCartSchema.parse(await (await page.request.get('/api/cart')).json());
}

async function expectNoAxeViolations(page: Page) {
  // A toast still fading in blends its text with the page (axe read "Daily goals saved." mid-animation in a full run):
  // with reduced motion, as the household and contrast journeys read, every animation is at its end first.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('plan, put the shopping away, cook it and undo; the day against the goals in words', async ({ page, server }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { email } = await createVerifiedUser(page.request, server, { name: 'Pantry Cook', prefix: 'pantry' });
  expect((await page.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } })).status()).toBe(200);
  expect((await page.request.post('/api/recipes', { data: { ...SOUP, category: 'Dinner' } })).status()).toBe(201);

  // Plan the soup on Sunday and Monday.
  await page.goto('/meal-planner');
  const soupCard = page.getByRole('complementary', { name: 'Saved recipes' }).getByRole('button', { name: /^Onion Soup/ });
  await soupCard.click();
  await dayCell(page, WEEK[0]!).click();
  await dayCell(page, WEEK[1]!).click();
  await expect(dayCell(page, WEEK[1]!)).toContainText('Onion Soup');
  await soupCard.click();

  // The list for this week: check the onions and the milk, then Put away.
  await page.getByRole('button', { name: 'Shopping List' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Generate List' }).click();
  await dialog.getByRole('checkbox', { name: /onions/ }).check();
  await dialog.getByRole('checkbox', { name: /milk/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Put away (2)' }).click();
  await expect(page.getByText('Put 2 items away in your ingredients.')).toBeVisible();
  const stocked = await readCart(page);
  expect(stocked.pantry).toEqual([expect.objectContaining({ name: 'Onion', quantity: 4, unit: null })]);
  expect(stocked.refrigerator).toEqual([expect.objectContaining({ name: 'Milk', quantity: 2, unit: 'cup' })]);
  await page.keyboard.press('Escape');

  // Cooked it on Sunday's soup: half the onions and the milk come out of the cart; Undo puts them back.
  await dayCell(page, WEEK[0]!)
    .getByRole('button', { name: /^Onion Soup/ })
    .waitFor();
  await dayCell(page, WEEK[0]!).click({ position: { x: 5, y: 5 } });
  const day = page.getByRole('dialog');
  await day.getByRole('button', { name: 'Cooked it: Onion Soup' }).click();
  await expect(page.getByText('Cooked: 2 with less left.')).toBeVisible();
  const cooked = await readCart(page);
  expect(cooked.pantry).toEqual([expect.objectContaining({ name: 'Onion', quantity: 2 })]);
  expect(cooked.refrigerator).toEqual([expect.objectContaining({ name: 'Milk', quantity: 1, unit: 'cup' })]);
  // The toast says it with Undo; in the open dialog the same Undo sits where Cooked it was.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeAttached();
  await day.getByRole('button', { name: 'Undo cooked it: Onion Soup' }).click();
  await expect(page.getByText('Undone: your ingredients are as they were.')).toBeVisible();
  expect(await readCart(page)).toEqual(stocked);
  await page.keyboard.press('Escape');

  // Goals in Settings: a preset, saved.
  await page.goto('/settings?tab=dietary');
  await page.getByRole('button', { name: 'Balanced, 2,000 kcal' }).click();
  await expect(page.getByLabel('Calories (kcal a day)')).toHaveValue('2000');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Daily goals saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The planner's day: one serving of each meal against the goal, said in words.
  await page.goto('/meal-planner');
  await dayCell(page, WEEK[0]!)
    .getByRole('button', { name: /^Onion Soup/ })
    .waitFor();
  await dayCell(page, WEEK[0]!).click({ position: { x: 5, y: 5 } });
  const summary = page.getByRole('dialog').getByRole('region', { name: 'Nutrition, one serving of each' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Calories' })).toContainText(/of 2,000 kcal · Under by \d+%/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: "Week's nutrition" })).toContainText(/Under by \d+%/);
  await expectNoAxeViolations(page);
});

test('the Use soon strip: what expires in three days, one tap from a recipe with it', async ({ page, server }) => {
  const { email } = await createVerifiedUser(page.request, server, { name: 'Soon Cook', prefix: 'use-soon' });
  expect((await page.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } })).status()).toBe(200);
  const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
  expect((await page.request.post('/api/cart/items', { data: { name: 'spinach', useBy: tomorrow } })).status()).toBe(201);
  expect((await page.request.post('/api/cart/items', { data: { name: 'rice', useBy: format(addDays(new Date(), 30), 'yyyy-MM-dd') } })).status()).toBe(201);
  await page.goto('/meal-planner');
  const strip = page.getByRole('region', { name: 'Use soon' });
  await expect(strip.getByRole('button')).toHaveCount(1);
  await strip.getByRole('button', { name: /Make a recipe with Spinach \(use by tomorrow\)/ }).click();
  await expect(page).toHaveURL(/\/create/);
  await expect(page.getByRole('textbox').first()).toHaveValue('A recipe that uses up my spinach');
  await expectNoAxeViolations(page);
});
