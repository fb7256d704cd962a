import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';
import { WALKED_VIEWPORTS } from './fixtures/viewports.ts';

test.describe('app shell', () => {
  test('opens the landing page with the product title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Forkcast | AI-Powered Custom Recipes & Meal Planning');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /recipes/i);
  });

  test('each page names itself in the tab, and the signed-in menu marks the current page', async ({ page, server }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | Forkcast');
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | Forkcast');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');

    await createVerifiedUser(page.request, server, { prefix: 'titles' });
    await page.goto('/saved');
    await expect(page).toHaveTitle('Saved Recipes | Forkcast');
    // Desktop width: the main pages sit in the bar; the menu keeps the rest.
    const bar = page.getByRole('list', { name: 'Main pages' });
    await expect(bar.getByRole('link', { name: 'Saved Recipes' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Meal Planner' }).click();
    await expect(page).toHaveTitle('Meal Planner | Forkcast');
  });

  test("a signed-in cook's page arrives as its frame and becomes the page; a visitor's does not", async ({ page, server }) => {
    // A visitor: the plain shell (Loading, then /login), never a signed-in frame.
    expect(await (await page.request.get('/saved')).text()).toContain('<div id="root"></div>');

    await createVerifiedUser(page.request, server, { prefix: 'frame' });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const [pagePath, heading] of [
      ['/create', 'Create Recipe'],
      ['/saved', 'Saved Recipes'],
      ['/meal-planner', 'Meal Planner'],
    ] as const) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html, pagePath).toMatch(new RegExp(`<div id="root" data-signed-in-shell>.*<h1[^>]*>${heading}</h1>`));
      await page.goto(pagePath);
      // The page itself, after the session answered: hydration kept the frame's markup (no errors) and the page replaced it.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]'), pagePath).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test("/saved's frame shows the cook's newest picture where its card will be, before the app has run", async ({ browser, page, server }) => {
    await createVerifiedUser(page.request, server, { prefix: 'picture' });
    // A Free cook with a full library: the page's "10 of 10 saved · Upgrade to Pro…" line wraps under the heading
    // on a phone, and the frame has to keep that line too.
    for (let count = 1; count <= 9; count += 1) {
      const plain = await page.request.post('/api/recipes', {
        headers: { origin: server.url },
        data: { title: `Plain soup ${count}`, ingredients: ['1 leek'], instructions: ['Simmer.'], category: 'Dinner', servings: '2' },
      });
      expect(plain.status(), await plain.text()).toBe(201);
    }
    const image = await page.request.post('/generate-image', { headers: { origin: server.url }, data: { title: 'Pea risotto', ingredients: ['1 onion'] } });
    expect(image.status(), await image.text()).toBe(200);
    const { imageUrl } = await image.json();
    const saved = await page.request.post('/api/recipes', {
      headers: { origin: server.url },
      data: { title: 'Pea risotto', ingredients: ['1 onion'], instructions: ['Stir.'], category: 'Dinner', servings: '2', imageUrl },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const html = await (await page.request.get('/saved')).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`);
    for (const viewport of WALKED_VIEWPORTS) {
      // The frame alone (no script runs), then the page: the card's picture takes the frame's place exactly.
      const frameContext = await browser.newContext({ viewport, serviceWorkers: 'block', storageState: await page.context().storageState() });
      const framePage = await frameContext.newPage();
      await framePage.route('**/assets/*.js', (route) => route.abort());
      await framePage.goto(`${server.url}/saved`);
      const framePicture = framePage.locator('.saved-frame__first-picture');
      await expect(framePicture).toBeVisible();
      expect(await framePicture.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(imageUrl);
      const frameBox = await framePicture.boundingBox();
      await framePage.screenshot({ path: test.info().outputPath(`saved-frame-${viewport.width}.png`) });
      await frameContext.close();

      await page.setViewportSize(viewport);
      await page.goto('/saved');
      const cardPicture = page.getByRole('list', { name: 'Saved recipes' }).locator('img').first();
      await expect(cardPicture).toBeVisible();
      await expect(page.getByText('10 of 10 saved')).toBeVisible();
      expect(await cardPicture.boundingBox(), `${viewport.width} px`).toEqual(frameBox);
      await page.screenshot({ path: test.info().outputPath(`saved-page-${viewport.width}.png`) });
    }
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded route sends a visitor to /login', async ({ page }) => {
    for (const guarded of ['/create', '/saved', '/meal-planner', '/settings']) {
      await page.goto(guarded);
      await expect(page, guarded).toHaveURL(/\/login$/);
    }
  });

  test('a cookie whose session has ended gets the login form: no frame, and no request for the page that could only answer 401', async ({ page, server }) => {
    await createVerifiedUser(page.request, server, { prefix: 'ended' });
    const cookies = await page.context().cookies();
    expect((await page.request.post('/api/auth/sign-out', { headers: { origin: server.url } })).ok()).toBe(true);
    // The browser still holds the old cookie (an expired session, or one ended on another device).
    await page.context().addCookies(cookies);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
    });
    for (const guarded of ['/create', '/saved', '/meal-planner']) {
      expect(await (await page.request.get(guarded)).text(), guarded).not.toContain('data-signed-in-shell');
      await page.goto(guarded);
      await expect(page, guarded).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    }
    expect(unauthorized).toEqual([]);
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

test.describe('content security policy', () => {
  test('public and signed-in pages (zod schemas parse API answers there) raise no CSP violations', async ({ page, server }) => {
    // Blocked evals that the page catches (zod's probe) never reach the console: listen for the DOM event.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const text = `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
        window.sessionStorage.setItem('cspViolations', `${window.sessionStorage.getItem('cspViolations') ?? ''}${text}\n`);
      });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const collect = async () => {
      violations.push(...(await page.evaluate(() => window.sessionStorage.getItem('cspViolations') ?? '')).split('\n').filter(Boolean));
      await page.evaluate(() => window.sessionStorage.removeItem('cspViolations'));
    };
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/pricing', '/terms']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await collect();
    }
    await createVerifiedUser(page.request, server, { prefix: 'csp' });
    for (const path of ['/create', '/saved', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.waitForLoadState('networkidle');
      await collect();
    }
    expect(violations).toEqual([]);
  });
});
