import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

const PASSWORD = 'a kitchen full of basil';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Signs a user up through the API (as a browser would, with an Origin). */
async function signUpByApi(request: APIRequestContext, origin: string, email: string): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { name: 'Journey Cook', email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

test.describe('accounts', () => {
  test('sign up → verify through the e-mailed link → /create signed in → log out → log in again', async ({ page, server }) => {
    const email = uniqueEmail('journey');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Journey Cook');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Sign-up successful! Check your email for verification.')).toBeVisible();
    // Issue 24: a page that says where the link went, not "Welcome back! Log in".
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const cooldown = await page.evaluate(() => localStorage.getItem('verifyCooldownExpiry'));
    expect(Number(cooldown)).toBeGreaterThan(Date.now());

    await expect.poll(() => server.readMailLinks(email).length).toBeGreaterThan(0);
    const link = server.readMailLinks(email)[0] ?? '';
    expect(link).toContain('/verify-email?oobCode=');
    await page.goto(link);
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/create');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
  });

  test('forgot password → reset through the e-mailed link → log in with the new password', async ({ page, server, request }) => {
    const email = uniqueEmail('forgetful');
    await signUpByApi(request, server.url, email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the page's chunk has drawn it: the login page (which has an Email field too) stays until then.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("If that email is registered, you'll receive a reset link shortly.")).toBeVisible();
    // Only the neutral notice: no toast claims a link was sent (the same page for an unknown address).
    await expect(page.getByText('Password reset link has been sent to your email')).toHaveCount(0);

    await expect.poll(() => server.readMailLinks(email).some((link) => link.includes('/reset-password?token='))).toBe(true);
    const resetLink = server.readMailLinks(email).find((link) => link.includes('/reset-password?token=')) ?? '';
    await page.goto(resetLink);
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Password must be at least 12 characters.');
    await page.getByLabel('New Password').fill('a new pantry passphrase');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login Error: Invalid username or password');
    await page.getByLabel('Password').fill('a new pantry passphrase');
    await page.getByRole('button', { name: 'Login' }).click();
    // Not verified yet: the login page sends the user on to /verify-email.
    await expect(page).toHaveURL(/\/verify-email$/);
  });

  test('an unverified user lands on /verify-email and the navbar answers with toasts', async ({ page, server, request }) => {
    const email = uniqueEmail('unverified');
    await signUpByApi(request, server.url, email);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);

    // A click closes a toast, as a user would.
    const dismissToast = async (message: string) => {
      const toast = page.getByRole('region', { name: /Notifications/ }).getByText(message);
      await expect(toast).toBeVisible();
      await toast.click();
      await expect(toast).toBeHidden();
    };
    await dismissToast('Your account isn’t verified yet. Please verify your e-mail.');
    // At desktop width Create, Meal Planner and Saved Recipes are in the bar; Settings is in the menu.
    const items: { item: string; message: string }[] = [
      { item: 'Create', message: 'Please verify your e-mail to access Create.' },
      { item: 'Meal Planner', message: 'Please verify your e-mail to access Meal Planner.' },
      { item: 'Saved Recipes', message: 'Please verify your e-mail to access Saved Recipes.' },
    ];
    for (const { item, message } of items) {
      await page.getByRole('list', { name: 'Main pages' }).getByRole('link', { name: item, exact: true }).click();
      await dismissToast(message);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await dismissToast('Please verify your e-mail to access the menu.');
    await page.getByRole('list', { name: 'Account menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await dismissToast('Please verify your e-mail to access Settings.');
    await expect(page).toHaveURL(/\/verify-email$/);

    // Verified elsewhere (the link opened on another device): the 5 s poll moves this page on.
    const link = server.readMailLinks(email)[0] ?? '';
    const token = new URL(link).searchParams.get('oobCode') ?? '';
    const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verify.status()).toBe(200);
    await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
  });
});

test.describe('settings', () => {
  test('dietary chips save at once; deleting the account needs the password and signs out', async ({ page, server, request }) => {
    const email = uniqueEmail('settings');
    // Signed up from this browser: its own link signs it in (an unrelated browser would only be verified).
    await signUpByApi(page.request, server.url, email);
    const link = server.readMailLinks(email)[0] ?? '';
    await page.goto(link);
    await expect(page).toHaveURL(/\/create$/);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();

    await page.getByRole('tab', { name: 'Dietary Restrictions' }).click();
    await page.getByRole('button', { name: 'Gluten Free' }).click();
    await expect(page.getByRole('button', { name: 'Gluten Free', pressed: true })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Dietary Restrictions' }).click();
    await expect(page.getByRole('button', { name: 'Gluten Free', pressed: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Account' }).click();
    const deleteButton = page.getByRole('button', { name: 'Delete Account' });
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    // Cancel and Escape give focus back to the button that opened the confirmation (not the page body).
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByLabel('Current Password').fill('not my password at all');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.');
    await dialog.getByLabel('Current Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Account deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    const signIn = await request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
});
