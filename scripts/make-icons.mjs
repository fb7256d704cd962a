// Renders the app icons (PNG) from the logo's drawing with Chromium, once; the PNGs are committed.
// Run: `node scripts/make-icons.mjs` after changing the logo. Maskable icons keep the mark inside the
// middle 80% (the safe zone a phone's mask never cuts) on a full-bleed background.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'web', 'public');
const MARK =
  '<path d="M22 14v14a6 6 0 0 0 4 5.7V50a3 3 0 0 0 6 0V33.7a6 6 0 0 0 4-5.7V14h-3v12h-2V14h-3v12h-2V14zM44 14c-4 0-6 6-6 14 0 4 2 6 4 6.5V50a3 3 0 0 0 6 0V14z" fill="#fff7ed"/>';
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c2410c"/>${MARK}</svg>`;
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c2410c"/><g transform="translate(9.6 9.6) scale(0.7)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: ROUNDED },
  { file: 'icon-512.png', size: 512, svg: ROUNDED },
  { file: 'icon-maskable-512.png', size: 512, svg: MASKABLE },
  { file: 'apple-touch-icon.png', size: 180, svg: MASKABLE },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`);
    writeFileSync(path.join(publicDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.info(`Wrote ${ICONS.map((icon) => icon.file).join(', ')} to ${publicDir}`);
