// Screens changed in the disabled-account and planner work, at a 390 px phone and a 1440 px desktop: the "Check your e-mail"
// page after sign-up, the login page after the inactivity sign-out and for a disabled account, the
// disabled account's contact form, the cancel-subscription confirmation on the shared modal frame, the
// cart's use-by date, a toast where it now sits (clear of the cart's field), the meal planner (the
// phone's recipe sheet), the shopping list's edit mode and the admin's users.
// Run after `npm run build`: `PAYMENTS=dev node bench/screenshots-evening.mjs` → docs/screenshots/
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  SCREENSHOT_PASSWORD as PASSWORD,
  SCREENSHOT_VIEWPORTS as VIEWPORTS,
  signUpVerified,
  startBuiltServer,
} from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');

const RECIPES = [
  {
    title: 'Onion Soup',
    ingredients: ['4 onions', '2 cups beef stock', '1 tbsp butter', 'salt to taste'],
    instructions: ['Cook the onions slowly.', 'Add the stock and simmer.'],
    servings: '2',
  },
  {
    title: 'Garlic Pasta',
    ingredients: ['200 g spaghetti', '2 cloves garlic', '1 tbsp olive oil', '1 cup rice flour'],
    instructions: ['Boil pasta.', 'Toss with garlic oil.'],
    servings: '2',
  },
  {
    title: 'Spiced Lentil Stew',
    ingredients: ['1 cup red lentils', '1 tsp ground cumin', '2 carrots', '1 cup milk'],
    instructions: ['Simmer everything.'],
    servings: '4',
  },
];

function toDateKey(date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function shoot(page, name, { isShowingToasts = false } = {}) {
  // Toasts come and go; hidden for this picture only, so a later one on the same page can show them.
  const hiding = isShowingToasts ? null : await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await page.mouse.move(0, 0);
  // A toast's entrance is instant under reduced motion, but give it a moment to settle.
  await page.waitForTimeout(isShowingToasts ? 600 : 400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.info(`wrote ${path.relative(root, file)}`);
  await hiding?.evaluate((node) => node.remove());
}

process.env.PAYMENTS ??= 'dev';
const ADMIN_EMAIL = `evening-admin-${Date.now()}@example.test`;
process.env.ADMIN_EMAILS = ADMIN_EMAIL;
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  // One admin for both sizes: sign-ups are limited to 5 a minute from one address.
  const adminSignUp = await browser.newContext();
  await signUpVerified(adminSignUp, server, ADMIN_EMAIL, 'Ada Admin');
  const adminState = await adminSignUp.storageState();
  await adminSignUp.close();
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

    // A cook an admin disabled while signed in, then the way to support that needs no sign-in.
    const disabled = await browser.newContext(options);
    const disabledPage = await disabled.newPage();
    await disabledPage.addInitScript(() => sessionStorage.setItem('forkcast.signOutReason', 'disabled'));
    await disabledPage.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await disabledPage.getByText('Your account has been disabled, so you were signed out.').waitFor();
    await shoot(disabledPage, `login-disabled-${viewport.suffix}`);
    await disabledPage.getByRole('link', { name: 'Contact support' }).click();
    await disabledPage.getByRole('heading', { name: 'Your account is disabled' }).waitFor();
    await disabledPage.getByLabel('Email').fill('sam@example.test');
    await disabledPage.getByLabel('Message').fill('My account was disabled this morning. Could you tell me why?');
    await shoot(disabledPage, `contact-disabled-${viewport.suffix}`);
    await disabled.close();

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
    // A toast, where it sits now: clear of the add field the cook is typing in.
    const cartInput = panel.getByRole('combobox');
    await cartInput.fill('feta');
    await cartInput.press('Enter');
    await proPage.getByText('Feta is already in your cart.').waitFor();
    await shoot(proPage, `toast-cart-${viewport.suffix}`, { isShowingToasts: true });
    await proPage.keyboard.press('Escape');

    // The meal planner with a few recipes planned this week.
    const ids = [];
    for (const recipe of RECIPES) {
      const created = await pro.request.post(`${server.url}/api/recipes`, { headers: { origin: server.url }, data: { ...recipe, category: 'Dinner' } });
      ids.push((await created.json()).id);
    }
    const today = new Date();
    for (const [offset, id] of [
      [0, ids[0]],
      [1, ids[1]],
      [2, ids[2]],
      [2, ids[0]],
    ]) {
      const date = toDateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
      await pro.request.post(`${server.url}/api/meal-plan/entries`, { headers: { origin: server.url }, data: { date, recipeId: id } });
    }
    await proPage.goto(`${server.url}/meal-planner`, { waitUntil: 'networkidle' });
    await proPage.getByRole('heading', { name: 'Meal Planner' }).waitFor();
    await shoot(proPage, `planner-${viewport.suffix}`);
    if (viewport.suffix === 'mobile') {
      await proPage.getByRole('button', { name: 'Choose a recipe to plan' }).click();
      await proPage
        .getByRole('dialog', { name: 'Saved recipes' })
        .getByRole('button', { name: /^Garlic Pasta/ })
        .waitFor();
      await shoot(proPage, `planner-recipes-${viewport.suffix}`);
      await proPage.keyboard.press('Escape');
    }

    // The shopping list in edit mode: every aisle name whole, Add item, Cancel and Done together.
    await proPage.getByRole('button', { name: 'Shopping List' }).click();
    const listDialog = proPage.getByRole('dialog', { name: 'Shopping List' });
    await listDialog.getByRole('button', { name: 'Generate List' }).click();
    await listDialog.getByRole('button', { name: 'Edit' }).click();
    await listDialog.getByRole('button', { name: 'Add item' }).waitFor();
    await shoot(proPage, `shopping-edit-${viewport.suffix}`);
    await context.close();
    await pro.close();

    // The admin's users: the status column and the Recipe Count note.
    const admin = await browser.newContext({ ...options, storageState: adminState });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    await adminPage.waitForLoadState('networkidle');
    await shoot(adminPage, `admin-users-${viewport.suffix}`);
    await admin.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
