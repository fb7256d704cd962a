import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// Issue 10, "numbers a cook can trust" and cook mode: one recipe shows the same labelled nutrition
// wherever it is opened; metric weighs solids; cook mode keeps the cook's servings and units and
// runs a timer for a step that names a time.

test.use({ serverEnv: { PAYMENTS: 'dev' } });

async function readNutrition(dialog: Locator): Promise<{ headers: string[]; rows: string[] }> {
  const table = dialog.getByRole('region', { name: 'Nutrition' }).getByRole('table');
  await expect(table.getByRole('row', { name: /^Calories/ })).toBeVisible();
  return { headers: await table.getByRole('columnheader').allInnerTexts(), rows: await table.getByRole('row').allInnerTexts() };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('one recipe shows the same labelled nutrition on /create and on /saved', async ({ page, server }) => {
  test.setTimeout(120_000);
  await createVerifiedUser(page.request, server, { prefix: 'same-numbers' });
  await page.goto('/create');
  await page.getByLabel('What would you like to cook?').fill('A quick Thai green curry');
  await page.getByRole('button', { name: 'Generate Recipe' }).click();
  await expect(page.locator('.Toastify').getByText('Recipe generated!')).toBeVisible();

  const card = page.getByRole('list', { name: 'Generated recipes' }).getByRole('button').first();
  await card.click();
  let dialog = page.getByRole('dialog');
  const title = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const servings = await dialog.locator('dl > div').filter({ hasText: 'Servings' }).locator('dd').innerText();
  const fromCreate = await readNutrition(dialog);
  // Per serving first, then the whole recipe with its serving count.
  expect(fromCreate.headers).toEqual(['Nutrient', 'Per serving', `Whole recipe (${servings} servings)`]);
  // A cookbook's lines: 'salt, to taste', never 'to taste salt'.
  const lines = await dialog.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').allInnerTexts();
  expect(lines.filter((line) => /^to taste/i.test(line))).toEqual([]);
  await expectNoAxeViolations(page);

  // A Thai curry is a dinner, not a dessert.
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Recipe' });
  await expect(saveDialog.getByLabel('Category', { exact: true })).toHaveValue('Dinner');
  await saveDialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.locator('.Toastify').getByText('Recipe saved!')).toBeVisible();

  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: title }).click();
  dialog = page.getByRole('dialog', { name: title });
  expect(await readNutrition(dialog)).toEqual(fromCreate);
});

const RICE_BOWL = {
  title: 'Ginger Rice Bowl',
  ingredients: ['1 cup jasmine rice', '2 cups water', '1 tbsp grated ginger', 'salt, to taste'],
  instructions: ['Rinse the rice.', 'Simmer for 15 minutes, covered.', 'Rest and serve.'],
  category: 'Dinner',
  servings: '2',
  notes: 'Serves 2.',
};

test('cook mode keeps servings and units, and its timer rings after 15 minutes', async ({ page, server }) => {
  test.setTimeout(120_000);
  // Stand-ins for the notification and the chime, recording what cook mode asks of them.
  await page.addInitScript(`
    window.__notifications = [];
    window.__beeps = 0;
    window.Notification = class {
      static permission = 'granted';
      static requestPermission() { return Promise.resolve('granted'); }
      constructor(title, options) { window.__notifications.push(title + ' | ' + (options && options.body)); }
    };
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () { window.__beeps += 1; return createOscillator.call(this); };
  `);
  await page.clock.install();
  await createVerifiedUser(page.request, server, { prefix: 'cook-timer' });
  expect((await page.request.post('/api/billing/dev/pay', { data: { priceType: 'monthly' } })).status()).toBe(200);
  expect((await page.request.post('/api/recipes', { data: RICE_BOWL })).status()).toBe(201);

  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: RICE_BOWL.title }).click();
  let dialog = page.getByRole('dialog', { name: RICE_BOWL.title });
  await dialog.getByRole('button', { name: 'More servings' }).click();
  await dialog.getByRole('button', { name: 'More servings' }).click();
  await dialog.getByRole('radio', { name: 'Metric' }).click();
  const ingredients = dialog.getByRole('region', { name: 'Ingredients' });
  // Solids weighed with the table's densities, liquids in kitchen millilitres, seasoning as written.
  await expect(ingredients.getByRole('listitem')).toHaveText(['370 g jasmine rice', '1 l water', '10 g grated ginger', 'salt, to taste']);
  await expect(dialog.getByRole('region', { name: 'Notes' })).toContainText('Serves 4.');
  await expect(dialog.getByRole('columnheader', { name: 'Whole recipe (4 servings)' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Cook mode' }).click();
  const cook = page.getByRole('dialog', { name: RICE_BOWL.title });
  await expect(cook.getByText('Serves 4')).toBeVisible();
  await cook.getByRole('button', { name: 'Show ingredients' }).click();
  await expect(cook.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    '370 g jasmine rice',
    '1 l water',
    '10 g grated ginger',
    'salt, to taste',
  ]);

  await expect(cook.getByRole('button', { name: /timer/ })).toHaveCount(0);
  await cook.getByRole('button', { name: 'Next →' }).click();
  await expect(cook.getByText('Step 2 of 3')).toBeVisible();
  // axe waits on timers of its own: check the step with its timer button while time still runs.
  await expectNoAxeViolations(page);
  // From here time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await cook.getByRole('button', { name: 'Start 15 minutes timer' }).click();
  const timer = cook.getByRole('timer', { name: '15 minutes timer' });
  await expect(timer).toContainText('15:00');
  // The timer keeps running on the next step.
  await cook.getByRole('button', { name: 'Next →' }).click();
  // The countdown reads the time of day (so a throttled background tab still rings on time): move
  // the clock on without firing 15 minutes of the page's other timers (polls, request timeouts).
  const startedAt = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(startedAt + 5 * 60_000);
  await page.clock.runFor(500);
  await expect(timer).toContainText('10:00');
  await page.clock.setSystemTime(startedAt + 15 * 60_000);
  await page.clock.runFor(500);
  await expect(timer).toContainText("Time's up: 15 minutes");
  // In view, the page rings by itself; a notification is for a hidden page (e2e/cook-timers.spec.ts).
  expect((await page.evaluate(() => (window as Window & { __notifications?: string[] }).__notifications)) ?? []).toEqual([]);
  expect(await page.evaluate(() => (window as Window & { __beeps?: number }).__beeps)).toBe(3);
  await cook.getByRole('button', { name: 'Dismiss' }).click();
  await expect(cook.getByRole('timer')).toHaveCount(0);

  // Back in the recipe: still 4 servings in metric.
  await cook.getByRole('button', { name: 'Exit cook mode' }).click();
  dialog = page.getByRole('dialog', { name: RICE_BOWL.title });
  await expect(dialog.getByRole('radio', { name: 'Metric' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('4 servings')).toBeVisible();
  await expect(ingredients.getByRole('listitem').first()).toHaveText('370 g jasmine rice');
});
