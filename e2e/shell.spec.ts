import { expect, test } from './fixtures/test.ts';

test.describe('app shell', () => {
  test('opens the landing page with the product title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Forkcast | AI-Powered Custom Recipes & Meal Planning');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /recipes/i);
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded route sends a visitor to /login', async ({ page }) => {
    for (const guarded of ['/create', '/saved', '/meal-planner', '/settings', '/shared/abc']) {
      await page.goto(guarded);
      await expect(page, guarded).toHaveURL(/\/login$/);
    }
  });

  test('/admin sends a visitor to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/healthz answers ok from the real server', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
