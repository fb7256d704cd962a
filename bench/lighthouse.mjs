// Lighthouse (mobile preset, the default) on the public pages of the built app.
// Run after `npm run build`: `node bench/lighthouse.mjs` (CHROME_PATH defaults to /usr/bin/chromium).
// Scores swing with machine load: Lighthouse multiplies the CPU time it observes by 4 (a phone on a fast
// desktop), so on a busy or slow machine (benchmark index well under ~1500) it over-counts. Run it on a quiet
// machine, or calibrate with LH_CPU_SLOWDOWN (see Lighthouse's docs/throttling.md), and say which you used.
// Runs every page RUNS times (default 3) and prints the median per category, plus the audits that cost
// points in each run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';

// Pages from the command line (`node bench/lighthouse.mjs / /terms`), else all public pages.
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/pricing', '/terms', '/login', '/signup'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.RUNS ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

const server = await startBuiltServer();
const userDataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir });
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const settings = cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {};
console.info(`mobile preset, CPU slowdown ${cpuSlowdown ?? 4}x`);
const rows = [];
try {
  for (let run = 1; run <= RUNS; run += 1)
    for (const pagePath of PAGES) {
      const audit = () =>
        lighthouse(
          `${server.url}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          { extends: 'lighthouse:default', settings },
        );
      let result = await audit();
      // A trace that failed to record (NO_NAVSTART and the like) scores 0 and says nothing about the page: once more.
      if (result?.lhr.runtimeError) result = await audit();
      if (!result) throw new Error(`lighthouse returned nothing for ${pagePath}`);
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError) console.info(`  ${pagePath} runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      for (const warning of result.lhr.runWarnings) console.info(`  ${pagePath} warning: ${warning}`);
      const scores = CATEGORIES.map((key) => Math.round((categories[key]?.score ?? 0) * 100));
      rows.push({ pagePath, scores });
      console.info(`  ${pagePath} run ${run}: ${scores.join(' / ')}`);
      for (const key of CATEGORIES) {
        for (const ref of categories[key]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.info(`  ${pagePath} ${key}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
          }
        }
      }
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      console.info(`  ${pagePath} benchmark index ${result.lhr.environment.benchmarkIndex}`);
      // Which element the largest paint was, and what held it back (the audit's phases), for the page's owner.
      const lcpDetails = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {});
      console.info(
        `  ${pagePath} LCP element: ${/"snippet":"((?:[^"\\]|\\.){0,160})/.exec(lcpDetails)?.[1] ?? '?'}; phases ${(/"phase":"[^"]+","timing":[\d.]+/g.exec(lcpDetails) ? lcpDetails.match(/"phase":"[^"]+","timing":[\d.]+/g) : []).join(' ')}`,
      );
      console.info(`  ${pagePath} metrics: ${metrics.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}

console.info(`\nmedian of ${RUNS} run(s)\n${'page'.padEnd(10)} ${CATEGORIES.map((key) => key.padStart(15)).join('')}`);
for (const pagePath of PAGES) {
  const runs = rows.filter((row) => row.pagePath === pagePath);
  const medians = CATEGORIES.map((_, index) => median(runs.map((row) => row.scores[index])));
  console.info(`${pagePath.padEnd(10)} ${medians.map((score) => String(score).padStart(15)).join('')}`);
}
