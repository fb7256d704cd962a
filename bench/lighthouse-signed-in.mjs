// Lighthouse (mobile preset) on the signed-in pages of the built app, for a realistic account
// (bench/seed-realistic-account.mjs: 40 saved recipes with images, 60 planned meals this month, 30 cart items).
// Run after `npm run build`: `node bench/lighthouse-signed-in.mjs [pages…]` (default /create /saved /meal-planner).
// Like bench/lighthouse.mjs, scores follow the machine's load (printed with `uptime`); RUNS (default 3) runs per page.
// Every run prints Lighthouse's benchmarkIndex (its measure of this host's CPU). Lighthouse's 4x CPU slowdown
// assumes a fast desktop (index ~1500); on a slower host it over-counts. With LH_CALIBRATE=1 the pages are run
// again with the multiplier Lighthouse's docs/throttling.md points to (its CPU throttling calculator: index
// 150 → 1x, 800 → 2x, 1300 → 3x, +1x per 233 above), from the median index of the 4x runs; both tables print.
// LH_CPU_SLOWDOWN=<n> sets the first pass's multiplier instead of 4. LH_REPORT_DIR=<dir> keeps each run's Lighthouse JSON there
// (its network requests, critical request chains and LCP element: the waterfall behind a page's paints).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';
import { seedRealisticAccount } from './seed-realistic-account.mjs';

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/create', '/saved', '/meal-planner'];
const RUNS = Number(process.env.RUNS ?? 3);
const METRICS = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint', 'speed-index'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

// The simulated checkout makes the cook Pro (more than 10 saved recipes).
process.env.PAYMENTS ??= 'dev';
const server = await startBuiltServer();
const seeding = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let account;
try {
  account = await seedRealisticAccount(await seeding.newContext(), server);
} finally {
  await seeding.close();
}
console.info(`seeded ${account.email}; ${load()}`);

const userDataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir });

/** The multiplier Lighthouse's CPU throttling calculator gives for a benchmarkIndex (docs/throttling.md). */
function calibrateSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** RUNS Lighthouse runs of every page at one CPU slowdown; the rows of each run. */
async function runPages(cpuSlowdown) {
  // The session cookie on every request: Lighthouse resets the origin's storage before it loads the page.
  const settings = { extraHeaders: { Cookie: account.cookieHeader }, throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
  console.info(`mobile preset, CPU slowdown ${cpuSlowdown.toFixed(2)}x`);
  const rows = [];
  for (let run = 1; run <= RUNS; run += 1)
    for (const pagePath of PAGES) {
      const audit = () =>
        lighthouse(
          `${server.url}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          { extends: 'lighthouse:default', settings },
        );
      let result = await audit();
      if (result?.lhr.runtimeError) result = await audit();
      if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      if (process.env.LH_REPORT_DIR) {
        mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
        writeFileSync(path.join(process.env.LH_REPORT_DIR, `${pagePath.slice(1) || 'home'}-${cpuSlowdown}x-run${run}.json`), JSON.stringify(result.lhr));
      }
      if (!finalDisplayedUrl.endsWith(pagePath)) console.info(`  ${pagePath} ended at ${finalDisplayedUrl} (not signed in?)`);
      const score = Math.round((categories.performance?.score ?? 0) * 100);
      const values = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? NaN]));
      rows.push({ pagePath, score, values, benchmarkIndex: result.lhr.environment.benchmarkIndex });
      console.info(
        `  ${pagePath} run ${run}: performance ${score}; ${METRICS.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`).join(', ')}; benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}; ${load()}`,
      );
      for (const ref of categories.performance?.auditRefs ?? []) {
        const item = audits[ref.id];
        if (ref.weight > 0 && item && item.score !== null && item.score < 0.9)
          console.info(`    costs points: ${item.id} (${item.score}) ${item.displayValue ?? ''}`);
      }
      // Where the main thread went: by kind of work, and by script (the heaviest three of each).
      const topItems = (id, name, value) =>
        (audits[id]?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => `${String(item[name]).replace(server.url, '')} ${Math.round(item[value])} ms`)
          .join(', ');
      console.info(`    main thread: ${topItems('mainthread-work-breakdown', 'groupLabel', 'duration')}; scripts: ${topItems('bootup-time', 'url', 'total')}`);
      for (const id of [
        'layout-shifts',
        'render-blocking-resources',
        'render-blocking-insight',
        'largest-contentful-paint-element',
        'lcp-discovery-insight',
        'unsized-images',
        'offscreen-images',
      ]) {
        const item = audits[id];
        const hasItems = (item?.details?.items?.length ?? 0) > 0;
        if (item && ((item.score !== null && item.score < 1) || (id === 'layout-shifts' && hasItems))) {
          const details = JSON.stringify(item.details ?? {});
          const snippets = [...details.matchAll(/"snippet":"((?:[^"\\]|\\.){0,120})/g)].map((match) => match[1]).slice(0, 3);
          console.info(`    ${id} (${item.score}) ${item.displayValue ?? ''} ${snippets.join(' | ')}`);
        }
      }
    }
  return rows;
}

function printTable(rows, label) {
  console.info(`\n${label}: median of ${RUNS} run(s); ${load()}`);
  console.info(
    `${'page'.padEnd(14)}${'perf'.padStart(6)}${'LCP ms'.padStart(9)}${'CLS'.padStart(8)}${'TBT ms'.padStart(9)}${'FCP ms'.padStart(9)}${'bench index'.padStart(13)}`,
  );
  for (const pagePath of PAGES) {
    const runs = rows.filter((row) => row.pagePath === pagePath);
    const pick = (id) => median(runs.map((row) => row.values[id]));
    console.info(
      `${pagePath.padEnd(14)}${String(median(runs.map((row) => row.score))).padStart(6)}${String(Math.round(pick('largest-contentful-paint'))).padStart(9)}${pick('cumulative-layout-shift').toFixed(3).padStart(8)}${String(Math.round(pick('total-blocking-time'))).padStart(9)}${String(Math.round(pick('first-contentful-paint'))).padStart(9)}${String(Math.round(median(runs.map((row) => row.benchmarkIndex)))).padStart(13)}`,
    );
  }
}

const rawSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : 4;
try {
  const rawRows = await runPages(rawSlowdown);
  printTable(rawRows, `CPU slowdown ${rawSlowdown}x (Lighthouse's default${process.env.LH_CPU_SLOWDOWN ? ' overridden' : ''})`);
  const benchmarkIndex = median(rawRows.map((row) => row.benchmarkIndex));
  const calibrated = calibrateSlowdown(benchmarkIndex);
  console.info(`\nbenchmarkIndex (median) ${Math.round(benchmarkIndex)}: the calibrated CPU slowdown would be ${calibrated.toFixed(2)}x`);
  if (process.env.LH_CALIBRATE === '1')
    printTable(await runPages(calibrated), `CPU slowdown ${calibrated.toFixed(2)}x (calibrated from benchmarkIndex ${Math.round(benchmarkIndex)})`);
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}
