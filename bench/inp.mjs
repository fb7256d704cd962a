// Interaction to Next Paint on the planner, for a realistic account (bench/seed-realistic-account.mjs), in
// Chromium through Playwright: dragging a planned meal to the next day and back on the month calendar, and
// checking and unchecking shopping-list items. Each interaction's latency is the longest Event Timing entry
// with its interactionId (what web-vitals' onINP reports per interaction). Prints p50/p75/max per journey and
// the load (`uptime`): the figures follow the machine. Run after `npm run build`: `node bench/inp.mjs`.
// CPU_SLOWDOWN=4 throttles the page's CPU like Lighthouse's mobile preset (default 1: this machine as it is).
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';
import { seedRealisticAccount } from './seed-realistic-account.mjs';

const DRAGS = Number(process.env.DRAGS ?? 10);
const CHECKS = Number(process.env.CHECKS ?? 20);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
/** Nearest-rank percentile of sorted values (as bench/lib/percentile.ts, which plain node cannot import). */
const percentile = (sorted, p) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** Collects Event Timing entries per interaction from the first paint on. */
function observeInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const previous = window.__interactions.get(entry.interactionId);
      if (!previous || entry.duration > previous.duration) window.__interactions.set(entry.interactionId, { duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function takeInteractions(page) {
  // Event Timing entries are delivered after the next paint: give them a frame or two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  return page.evaluate(() => {
    const values = [...window.__interactions.values()];
    window.__interactions.clear();
    return values;
  });
}

async function drag(page, source, target) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

function summarise(label, durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const format = (value) => `${Math.round(value ?? NaN)} ms`;
  console.info(
    `${label}: ${sorted.length} interactions, p50 ${format(percentile(sorted, 50))}, p75 ${format(percentile(sorted, 75))}, max ${format(sorted.at(-1))}`,
  );
}

process.env.PAYMENTS ??= 'dev';
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await seedRealisticAccount(context, server);
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  console.info(`seeded; CPU slowdown ${CPU_SLOWDOWN}x; ${load()}`);

  await page.goto(`${server.url}/meal-planner`, { waitUntil: 'networkidle' });
  const cells = page.getByRole('gridcell');
  await cells.first().waitFor();
  // Two planned days side by side in the middle of the month: a meal goes over and comes back.
  const now = new Date();
  const dayName = (day) => new Date(now.getFullYear(), now.getMonth(), day).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
  const first = page.getByRole('gridcell', { name: new RegExp(`^${dayName(10)}`) });
  const second = page.getByRole('gridcell', { name: new RegExp(`^${dayName(11)}`) });
  await first.locator('.planner-entry').first().waitFor();
  await takeInteractions(page);
  const dragDurations = [];
  for (let index = 0; index < DRAGS; index += 1) {
    const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
    const before = await to.locator('.planner-entry').count();
    await drag(page, from.locator('.planner-entry').first(), to);
    await to.locator('.planner-entry').nth(before).waitFor();
    await page.waitForLoadState('networkidle');
    dragDurations.push(...(await takeInteractions(page)).map((item) => item.duration));
  }
  summarise(`drag a meal to the next day (${DRAGS} drags)`, dragDurations);

  await page.getByRole('button', { name: 'Shopping List' }).click();
  const listDialog = page.getByRole('dialog', { name: 'Shopping List' });
  await listDialog.getByRole('button', { name: 'Generate List' }).click();
  const boxes = listDialog.getByRole('checkbox');
  await boxes.first().waitFor();
  await page.waitForLoadState('networkidle');
  await takeInteractions(page);
  const checkDurations = [];
  const count = Math.min(await boxes.count(), 10);
  for (let index = 0; index < CHECKS; index += 1) {
    await boxes.nth(index % count).click();
    checkDurations.push(...(await takeInteractions(page)).map((item) => item.duration));
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  summarise(`check a shopping-list item (${CHECKS} clicks)`, checkDurations);
  console.info(load());
} finally {
  await browser.close();
  await server.stop();
}
