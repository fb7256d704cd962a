// Landing page screenshots for the README and docs, at a 360 px phone and a 1440 px desktop.
// Run after `npm run build`: `node bench/screenshots.mjs` → docs/screenshots/landing-{mobile,desktop}.png
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');

const VIEWPORTS = [
  { name: 'landing-mobile', width: 360, height: 780, isFullPage: true },
  { name: 'landing-desktop', width: 1440, height: 900, isFullPage: false },
];

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
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: viewport.isFullPage });
    console.info(`wrote ${path.relative(root, file)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
