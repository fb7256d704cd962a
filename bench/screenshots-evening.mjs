// Screens issue 24 changed or added, at a 390 px phone and a 1440 px desktop: the "Check your e-mail"
// page after sign-up, the login page after the inactivity sign-out, the cancel-subscription
// confirmation on the shared modal frame and the cart's use-by date.
// Run after `npm run build`: `PAYMENTS=dev node bench/screenshots-evening.mjs` → docs/screenshots/
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SCREENSHOT_PASSWORD as PASSWORD, SCREENSHOT_VIEWPORTS as VIEWPORTS, signUpVerified, startBuiltServer } from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');

async function shoot(page, name) {
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.info(`wrote ${path.relative(root, file)}`);
}

process.env.PAYMENTS ??= 'dev';
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  for (const viewport of VIEWPORTS) {
    const options = { viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 1 };
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const email = `evening-${viewport.suffix}-${Date.now()}@example.test`;

    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name').fill('Sam Cook');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await shoot(page, `check-email-${viewport.suffix}`);

    // The login page as the inactivity sign-out leaves it.
    const idle = await browser.newContext(options);
    const idlePage = await idle.newPage();
    await idlePage.addInitScript(() => sessionStorage.setItem('forkcast.signOutReason', 'inactivity'));
    await idlePage.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await idlePage.getByText('You were signed out after 10 minutes without activity.').waitFor();
    await shoot(idlePage, `login-after-idle-${viewport.suffix}`);
    await idle.close();

    // A Pro cook (simulated checkout) asks to cancel.
    const pro = await browser.newContext(options);
    const proPage = await pro.newPage();
    await signUpVerified(pro, server, `evening-pro-${viewport.suffix}-${Date.now()}@example.test`, 'Pat Cook');
    const paid = await pro.request.post(`${server.url}/api/billing/dev/pay`, { headers: { origin: server.url }, data: { priceType: 'monthly' } });
    if (!paid.ok()) throw new Error(`dev pay failed: ${paid.status()}`);
    await proPage.goto(`${server.url}/settings`, { waitUntil: 'networkidle' });
    await proPage.getByRole('tab', { name: 'Subscription' }).click();
    await proPage.getByRole('button', { name: 'Manage' }).click();
    await proPage.getByRole('menuitem', { name: 'Cancel subscription' }).click();
    await proPage.getByRole('alertdialog', { name: 'Cancel your Pro subscription?' }).waitFor();
    await shoot(proPage, `cancel-subscription-${viewport.suffix}`);
    await proPage.keyboard.press('Escape');

    // The cart with a use-by date typed on the keyboard.
    await pro.request.post(`${server.url}/api/cart/items`, { headers: { origin: server.url }, data: { name: 'Feta' } });
    await proPage.goto(`${server.url}/create`, { waitUntil: 'networkidle' });
    await proPage.getByRole('button', { name: /^Cart/ }).click();
    const panel = proPage.getByRole('dialog', { name: 'Your Ingredients' });
    await panel.getByRole('button', { name: 'Set a use-by date for Feta' }).click();
    await panel.getByLabel('Use-by date for Feta').focus();
    await proPage.keyboard.type(`1126${new Date().getFullYear() + 1}`, { delay: 50 });
    await proPage.keyboard.press('Tab');
    await proPage.waitForLoadState('networkidle');
    await shoot(proPage, `cart-use-by-${viewport.suffix}`);
    await context.close();
    await pro.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
