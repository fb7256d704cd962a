import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';
import { PHONE_VIEWPORT } from './fixtures/viewports.ts';

// Issue 29, "timers that ring": a cook-mode timer that ends while the page is hidden (screen locked,
// another app in front) rings with a notification; where notifications are unsupported or refused the
// timer says it only rings while Forkcast is open.

const TEA = {
  title: 'Quick Mint Tea',
  ingredients: ['1 handful mint', '250 ml water'],
  instructions: ['Steep the mint for 1 minute.', 'Pour and serve.'],
  category: 'Dinner',
  servings: '1',
};
const PAGE_ONLY = 'This timer only rings while Forkcast is open.';
const ASKING = 'Allow notifications so this timer rings when the screen is locked or another app is in front.';

async function openCookMode(page: Page): Promise<void> {
  const saved = await page.request.post('/api/recipes', { data: TEA });
  expect(saved.status()).toBe(201);
  await page.goto('/saved');
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: TEA.title }).click();
  await page.getByRole('dialog', { name: TEA.title }).getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('without notifications the timer says it only rings while Forkcast is open', async ({ page, server }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.clock.install();
  // A browser with no Notification API at all.
  await page.addInitScript('delete window.Notification;');
  await createVerifiedUser(page.request, server, { prefix: 'timer-unsupported' });
  await openCookMode(page);
  const cookMode = page.getByRole('dialog', { name: TEA.title });
  await expect(cookMode.getByText(PAGE_ONLY)).toBeVisible();
  await cookMode.getByRole('button', { name: 'Start 1 minute timer' }).click();
  await expect(cookMode.getByRole('timer', { name: '1 minute timer' })).toContainText(PAGE_ONLY);
  await expect(cookMode.getByText(PAGE_ONLY)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the first timer asks for notifications and explains why; refused, the timer says it only rings while Forkcast is open', async ({ page, server }) => {
  await page.clock.install();
  // The browser's prompt, answered "Block" a second after it opens (on the page's clock).
  await page.addInitScript(`{
    let permission = 'default';
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
    Notification.requestPermission = () => new Promise((resolve) => setTimeout(() => { permission = 'denied'; resolve(permission); }, 1000));
  }`);
  await createVerifiedUser(page.request, server, { prefix: 'timer-denied' });
  await openCookMode(page);
  const cookMode = page.getByRole('dialog', { name: TEA.title });
  await expect(cookMode.getByText(PAGE_ONLY)).toHaveCount(0);
  await cookMode.getByRole('button', { name: 'Start 1 minute timer' }).click();
  const timer = cookMode.getByRole('timer', { name: '1 minute timer' });
  await expect(timer).toContainText(ASKING);
  await page.clock.fastForward(1000);
  await expect(timer).toContainText(PAGE_ONLY);
  await expect(timer).not.toContainText(ASKING);
});

test.describe('with notifications allowed', () => {
  // The worker shows the notification (and a click on it brings Forkcast back).
  test.use({ serviceWorkers: 'allow' });

  test('a timer that ends while the page is hidden rings with a notification; one that ends in view rings in the page', async ({ page, context, server }) => {
    await context.grantPermissions(['notifications']);
    await page.clock.install();
    const shown: Array<{ via: string; title: string; body: string }> = [];
    await page.exposeFunction('recordNotification', (via: string, title: string, body: string) => shown.push({ via, title, body }));
    // The page's visibility under the test's control, and every notification recorded instead of shown.
    await page.addInitScript(`{
      let hidden = false;
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
      document.addEventListener('test:set-hidden', (event) => {
        hidden = event.detail;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        return window.recordNotification('worker', title, options?.body ?? '');
      };
      const Real = window.Notification;
      window.Notification = class {
        static get permission() { return Real.permission; }
        static requestPermission() { return Real.requestPermission(); }
        constructor(title, options) { window.recordNotification('page', title, options?.body ?? ''); }
      };
    }`);
    await createVerifiedUser(page.request, server, { prefix: 'timer-notify' });
    await openCookMode(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cookMode = page.getByRole('dialog', { name: TEA.title });
    await expect(cookMode.getByText(PAGE_ONLY)).toHaveCount(0);

    // In view: the page rings (banner), no notification.
    await cookMode.getByRole('button', { name: 'Start 1 minute timer' }).click();
    await page.clock.fastForward(61_000);
    await expect(cookMode.getByRole('timer', { name: '1 minute timer' })).toContainText("Time's up: 1 minute");
    expect(shown).toEqual([]);
    await cookMode.getByRole('button', { name: 'Dismiss' }).click();

    // Screen locked half-way: the time left is right on return, and the end rings with a notification.
    await cookMode.getByRole('button', { name: 'Start 1 minute timer' }).click();
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('test:set-hidden', { detail: true })));
    await page.clock.runFor(40_000);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('test:set-hidden', { detail: false })));
    await expect(cookMode.getByRole('timer', { name: '1 minute timer' })).toContainText('0:20');
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('test:set-hidden', { detail: true })));
    await page.clock.fastForward(21_000);
    await expect.poll(() => shown).toEqual([{ via: 'worker', title: "Time's up", body: `${TEA.title}: 1 minute timer done.` }]);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('test:set-hidden', { detail: false })));
    await expect(cookMode.getByRole('timer', { name: '1 minute timer' })).toContainText("Time's up: 1 minute");
  });
});
