import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { TTestServer } from './fixtures/server.ts';
import { shareRecipeByApi } from './fixtures/recipes.ts';
import { createVerifiedUser, E2E_PASSWORD, makeUniqueEmail } from './fixtures/users.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './fixtures/viewports.ts';

/** Signs up through the form, then opens the e-mailed link in the same browser, as a cook would. */
async function signUpAndFollowMailLink(page: Page, server: TTestServer, prefix: string) {
  const email = makeUniqueEmail(prefix);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText('By creating an account you agree to the')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await page.getByLabel('Name').fill('New Cook');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // Sign-up waits on "Check your e-mail", keeping where the cook was going.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?next=/);
  await expect.poll(() => server.readMailLinks(email).length).toBeGreaterThan(0);
  await page.goto(server.readMailLinks(email).at(-1) ?? '');
  await expect(page.getByText('Your e-mail is verified. Welcome to Forkcast!')).toBeVisible();
}

test.describe('a shared recipe, for the person receiving the link', () => {
  test('signed out: a read-only preview with a link card → Save → sign up → back on the recipe → saved', async ({ browser, server }) => {
    const sharer = await browser.newContext({ baseURL: server.url });
    const shareId = await shareRecipeByApi(sharer.request, server, 'Squash & Coconut Curry');
    await sharer.close();

    // A chat app reads the served HTML: the card is in it, before any script runs.
    const visitor = await browser.newContext({ baseURL: server.url });
    const html = await (await visitor.request.get(`/shared/${shareId}`)).text();
    expect(html).toContain('<meta property="og:title" content="Squash &#38; Coconut Curry | Forkcast" />');
    expect(html).toMatch(/<meta property="og:description" content="Serves 4 · 30 mins · 3 ingredients: 1 butternut squash, cubed/);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/shared/${shareId}" />`);

    const page = await visitor.newPage();
    await page.goto(`/shared/${shareId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Squash & Coconut Curry' })).toBeVisible();
    await expect(page).toHaveTitle('Squash & Coconut Curry | Forkcast');
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' })).toBeVisible();

    await page.getByRole('link', { name: 'Save to my recipes' }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fshared%2F/);
    await signUpAndFollowMailLink(page, server, 'receiver');
    // Back on the recipe, not a bare /create.
    await expect(page).toHaveURL(new RegExp(`/shared/${shareId}$`));
    await page.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your recipes.' })).toBeVisible();
    // The link opens the saved copy itself; closing it shows the list holding it.
    await page.getByRole('link', { name: 'Open my copy' }).click();
    await expect(page.getByRole('dialog', { name: /Squash & Coconut Curry/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Saved recipes' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Saved recipes' })).toContainText('Squash & Coconut Curry');
    await visitor.close();
  });

  test('a missing share says so', async ({ page }) => {
    await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1, name: 'This shared recipe no longer exists.' })).toBeVisible();
  });
});

