// The long tasks of the signed-in pages' loads, with what ran inside them: a Chromium trace (4x CPU, as
// Lighthouse's mobile preset) of each page, signed in as the realistic account (bench/seed-realistic-account.mjs).
// Lighthouse's `long-tasks` audit names a task by the script most of it ran in, which for nearly every task is the
// app chunk (React renders there); this names the functions. Run after `npm run build`:
// `node bench/long-tasks-trace.mjs [pages…]` (default /create /saved /meal-planner); RUNS (default 2) loads per page.
// Per load it prints every main-thread task over 50 ms (its start after navigation, its length, and the five
// functions with the most self time inside it), and the load's blocking time: the sum of each task's part over
// 50 ms after the first contentful paint, until 5 s of quiet after load (Lighthouse's rule, observed, not simulated),
// and the same sum over the tasks' thread time, which a busy machine moves less.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';
import { seedRealisticAccount } from './seed-realistic-account.mjs';

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/create', '/saved', '/meal-planner'];
const RUNS = Number(process.env.RUNS ?? 2);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const QUIET_MS = 5_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
].join(',');

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

process.env.PAYMENTS ??= 'dev';
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** Samples of the renderer's CPU profile as [timestamp µs, node] pairs, and the nodes by id. */
function readSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  const clock = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clock.set(event.id, event.args.data.startTime);
    if (event.name !== 'ProfileChunk') continue;
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    let time = clock.get(event.id) ?? 0;
    (profile.samples ?? []).forEach((nodeId, index) => {
      time += event.args.data.timeDeltas[index];
      samples.push([time, nodeId]);
    });
    clock.set(event.id, time);
  }
  samples.sort((first, second) => first[0] - second[0]);
  return { nodes, samples };
}

function describe(node, origin) {
  const frame = node?.callFrame ?? {};
  const url = (frame.url ?? '').replace(origin, '').replace('/assets/', '');
  return `${frame.functionName || '(anonymous)'}${url ? ` ${url}:${frame.lineNumber + 1}` : ''}`;
}

async function traceLoad(context, pagePath) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  await cdp.send('Tracing.end');
  await done;
  await page.close();

  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith(server.url),
  );
  // Now and then the trace lacks the navigation's start (its renderer's events arrive incomplete): report that,
  // and the caller loads the page again rather than give up on every later page.
  if (!navigation) return false;
  const { pid } = navigation;
  const mainThread = events.find((event) => event.pid === pid && event.name === 'thread_name' && event.args.name === 'CrRendererMain')?.tid;
  const fcp = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint')?.ts ?? navigation.ts;
  const tasks = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === mainThread && event.ph === 'X' && event.name === 'RunTask' && event.ts >= navigation.ts && event.dur > 50_000,
    )
    .sort((first, second) => first.ts - second.ts);
  // The same rule on each task's thread time (which includes the emulated slowdown, but not the waits a busy
  // machine adds to the wall time while the thread is descheduled): the machine is shared; compare builds by this.
  const cpuBlocking = events
    .filter((event) => event.pid === pid && event.tid === mainThread && event.ph === 'X' && event.name === 'RunTask' && event.ts + event.dur > fcp)
    .reduce((sum, event) => sum + Math.max(0, (event.tdur ?? 0) - 50_000), 0);
  const { nodes, samples } = readSamples(events, pid);
  let blocking = 0;
  const lines = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    if (end > fcp) blocking += Math.max(0, Math.min(task.dur, end - fcp) - 50_000);
    const selfTime = new Map();
    for (let index = 0; index < samples.length; index += 1) {
      const [time, nodeId] = samples[index];
      if (time < task.ts || time > end) continue;
      const next = samples[index + 1]?.[0] ?? time;
      const name = describe(nodes.get(nodeId), server.url);
      selfTime.set(name, (selfTime.get(name) ?? 0) + Math.min(next - time, 10_000));
    }
    const top = [...selfTime]
      .sort((first, second) => second[1] - first[1])
      .slice(0, 5)
      .map(([name, time]) => `${name} ${Math.round(time / 1000)}`);
    lines.push(`    task at ${Math.round((task.ts - navigation.ts) / 1000)} ms: ${Math.round(task.dur / 1000)} ms — ${top.join('; ')}`);
  }
  console.info(
    `  ${pagePath}: FCP ${Math.round((fcp - navigation.ts) / 1000)} ms, blocking time (observed) ${Math.round(blocking / 1000)} ms, by thread time ${Math.round(cpuBlocking / 1000)} ms, ${tasks.length} tasks over 50 ms; ${load()}`,
  );
  for (const line of lines) console.info(line);
  return true;
}

try {
  const seeding = await browser.newContext();
  const account = await seedRealisticAccount(seeding, server);
  await seeding.close();
  console.info(`seeded ${account.email}; CPU slowdown ${CPU_SLOWDOWN}x; ${load()}`);
  for (let run = 1; run <= RUNS; run += 1)
    for (const pagePath of PAGES) {
      // A fresh context per load: no HTTP cache or service worker from the previous one, as Lighthouse resets them.
      let isTraced = false;
      for (let attempt = 1; !isTraced; attempt += 1) {
        const context = await browser.newContext({ extraHTTPHeaders: { Cookie: account.cookieHeader }, viewport: { width: 412, height: 823 } });
        isTraced = await traceLoad(context, pagePath);
        await context.close();
        if (isTraced) continue;
        if (attempt === 3) throw new Error(`no navigation of ${pagePath} in three traces`);
        console.info(`  ${pagePath}: no navigation in the trace; loading it again`);
      }
    }
} finally {
  await browser.close();
  await server.stop();
}
