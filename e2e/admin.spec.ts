import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startTestServer, type TTestServer } from './fixtures/server.ts';
import { E2E_PASSWORD, makeUniqueEmail, signUpByApi, verifyByMailLink } from './fixtures/users.ts';

// This journey needs its own server: the admin comes from ADMIN_EMAILS, read at start.
const ADMIN_EMAIL = makeUniqueEmail('admin');
const COOK_COUNT = 11;

let server: TTestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
});

test.afterAll(async () => {
  await server?.stop();
});

async function newSignedInContext(browser: Browser, email: string, name: string, isNew = true): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  if (isNew) {
    await signUpByApi(context.request, server, { email, name });
    await verifyByMailLink(context.request, server, email);
  }
  const signIn = await context.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context;
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(message, { exact: true })).toBeVisible();
}

async function readAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
}

test('admin dashboard: users sorted, paged, disabled, enabled, reset, deleted; analytics shows the journey', async ({ browser }) => {
  test.setTimeout(180_000);
  const cooks: string[] = [];
  const seeder = await browser.newContext({ baseURL: server.url });
  for (let index = 0; index < COOK_COUNT; index += 1) {
    const email = makeUniqueEmail(`cook${String(index).padStart(2, '0')}`);
    await signUpByApi(seeder.request, server, { email, name: `Cook ${index}` });
    cooks.push(email);
  }
  await seeder.close();

  // A non-admin opening /admin lands on / with the toast.
  const victimEmail = makeUniqueEmail('victim');
  const victim = await newSignedInContext(browser, victimEmail, 'Victor Victim');
  const victimPage = await victim.newPage();
  await victimPage.goto('/admin');
  await expect(victimPage).toHaveURL(`${server.url}/`);
  await expectToast(victimPage, 'Access denied. Admin privileges required.');

  // The victim uses a generation, for Reset Count below.
  const generation = await victim.request.post('/generate-recipe', {
    headers: { origin: server.url },
    data: { prompt: 'a quick lunch', userId: await readUserId(victim.request) },
  });
  expect(generation.status()).toBe(200);

  const adminContext = await newSignedInContext(browser, ADMIN_EMAIL, 'Ada Admin');
  const page = await adminContext.newPage();
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const table = page.getByRole('table');
  const total = COOK_COUNT + 2;

  // Page 1 of 2 at 10 per page, e-mail ascending.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const sorted = [...cooks, victimEmail, ADMIN_EMAIL].sort();
  await expect(table.getByRole('row').nth(1)).toContainText(sorted[0] ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(total - 10 + 1);
  // Changing the page size returns to page 1.
  await page.getByLabel('Items per page').selectOption('25');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(total + 1);
  // Clicking the active ascending column flips it.
  await page.getByRole('button', { name: /^User/ }).click();
  await expect(page.getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(sorted.at(-1) ?? '');
  await page.getByRole('button', { name: /^Recipe Count/ }).click();
  await page.getByRole('button', { name: /^Recipe Count/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(victimEmail);
  await expect(table.getByRole('row').nth(1)).toContainText('1/5');
  expect(await readAxeViolations(page)).toEqual([]);

  // Disable the victim: signed out at once, told why on the page they had open, and cannot sign in.
  await victimPage.goto('/create');
  await expect(victimPage.getByRole('main')).toBeVisible();
  await search(page, victimEmail);
  await page.getByRole('button', { name: victimEmail }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('Victor Victim');
  expect(await readAxeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'User disabled successfully');
  await expect(details).toContainText('Disabled');
  await victimPage.reload();
  await expect(victimPage).toHaveURL(/\/login$/);
  await expect(victimPage.getByRole('status').filter({ hasText: 'Your account has been disabled, so you were signed out.' })).toBeVisible();
  const refused = await victim.request.post('/api/auth/sign-in/email', {
    headers: { origin: server.url },
    data: { email: victimEmail, password: E2E_PASSWORD },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Your account has been disabled');
  // The disabled cook reaches support signed out: the login error links to a form that
  // takes the account's e-mail and password instead of a session.
  await victimPage.getByLabel('Email').fill(victimEmail);
  await victimPage.getByLabel('Password').fill(E2E_PASSWORD);
  await victimPage.getByRole('button', { name: 'Login' }).click();
  await expect(victimPage.getByRole('main').getByRole('alert')).toHaveText('Login Error: Your account has been disabled. Please contact support.');
  await victimPage.getByRole('link', { name: 'Contact support' }).click();
  await expect(victimPage.getByRole('heading', { name: 'Your account is disabled' })).toBeVisible();
  await expect(victimPage.getByLabel('Email')).toHaveValue(victimEmail);
  expect(await readAxeViolations(victimPage)).toEqual([]);
  await victimPage.getByLabel('Password').fill(E2E_PASSWORD);
  await victimPage.getByRole('textbox', { name: 'Message' }).fill('Why was my account disabled?');
  await victimPage.getByRole('button', { name: 'Send Message' }).click();
  await expect(victimPage.getByRole('status')).toHaveText('Message sent! An administrator will answer you by e-mail.');

  // Enable again: the victim can sign in.
  await details.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, 'User enabled successfully');
  const allowed = await victim.request.post('/api/auth/sign-in/email', {
    headers: { origin: server.url },
    data: { email: victimEmail, password: E2E_PASSWORD },
  });
  expect(allowed.status()).toBe(200);

  // Reset Count.
  await expect(details).toContainText('1/5');
  await details.getByRole('button', { name: 'Reset Count' }).click();
  await expectToast(page, 'Monthly recipe count reset successfully');
  await expect(details).toContainText('0/5');
  await details.getByRole('button', { name: 'Close' }).click();

  // Delete a test account.
  const doomed = cooks[3] ?? '';
  await search(page, doomed);
  await page.getByRole('button', { name: doomed }).click();
  await page.getByRole('dialog', { name: 'User Details' }).getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Are you sure you want to delete this user account? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User account deleted successfully');
  await expect(page.getByText('No users found.')).toBeVisible();

  // Analytics: the journey's own page views, drawn with the chart.
  await expect
    .poll(async () => {
      const response = await adminContext.request.get('/api/admin/analytics?days=30');
      const body: { topPages: { path: string }[] } = await response.json();
      return body.topPages.map((entry) => entry.path);
    })
    .toContain('/admin');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Page views per day chart/ })).toBeVisible();
  const topPages = page.getByRole('region', { name: 'Top pages' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Top pages' }) }));
  await expect(topPages.getByRole('cell', { name: '/admin', exact: true })).toBeVisible();
  // The earlier actions' toasts first finish leaving: a toast caught mid-fade is half transparent, and
  // axe measures that passing moment's contrast, not the toast's.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  expect(await readAxeViolations(page)).toEqual([]);

  await victim.close();
  await adminContext.close();
});

async function readUserId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/get-session');
  const body: { user: { id: string } } = await response.json();
  return body.user.id;
}
