// Screenshots for the README and docs at a 390 px phone and a 1440 px desktop: the landing page,
// /create with generated recipes, /saved, a recipe dialog, cook mode and a shared-recipe preview.
// Run after `npm run build`: `npm run screenshots` → docs/screenshots/<page>-{mobile,desktop}.png
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SCREENSHOT_VIEWPORTS as VIEWPORTS, signUpVerified, startBuiltServer } from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');

const PROMPTS = ['A Thai green curry with tofu', 'Shakshuka for a lazy Sunday breakfast', 'Lemon and herb roast chicken with potatoes'];

async function shoot(page, name, { isFullPage = false } = {}) {
  // Toasts and the caret come and go; the picture should not depend on when it was taken.
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  // No hover left over from the last click.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: isFullPage });
  console.info(`wrote ${path.relative(root, file)}`);
}

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  for (const viewport of VIEWPORTS) {
    // Reduced motion: the hero shows a whole example prompt instead of a half-typed one.
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    const page = await context.newPage();

    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The sections below the hero load as the reader scrolls towards them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('heading', { name: 'Questions, answered' }).waitFor();
    await page.getByLabel('Email').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `landing-${viewport.suffix}`, { isFullPage: viewport.suffix === 'mobile' });

    await signUpVerified(context, server, `screens-${viewport.suffix}-${Date.now()}@example.test`);
    await page.goto(`${server.url}/create`, { waitUntil: 'networkidle' });
    for (const prompt of PROMPTS) {
      await page.getByLabel('What would you like to cook?').fill(prompt);
      await page.getByRole('button', { name: 'Generate Recipe' }).click();
      await page.getByRole('button', { name: 'Generate Recipe' }).waitFor();
      await page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem').nth(PROMPTS.indexOf(prompt)).waitFor();
    }
    await page.getByLabel('What would you like to cook?').fill('Something green with what is in the fridge');
    await page.waitForLoadState('networkidle');
    await shoot(page, `create-${viewport.suffix}`, { isFullPage: true });

    // Save every generated recipe, then the library.
    const cards = page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem');
    for (let index = 0; index < PROMPTS.length; index += 1) {
      await cards.nth(index).getByRole('button').click();
      const dialog = page.getByRole('dialog').first();
      await dialog.getByRole('button', { name: 'Save Recipe' }).click();
      const saveDialog = page.getByRole('dialog', { name: 'Save Recipe' });
      await saveDialog.getByRole('button', { name: 'Save Recipe' }).click();
      await saveDialog.waitFor({ state: 'detached' });
      if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.goto(`${server.url}/saved`, { waitUntil: 'networkidle' });
    await page
      .getByRole('list', { name: 'Saved recipes' })
      .getByRole('listitem')
      .nth(PROMPTS.length - 1)
      .waitFor();
    await shoot(page, `saved-${viewport.suffix}`);

    await page.getByRole('list', { name: 'Saved recipes' }).getByRole('listitem').first().getByRole('button').first().click();
    const recipeDialog = page.getByRole('dialog').first();
    await recipeDialog.getByRole('heading', { name: 'Ingredients' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `recipe-dialog-${viewport.suffix}`);

    await recipeDialog.getByRole('button', { name: 'Cook mode' }).click();
    await page.getByRole('navigation', { name: 'Steps' }).waitFor();
    await shoot(page, `cook-mode-${viewport.suffix}`);
    await page.keyboard.press('Escape');

    // A shared link, as someone without an account sees it.
    const share = await context.request.post(
      `${server.url}/api/recipes/${(await (await context.request.get(`${server.url}/api/recipes`)).json()).recipes[0].id}/share`,
      { headers: { origin: server.url } },
    );
    const { url } = await share.json();
    const visitor = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
    await visitorPage.getByRole('link', { name: 'Save to my recipes' }).waitFor();
    await shoot(visitorPage, `shared-preview-${viewport.suffix}`);
    await visitor.close();
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
