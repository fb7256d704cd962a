import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { format } from 'date-fns';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './fixtures/viewports.ts';

// Issue 29: installable, offline, dark. The service worker is on for these journeys only.
test.use({ serviceWorkers: 'allow' });

const BUILT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'web');
const TODAY = format(new Date(), 'yyyy-MM-dd');
const OFFLINE_TEXT = "You're offline.";

/** The worker's own fetches are not covered by the page's offline switch: they are cut here too. */
function abortWorkerRequest(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

async function goOffline(context: BrowserContext) {
  await context.route('**', abortWorkerRequest);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**', abortWorkerRequest);
  await context.setOffline(false);
}

/** After the first visit a service worker controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function checkCspClean(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test.describe('installable and offline', () => {
  test('links a manifest with the icons an install needs, and a service worker controls the page', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining('Forkcast'), short_name: 'Forkcast', start_url: expect.any(String), display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    await waitForWorker(page);
  });

  test('a new release offers "Reload to update", and reloading brings the new worker in', async ({ page }) => {
    await page.goto('/create');
    await waitForWorker(page);
    // The cook comes back another day: the page opens under the installed worker.
    await page.reload();
    await waitForWorker(page);
    // A new release is a service worker with other bytes: this server serves the built file from disk.
    const workerFile = path.join(BUILT_WEB_DIR, 'sw.js');
    const release1 = readFileSync(workerFile, 'utf8');
    try {
      writeFileSync(workerFile, `${release1}\n// release 2\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of Forkcast is ready.' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await expect(prompt.getByRole('button', { name: 'Reload to update' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('update-prompt.png') });
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload to update' }).click();
      await reloaded;
      await expect(page.getByText('A new version of Forkcast is ready.')).toBeHidden();
      // The new worker controls the page and none is left waiting.
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      writeFileSync(workerFile, release1);
    }
  });

  test("under the worker, a signed-in page still arrives as that cook's frame; offline, the kept page opens", async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await createVerifiedUser(page.request, server, { prefix: 'sw-frame' });
    await page.goto('/create');
    await waitForWorker(page);
    for (const pagePath of ['/saved', '/meal-planner', '/create']) {
      // A later visit, answered through the worker: the server's frame for this cook, not the plain shell.
      const response = await page.goto(pagePath);
      expect(response?.fromServiceWorker(), pagePath).toBe(true);
      expect(await response?.text(), pagePath).toContain('<div id="root" data-signed-in-shell>');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The landing page too: its prerendered HTML, not the precached app shell.
    const landing = await page.goto('/');
    expect(landing?.fromServiceWorker()).toBe(true);
    expect(await landing?.text()).not.toContain('<div id="root"></div>');
    await goOffline(context);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await goOnline(context);
    await context.close();
  });

  test("one bar of signal: the kept list shows after the wait, and the network's late answer replaces it", async ({ browser, server }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await createVerifiedUser(page.request, server, { prefix: 'sw-slow' });
    const saveRecipe = async (title: string) => {
      const saved = await page.request.post('/api/recipes', {
        data: { title, ingredients: ['3 leeks', '1 litre stock'], instructions: ['Simmer.'], servings: '4', category: 'Dinner' },
      });
      expect(saved.status()).toBe(201);
    };
    await saveRecipe('Leek Soup');
    await page.goto('/saved');
    await waitForWorker(page);
    // Answered through the worker once: the list with one recipe is kept.
    await page.reload();
    await expect(page.getByRole('button', { name: /Leek Soup/ }).first()).toBeVisible();
    // Saved on another device while this one's signal is poor: the worker's trip for the list takes longer than it waits.
    await saveRecipe('Barley Stew');
    const slowList = async (route: Route) => {
      if (!route.request().serviceWorker() || new URL(route.request().url()).pathname !== '/api/recipes') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      return route.fallback();
    };
    await context.route('**/api/recipes*', slowList);
    await page.reload();
    await expect(page.getByRole('button', { name: /Leek Soup/ }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Barley Stew/ })).toHaveCount(0);
    // No reload, no event: the worker tells the page the network's answer has come, and the page shows it.
    await expect(page.getByRole('button', { name: /Barley Stew/ }).first()).toBeVisible({ timeout: 25_000 });
    await context.unroute('**/api/recipes*', slowList);
    await context.close();
  });

  test('offline: the list is there, three checks and a cart add wait, then reach the server and a second device', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const { email } = await createVerifiedUser(page.request, server, { prefix: 'offline' });
    const recipe = await page.request.post('/api/recipes', {
      data: {
        title: 'Leek Soup',
        ingredients: ['3 leeks', '2 potatoes', '1 litre stock', '1 onion'],
        instructions: ['Simmer.'],
        servings: '4',
        category: 'Dinner',
      },
    });
    expect(recipe.status()).toBe(201);
    expect((await page.request.post('/api/meal-plan/entries', { data: { date: TODAY, recipeId: (await recipe.json()).id } })).status()).toBe(201);
    expect((await page.request.post('/api/shopping-list', { data: { startDate: TODAY, endDate: TODAY } })).status()).toBe(200);

    // Visited once online: the page, the list and the cart are kept.
    await page.goto('/meal-planner');
    await waitForWorker(page);
    await page.reload();
    await page.getByRole('button', { name: 'Shopping List' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(listDialog.getByRole('checkbox')).toHaveCount(4);
    await listDialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Ingredients' }).getByText('Loading your ingredients…')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await page.getByRole('button', { name: 'Shopping List' }).click();
    const names = ['3 leeks', '2 potatoes', '1 onion'];
    for (const name of names) await listDialog.getByRole('checkbox', { name }).check();
    for (const name of names) await expect(listDialog.getByRole('checkbox', { name })).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('offline-list-390.png'), fullPage: true });
    await listDialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Ingredients' });
    const input = cart.getByRole('combobox');
    await input.fill('parsley');
    await input.press('Enter');
    await expect(cart.getByText(/parsley/i).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeHidden();
    const serverChecks = async () => {
      const list = await (await page.request.get('/api/shopping-list')).json();
      return list.items.filter((item: { checked: boolean }) => item.checked).length;
    };
    await expect.poll(serverChecks, { timeout: 20_000 }).toBe(3);
    const cartNames = async () => {
      const body = await (await page.request.get('/api/cart')).json();
      return [...body.pantry, ...body.refrigerator, ...body.freezer].map((item: { name: string }) => item.name.toLowerCase());
    };
    await expect.poll(cartNames, { timeout: 20_000 }).toContain('parsley');

    // A second device of the same cook sees all four.
    const other = await browser.newContext({ baseURL: server.url, viewport: DESKTOP_VIEWPORT });
    const otherPage = await other.newPage();
    expect(
      (await otherPage.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } })).status(),
    ).toBe(200);
    await otherPage.goto('/meal-planner');
    await otherPage.getByRole('button', { name: 'Shopping List' }).click();
    for (const name of names) await expect(otherPage.getByRole('dialog', { name: 'Shopping List' }).getByRole('checkbox', { name })).toBeChecked();
    await otherPage.getByRole('dialog', { name: 'Shopping List' }).getByRole('button', { name: 'Close' }).first().click();
    await otherPage.getByRole('button', { name: /^Cart/ }).click();
    await expect(otherPage.getByRole('dialog', { name: 'Your Ingredients' }).getByText('Parsley', { exact: true })).toBeVisible();
    expect(await serverChecks()).toBe(3);
    await other.close();

    // Signing out forgets the cook's copies (the kept page too: it may be their own frame): nothing of theirs is left
    // to read offline on this phone.
    const cachedCopies = () =>
      page.evaluate(async () => {
        const paths = ['/meal-planner', '/api/recipes', '/api/meal-plan', '/api/shopping-list', '/api/cart', '/api/profile'];
        const found = await Promise.all(paths.map(async (path) => ((await caches.match(path, { ignoreSearch: true })) ? path : null)));
        return found.filter((path) => path !== null);
      });
    expect(await cachedCopies()).toContain('/meal-planner');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(cachedCopies).toEqual([]);
    await context.close();
  });

  test("a session expires and another cook signs in: none of the first cook's copies, and their queued action waits for them", async ({ browser, server }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const cookA = await createVerifiedUser(page.request, server, { prefix: 'owner-a' });
    const recipe = await page.request.post('/api/recipes', {
      data: { title: 'Private Leek Soup', ingredients: ['3 leeks'], instructions: ['Simmer.'], servings: '4', category: 'Dinner' },
    });
    expect(recipe.status()).toBe(201);
    // A visits their pages online (kept: their frames, their answers), then adds to the cart offline (queued).
    await page.goto('/saved');
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByText('Private Leek Soup').first()).toBeVisible();
    await page.goto('/meal-planner');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Ingredients' }).getByText('Loading your ingredients…')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await goOffline(context);
    await page.reload();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Ingredients' });
    await cart.getByRole('combobox').fill('parsley');
    await cart.getByRole('combobox').press('Enter');
    await expect(cart.getByText(/parsley/i).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // A's session expires (nobody signs out); the network comes back; B signs in on the same browser.
    await context.clearCookies();
    await goOnline(context);
    const cookB = await createVerifiedUser(page.request, server, { prefix: 'owner-b' });
    const replayed = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            navigator.serviceWorker.addEventListener('message', (event) => {
              if (event.data?.type === 'forkcast-replayed') resolve();
            });
            navigator.serviceWorker.controller?.postMessage({ type: 'forkcast-replay' });
          }),
      );
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    await expect(page.getByText('Private Leek Soup')).toHaveCount(0);
    await replayed();
    // A's action waits for A without going round: put back during a sync, it used to be fired again at once, a
    // replay (and a refetch of every query on the page) many times a second for as long as B stayed signed in.
    const replaysInTwoSeconds = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          navigator.serviceWorker.addEventListener('message', (event) => {
            if (event.data?.type === 'forkcast-replayed') count += 1;
          });
          setTimeout(() => resolve(count), 2000);
        }),
    );
    expect(replaysInTwoSeconds).toBeLessThan(3);
    const cartNames = async () => {
      const body = await (await page.request.get('/api/cart')).json();
      return [...body.pantry, ...body.refrigerator, ...body.freezer].map((item: { name: string }) => item.name.toLowerCase());
    };
    expect(await cartNames()).not.toContain('parsley');
    // Nothing kept on this browser holds A's data: not an answer, not a page frame.
    const keptText = () =>
      page.evaluate(async () => {
        const texts: string[] = [];
        for (const name of ['forkcast-api', 'forkcast-pages']) {
          const cache = await caches.open(name);
          for (const key of await cache.keys()) texts.push(await ((await cache.match(key))?.text() ?? ''));
        }
        return texts.join('\n');
      });
    await expect
      .poll(async () => {
        const kept = await keptText();
        return kept.includes(cookA.email) || kept.includes('Private Leek Soup');
      })
      .toBe(false);
    // Offline, B's kept /saved is B's (kept from B's next visit: the first one's copies went with A's).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    await goOffline(context);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    await expect(page.getByText('Private Leek Soup')).toHaveCount(0);
    await goOnline(context);
    expect(await cartNames()).not.toContain('parsley');
    expect(cookB.email).not.toBe(cookA.email);

    // A signs back in: their queued action is sent, under their own session.
    await context.clearCookies();
    expect(
      (await page.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email: cookA.email, password: E2E_PASSWORD } })).status(),
    ).toBe(200);
    await page.goto('/meal-planner');
    await expect.poll(cartNames, { timeout: 20_000 }).toContain('parsley');
    await context.close();
  });

  test("one cook signs out and another signs in: the new cook's first visit is kept for offline", async ({ browser, server }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const addRecipe = async (title: string) =>
      expect(
        (
          await page.request.post('/api/recipes', { data: { title, ingredients: ['1 onion'], instructions: ['Cook.'], servings: '2', category: 'Dinner' } })
        ).status(),
      ).toBe(201);
    await createVerifiedUser(page.request, server, { prefix: 'claim-a' });
    await addRecipe('Cook A Leek Soup');
    await page.goto('/saved');
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByText('Cook A Leek Soup').first()).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Signing out has forgotten A's copies (the login page's own answers may be kept again at once).
    await expect.poll(() => page.evaluate(() => caches.has('forkcast-owner'))).toBe(false);

    // B signs in on the same phone; B's first /saved is kept by the worker while B's claim runs beside it.
    await createVerifiedUser(page.request, server, { prefix: 'claim-b' });
    await addRecipe('Cook B Barley Stew');
    await page.goto('/saved');
    await expect(page.getByText('Cook B Barley Stew').first()).toBeVisible();
    const readOwner = () => page.evaluate(async () => (await (await caches.match('/forkcast-owner', { cacheName: 'forkcast-owner' }))?.text()) ?? '');
    await expect.poll(readOwner).not.toBe('');
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    await expect(page.getByText('Cook B Barley Stew').first()).toBeVisible();
    await expect(page.getByText('Cook A Leek Soup')).toHaveCount(0);
    await goOnline(context);
    await context.close();
  });

  test('cook mode opens a saved recipe offline, and generating says it needs the network', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await createVerifiedUser(page.request, server, { prefix: 'offline-cook' });
    const saved = await page.request.post('/api/recipes', {
      data: {
        title: 'Lemon Rice',
        ingredients: ['1 cup rice', '1 lemon'],
        instructions: ['Boil the rice for 12 minutes.', 'Stir in the lemon.'],
        servings: '2',
        category: 'Dinner',
      },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/saved');
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByRole('button', { name: /Lemon Rice/ }).first()).toBeVisible();

    await goOffline(context);
    await page.reload();
    await page
      .getByRole('button', { name: /Lemon Rice/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Lemon Rice' });
    await dialog.getByRole('button', { name: /Cook mode/i }).click();
    await expect(page.getByText('Boil the rice for 12 minutes.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/create').catch(() => undefined);
    await page.getByRole('textbox').first().fill('a lemony rice');
    await page
      .getByRole('button', { name: /Generate/ })
      .first()
      .click();
    await expect(page.getByText("You're offline. Creating a recipe needs the network")).toBeVisible();
    // Importing says the same before the cook picks a file.
    await page.goto('/settings').catch(() => undefined);
    await page.getByRole('tab', { name: 'Import / Export' }).click();
    await expect(page.getByText("You're offline. Importing recipes needs the network: try again when you're back online.")).toBeVisible();
    await context.close();
  });
});

test.describe('the theme', () => {
  test('Dark is kept across reloads and devices, paints before the app, and both themes pass axe', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const cspProblems = await checkCspClean(page);
    const { email } = await createVerifiedUser(page.request, server, { prefix: 'theme' });
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const appearance = page.getByRole('group', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: /System/ })).toBeChecked();
    for (const path of ['/create', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const light = await new AxeBuilder({ page }).analyze();
      expect(light.violations, `${path} light`).toEqual([]);
    }
    await page.getByRole('tab', { name: 'Account' }).click();
    await appearance.getByRole('radio', { name: /Dark/ }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(async () => (await (await page.request.get('/api/profile')).json()).theme).toBe('dark');

    // Reloaded, the head script sets it before any of the app's code runs.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(23, 17, 13)');
    for (const [path, viewport] of [
      ['/create', DESKTOP_VIEWPORT],
      ['/settings', PHONE_VIEWPORT],
      ['/meal-planner', DESKTOP_VIEWPORT],
      ['/saved', PHONE_VIEWPORT],
      ['/', DESKTOP_VIEWPORT],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const dark = await new AxeBuilder({ page }).analyze();
      expect(dark.violations, `${path} dark`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`dark${path.replace(/\//g, '-') || '-home'}-${viewport.width}.png`), fullPage: true });
    }
    expect(cspProblems).toEqual([]);

    // Another device: the choice comes with the account.
    const other = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT, colorScheme: 'light' });
    const otherPage = await other.newPage();
    expect(
      (await otherPage.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } })).status(),
    ).toBe(200);
    await otherPage.goto('/create');
    await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    await other.close();
    await context.close();
  });

  test('System follows the device', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_VIEWPORT, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 17, 13)');
    const dark = await new AxeBuilder({ page }).analyze();
    expect(dark.violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('system-dark-home-390.png'), fullPage: true });
    await context.close();
  });
});