test.describe('first steps from the landing page', () => {
  test('typing a prompt in the hero and pressing Enter → sign up → /create with the prompt filled in', async ({ page, server }) => {
    await page.goto('/');
    const hero = page.getByRole('textbox', { name: 'Ask for anything' });
    await hero.fill('Thai green curry with tofu');
    await hero.press('Enter');
    await expect(page).toHaveURL(/\/signup\?next=%2Fcreate%3Fprompt%3D/);
    await signUpAndFollowMailLink(page, server, 'hero');
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue('Thai green curry with tofu');
  });

  test('a signed-in cook goes straight to /create with the prompt', async ({ page, server }) => {
    await createVerifiedUser(page.request, server, { prefix: 'hero-in' });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Ask for anything' }).fill('a quick lunch from leftovers');
    await page.getByRole('button', { name: 'Create recipe' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByLabel('What would you like to cook?')).toHaveValue('a quick lunch from leftovers');
  });

  test('a failed login says so inline only, and goes when the next login succeeds; toasts sit bottom-left, clear of the controls', async ({
    page,
    server,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: server.url });
    const cook = await createVerifiedUser(other.request, server, { prefix: 'toasty' });
    await other.close();
    await page.goto('/login');
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Login' }).click();
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toHaveText('Login Error: Invalid username or password');
    // One message in one place: not again as a toast.
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Login Error: Invalid username or password')).toHaveCount(0);

    await page.getByLabel('Password').fill(cook.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByText('Login Error: Invalid username or password')).toHaveCount(0);

    // The success toast sits bottom-left, in the app's font, clear of the navbar and of the generation counter.
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Logged in successfully!');
    await expect(toast).toBeVisible();
    const toastBox = await toast.evaluate((element) => element.closest('.Toastify__toast')?.getBoundingClientRect().toJSON());
    const counterBox = await page.getByText(/free recipes left this month/).evaluate((element) => element.getBoundingClientRect().toJSON());
    const navbarBottom = await page.locator('.navbar').evaluate((element) => element.getBoundingClientRect().bottom);
    const viewport = page.viewportSize();
    expect(toastBox.top).toBeGreaterThan(navbarBottom);
    expect(toastBox.bottom).toBeLessThanOrEqual(viewport?.height ?? 0);
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(overlaps(toastBox, counterBox)).toBe(false);
    const toastFont = await toast.evaluate((element) => getComputedStyle(element).fontFamily);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(toastFont).toBe(bodyFont);
  });
});

test.describe('navigation', () => {
  test('desktop: Create, Meal Planner and Saved Recipes in the bar as links; the menu holds the rest', async ({ page, server }) => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await createVerifiedUser(page.request, server, { prefix: 'nav' });
    await page.goto('/create');
    const bar = nav.getByRole('list', { name: 'Main pages' });
    for (const [label, href, title] of [
      ['Create', '/create', 'Create Recipe | Forkcast'],
      ['Meal Planner', '/meal-planner', 'Meal Planner | Forkcast'],
      ['Saved Recipes', '/saved', 'Saved Recipes | Forkcast'],
    ] as const) {
      const link = bar.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveTitle(title);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('list', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText(['Settings']);
    // A real link: a new tab opens the page.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), menu.getByRole('link', { name: 'Settings' }).click({ modifiers: ['Control'] })]);
    await expect(popup).toHaveTitle('Settings | Forkcast');
    await popup.close();
  });

  test('phone: the menu holds every page, and every Settings tab is in view without scrolling sideways', async ({ page, server }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Pricing', 'Sign up', 'Login']) await expect(nav.getByRole('link', { name })).toBeInViewport();

    await createVerifiedUser(page.request, server, { prefix: 'phone' });
    await page.goto('/settings');
    await expect(nav.getByRole('list', { name: 'Main pages' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('list', { name: 'Account menu' }).getByRole('link')).toHaveText(['Create', 'Meal Planner', 'Saved Recipes', 'Settings']);
    await page.keyboard.press('Escape');
    // The navbar can be drawn before the page behind the guard has mounted (its answers parse off the main thread), and
    // evaluateAll does not wait: measure once every tab is there.
    await expect(page.getByRole('tab')).toHaveCount(7);
    const tabBoxes = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => ({ top: Math.round(tab.getBoundingClientRect().top), right: tab.getBoundingClientRect().right })));
    // Account, Subscription, Dietary Restrictions, Household, Calendar, API tokens and Import / Export: they wrap two to a row (four rows at most), none off screen.
    expect(tabBoxes).toHaveLength(7);
    expect(new Set(tabBoxes.map((box) => box.top)).size).toBeLessThanOrEqual(4);
    for (const box of tabBoxes) expect(box.right).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // The brand-coloured focus ring (WCAG 2.4.7).
    await page.getByRole('tab', { name: 'Account' }).focus();
    await page.keyboard.press('ArrowDown');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused ? getComputedStyle(focused).outlineColor : '';
    });
    expect(ring).toBe('rgb(185, 61, 11)');
  });
});
