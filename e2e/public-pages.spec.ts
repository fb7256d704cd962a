import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EXAMPLE_PROMPTS } from '../src/domain/example-prompts.ts';
import { FAQ_ENTRIES } from '../src/web/features/landing/content/faq-entries.ts';
import { expect, test } from './fixtures/test.ts';
import { shareRecipeByApi } from './fixtures/recipes.ts';
import { createVerifiedUser, E2E_PASSWORD } from './fixtures/users.ts';
import { WALKED_VIEWPORTS } from './fixtures/viewports.ts';

const PASSWORD = E2E_PASSWORD;

async function logInOnLanding(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The sections below the hero load as the reader scrolls towards them. */
async function waitForLandingSections(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
}

test.describe('landing page', () => {
  test('the typing effect types, deletes and moves on to a different prompt', async ({ page }) => {
    await page.goto('/');
    const typed = page.getByTestId('typing-prompt-text');
    await expect(typed).toHaveText(EXAMPLE_PROMPTS[0]);
    // After the pause the first prompt is deleted character by character...
    await expect.poll(async () => (await typed.textContent())?.length ?? 0, { timeout: 8_000 }).toBeLessThan(EXAMPLE_PROMPTS[0].length - 5);
    // ...and the second is typed, partly visible on the way.
    const second = EXAMPLE_PROMPTS[1];
    await expect
      .poll(
        async () => {
          const text = (await typed.textContent()) ?? '';
          return text.length > 3 && text.length < second.length && second.startsWith(text);
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(true);
    await expect(typed).toHaveText(second, { timeout: 10_000 });
    // The same text reaches How It Works.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('#how-it-works')).toContainText(second.slice(0, 10));
  });

  test('with reduced motion the prompts are shown whole, never half-typed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const typed = page.getByTestId('typing-prompt-text');
    const seen = new Set<string>();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      seen.add((await typed.textContent()) ?? '');
      await page.waitForTimeout(100);
    }
    expect([...seen].every((text) => (EXAMPLE_PROMPTS as readonly string[]).includes(text))).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });

  test('the pause button stops the examples', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause examples' }).click();
    const typed = page.getByTestId('typing-prompt-text');
    const before = await typed.textContent();
    await page.waitForTimeout(2_500);
    await expect(typed).toHaveText(before ?? '');
    await expect(page.getByRole('button', { name: 'Play examples' })).toBeVisible();
  });

  test('the FAQ opens one item at a time and closes the open one on a second click', async ({ page }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    const [first, second] = FAQ_ENTRIES.map((entry) => page.getByRole('button', { name: entry.question }));
    if (!first || !second) throw new Error('the FAQ needs two entries');
    await expect(page.getByRole('button', { name: /\?$/ })).toHaveCount(FAQ_ENTRIES.length);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(FAQ_ENTRIES[0]?.answer ?? '')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(FAQ_ENTRIES[0]?.answer ?? '')).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(FAQ_ENTRIES[1]?.answer ?? '')).toBeHidden();
  });

  test('hash links scroll smoothly to their section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'See how it works' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.getByRole('heading', { name: 'From a craving to dinner in three steps' })).toBeInViewport();

    await page.goto('/#faq');
    await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('a phone loads the sections only when the reader scrolls towards them', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(page.locator('#faq')).toHaveCount(0);
    await waitForLandingSections(page);
    await expect(page.locator('#faq')).toHaveCount(1);
  });

  test('the footer links route, and Terms opens at the top', async ({ page }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/');
    await waitForLandingSections(page);
    const termsLink = page.getByRole('link', { name: 'Terms & Conditions' });
    await termsLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await termsLink.click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer names its social links and shows the current year', async ({ page }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    for (const network of ['Instagram', 'Facebook', 'Pinterest', 'YouTube']) {
      await expect(page.getByRole('link', { name: `Forkcast on ${network} (opens in a new tab)` })).toBeVisible();
    }
    await expect(page.getByText(`© ${new Date().getFullYear()} Forkcast`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  test('the landing login form checks empty fields and wrong credentials', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    await logInOnLanding(page, 'nobody@example.test', 'not the right password');
    // Inline under the fields, as on the login page (the toast says it too, outside main).
    await expect(page.getByRole('main').getByText('Login Error: Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unverified user is sent to /verify-email with the info toast', async ({ page, request, server }) => {
    const email = `unverified-${Date.now()}@example.test`;
    const signUp = await request.post('/api/auth/sign-up/email', { headers: { origin: server.url }, data: { email, name: 'New Cook', password: PASSWORD } });
    expect(signUp.status()).toBe(200);
    await logInOnLanding(page, email, PASSWORD);
    await expect(page.getByText('Your account isn’t verified yet. Please verify your e-mail.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
  });

  test('a signed-in user logs in from the hero and then sees Welcome Back', async ({ page, request, server }) => {
    const user = await createVerifiedUser(request, server);
    await logInOnLanding(page, user.email, PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome Back, ${user.name}!` })).toBeVisible();
    await expect(page.getByText('You are already logged in.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Start cooking' }).click();
    await expect(page).toHaveURL(/\/create$/);
  });

  test('the head carries FAQ structured data, social cards and a manifest; robots and sitemap are served', async ({ page, request, server }) => {
    await page.goto('/');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity.map((item: { name: string }) => item.name)).toEqual(FAQ_ENTRIES.map((entry) => entry.question));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Forkcast/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).short_name).toBe('Forkcast');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /create');
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`<loc>${server.url}/pricing</loc>`);
  });
});

test.describe('pricing page', () => {
  test('a visitor who upgrades is asked to log in and lands on /login', async ({ page }) => {
    await page.goto('/pricing');
    // What is true, not the spec's 'Unlimited Recipes for 7 days'.
    await expect(page.getByText('5 recipes a month, 10 saved')).toBeVisible();
    await expect(page.getByText('Unlimited Recipes for 7 days')).toHaveCount(0);
    await page.getByText('Yearly').click();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await page.getByRole('button', { name: 'Upgrade to Pro yearly' }).click();
    await expect(page.getByText('Please log in to upgrade.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in user's upgrade shows the server's billing error", async ({ page, request, server }) => {
    const user = await createVerifiedUser(request, server, { name: 'Grace Cook' });
    await logInOnLanding(page, user.email, PASSWORD);
    await expect(page).toHaveURL(/\/create$/);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Pro monthly' }).click();
    await expect(page.getByText('Billing is not configured on this server.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('terms page', () => {
  test('shows the date and twelve sections, and links to /contact', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated May 31, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(12);
    await expect(page.getByText(/laws of the State of Indiana/)).toBeVisible();
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  for (const route of ['/', '/pricing', '/terms', '/login', '/signup']) {
    test(`${route} has no violations`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(route);
      if (route === '/') await waitForLandingSections(page);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }

  test('/shared/{id}, the signed-out preview, has no violations at 390 and 1440 px', async ({ browser, server }) => {
    const sharer = await browser.newContext({ baseURL: server.url });
    const shareId = await shareRecipeByApi(sharer.request, server, 'Axe Checked Soup');
    await sharer.close();
    for (const viewport of WALKED_VIEWPORTS) {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      const page = await context.newPage();
      await page.goto(`/shared/${shareId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Axe Checked Soup' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    }
  });
});

test.describe('prerendered public pages', () => {
  for (const pagePath of ['/', '/pricing', '/terms', '/login', '/signup']) {
    test(`${pagePath} arrives as HTML with its styles inline, so its first paint waits for no other file`, async ({ request }) => {
      const html = await (await request.get(pagePath)).text();
      expect(html).toMatch(/<div id="root"><[a-z]/);
      expect(html).toContain('<style data-href="/assets/');
      expect(html).not.toContain('rel="stylesheet"');
      // The app chunk is asked for by the entry script, not preloaded ahead of the page's own HTML.
      expect(html).not.toMatch(/rel="modulepreload"[^>]*\/assets\/app-/);
    });
  }

  test('the landing page hydrates from the inlined page and opens the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
