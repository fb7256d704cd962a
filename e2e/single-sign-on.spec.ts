import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startOidcTestProvider, type TOidcTestProvider } from '../src/server/test/oidc-provider-server.ts';
import { findFreePort } from '../src/server/test/child-server.ts';
import { startTestServer, type TTestServer } from './fixtures/server.ts';
import { makeUniqueEmail } from './fixtures/users.ts';
import { WALKED_VIEWPORTS } from './fixtures/viewports.ts';

// Issue 30: a cook signs in with the household's OpenID Connect provider (a real one on loopback).

const SCREENSHOTS = process.env.SSO_SCREENSHOTS_DIR;

// Each group starts its own provider and server (the worker fixture's server cannot know the provider):
// a start on a busy machine takes as long as the fixture allows for it.
test.describe.configure({ timeout: 120_000 });

/** A server on a port chosen first: the provider must know its redirect URI before either starts. */
async function startWithProvider(env: Record<string, string>): Promise<{ server: TTestServer; provider: TOidcTestProvider }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const provider = await startOidcTestProvider(`${url}/api/auth/callback/oidc`);
  const server = await startTestServer({
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ...env,
  });
  return { server, provider };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

/** The provider's own development login and consent pages, as a person fills them. */
async function passProviderPages(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
}

test.describe('single sign-on beside passwords', () => {
  let server: TTestServer;
  let provider: TOidcTestProvider;

  test.beforeAll(async () => {
    ({ server, provider } = await startWithProvider({ OIDC_NAME: 'Authentik' }));
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  for (const viewport of WALKED_VIEWPORTS) {
    test(`signs a new cook in with the provider at ${viewport.width}px and lands on Create`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      const page = await context.newPage();
      const email = makeUniqueEmail(`sso-${viewport.width}`);
      provider.accounts.set(`ada-${viewport.width}`, { email, emailVerified: true, name: 'Ada Sso', groups: [] });

      await page.goto('/login');
      const ssoButton = page.getByRole('button', { name: 'Sign in with Authentik' });
      await expect(ssoButton).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByText('or log in with your e-mail')).toBeVisible();
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-sso-${viewport.width}.png`, fullPage: true });

      await ssoButton.click();
      await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
      await passProviderPages(page, `ada-${viewport.width}`);
      await page.waitForURL(`${server.url}/create`);
      const session = await (await page.request.get('/api/auth/get-session')).json();
      expect(session.user).toMatchObject({ email, emailVerified: true, name: 'Ada Sso' });
      await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/after-sso-${viewport.width}.png` });
      await context.close();
    });

    test(`lets a cook without a password delete the account after signing in again at ${viewport.width}px`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      const page = await context.newPage();
      const login = `leaver-${viewport.width}`;
      provider.accounts.set(login, { email: makeUniqueEmail(`sso-leave-${viewport.width}`), emailVerified: true, name: 'Lee Sso', groups: [] });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Authentik' }).click();
      await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
      await passProviderPages(page, login);
      await page.waitForURL(`${server.url}/create`);

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Account' }).click();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByLabel('Current Password')).toHaveCount(0);
      await expect(page.getByLabel('New Password')).toHaveCount(0);

      // Eleven minutes on the server's clock: the sign-in is no longer recent.
      server.setClockOffset(11 * 60_000);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByLabel('Current Password')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await expect(dialog.getByText('For your safety, sign in again with Authentik, then try again within 10 minutes.')).toBeVisible();
      const again = dialog.getByRole('button', { name: 'Sign in again with Authentik' });
      await expect(again).toBeVisible();
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/settings-sign-in-again-${viewport.width}.png` });

      server.setClockOffset(0);
      await again.click();
      // The provider remembers the person from a moment ago: it sends the browser straight back, no login page.
      await page.waitForURL(`${server.url}/settings`);
      await page.getByRole('tab', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByText('Account deleted.')).toBeVisible();
      await context.close();
    });
  }
});

test.describe('single sign-on only (PASSWORD_LOGIN=false)', () => {
  let server: TTestServer;
  let provider: TOidcTestProvider;

  test.beforeAll(async () => {
    ({ server, provider } = await startWithProvider({ PASSWORD_LOGIN: 'false' }));
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  for (const viewport of WALKED_VIEWPORTS) {
    test(`shows only the single sign-on button on the login, sign-up and landing pages at ${viewport.width}px`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveCount(0);
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-sso-only-${viewport.width}.png`, fullPage: true });

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveCount(0);

      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
      await expect(page.locator('#landing-password')).toHaveCount(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/landing-sso-only-${viewport.width}.png` });

      // The server refuses the password path too, not only the page.
      const refused = await page.request.post('/api/auth/sign-in/email', {
        headers: { origin: server.url },
        data: { email: 'a@example.test', password: 'x'.repeat(12) },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('PASSWORD_LOGIN_OFF');
      await context.close();
    });
  }
});
