import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';

// The simulated checkout (PAYMENTS=dev) end to end. The server's clock is moved with TEST_CLOCK_FILE.
test.use({ serverEnv: { PAYMENTS: 'dev' } });

const DAY_MS = 24 * 60 * 60 * 1000;

const STEW = {
  title: 'Lentil Stew',
  ingredients: ['1 cup red lentils', '2 carrots', '1 onion'],
  instructions: ['Chop the vegetables.', 'Simmer everything for 25 minutes.'],
  category: 'Dinner',
  servings: '2',
};

test.describe('Free and Pro', () => {
  test.afterEach(({ server }) => server.setClockOffset(0));

  test('a free cook upgrades, pays on the simulated page, scales a recipe, cancels, and is free again after the end date', async ({ page, server }) => {
    await createVerifiedUser(page.request, server, { name: 'Pat Cook', prefix: 'pat' });
    expect((await page.request.post('/api/recipes', { data: STEW })).status()).toBe(201);

    // Free: the scaling control shows the Pro badge and the way to upgrade.
    await page.goto('/saved');
    await page.getByRole('button', { name: /Lentil Stew/ }).click();
    const locked = page.getByRole('dialog', { name: 'Lentil Stew' }).getByRole('group', { name: 'Scaling and unit conversion' });
    await expect(locked.getByLabel('Pro feature')).toBeVisible();
    await expect(locked.getByRole('link', { name: 'Upgrade to scale this recipe' })).toBeVisible();

    // Upgrade from Settings → Subscription.
    await page.goto('/settings?tab=subscription');
    await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'Upgrade to Pro monthly' }).click();

    // The simulated checkout says what it is.
    await expect(page).toHaveURL(/\/billing\/dev-checkout\?priceType=monthly$/);
    await expect(page.getByRole('note')).toContainText('Simulated checkout');
    await expect(page.getByText('Forkcast Pro, billed monthly')).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/settings\?tab=subscription&checkout=success$/);
    await expect(page.getByRole('heading', { name: 'Pro Plan' })).toBeVisible();
    await expect(page.getByText('Welcome to Pro!')).toBeVisible();
    await expect(page.getByText(/Your Pro plan renews on .+ \(billed monthly\)\./)).toBeVisible();

    // Pro: scaling works.
    await page.goto('/saved');
    await page.getByRole('button', { name: /Lentil Stew/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Lentil Stew' });
    await dialog.getByRole('button', { name: 'More servings' }).click();
    await expect(dialog.getByText('3 carrots')).toBeVisible();
    await page.keyboard.press('Escape');

    // Cancel: the confirmation says what happens and when; Pro stays until the end date.
    await page.goto('/settings?tab=subscription');
    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('menuitem', { name: 'Cancel subscription' }).click();
    // On the shared modal frame: an alertdialog over a backdrop, not a strip at the foot of the page.
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your Pro subscription?' });
    await expect(confirm).toContainText('You keep Pro until');
    const box = await confirm.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport ? box.width < viewport.width * 0.8 && box.y > 0 && box.y + box.height < viewport.height : false).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    const endsOn = page.getByText(/^Your Pro plan ends on .+\.$/);
    await expect(endsOn).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pro Plan' })).toBeVisible();

    // Past the end date (the test server's clock moves 32 days): free again, with no job run.
    server.setClockOffset(32 * DAY_MS);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
    await page.goto('/saved');
    await page.getByRole('button', { name: /Lentil Stew/ }).click();
    const lockedAgain = page.getByRole('dialog', { name: 'Lentil Stew' }).getByRole('group', { name: 'Scaling and unit conversion' });
    await expect(lockedAgain.getByLabel('Pro feature')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Lentil Stew' }).getByRole('button', { name: 'More servings' })).toHaveCount(0);
  });
});
