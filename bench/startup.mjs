// Start-up time (cold: new DATA_DIR, warm: existing one), idle memory of the server process and the
// first page's gzipped JS. Run after `npm run build`: `npm run bench:startup` (PGlite), or with
// DATABASE_URL=postgres://… for PostgreSQL (cold is then a new DATA_DIR on the same database).
// `node bench/startup.mjs 3` repeats each measurement three times and prints the medians.
// Besides wall-clock time it prints the CPU time the process used until it answered (user + system,
// from /proc): on a machine shared with others the wall clock follows their load, the CPU time much less.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Math.max(1, Number(process.argv[2] ?? 1));
const CLOCK_TICK_MS = 10;

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** User + system CPU time of a process so far (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function readCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

async function startOnce(dataDir) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FORKCAST_SKIP_BUILD: '1' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - startedAt;
  const cpuMs = readCpuMs(child.pid);
  await fetch(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, cpuMs, rssMb: rssKb / 1024 };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function describe(label, samples) {
  const ready = median(samples.map((sample) => sample.readyMs)).toFixed(0);
  const cpu = median(samples.map((sample) => sample.cpuMs)).toFixed(0);
  const rss = median(samples.map((sample) => sample.rssMb)).toFixed(0);
  return `${label}: ${ready} ms to healthy (${cpu} ms of CPU), RSS 3 s after start ${rss} MB`;
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
const loadBefore = loadavg()[0];
const cold = [];
const warm = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-bench-'));
  try {
    cold.push(await startOnce(dataDir));
    warm.push(await startOnce(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.info(`database: ${database}; ${runs} run(s), medians; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
console.info(describe('cold start (new DATA_DIR)', cold));
console.info(describe('warm start (existing DATA_DIR)', warm));
console.info(`idle RSS after start: ${median(warm.map((sample) => sample.rssMb)).toFixed(0)} MB`);
spawnSync(process.execPath, [path.join(root, 'scripts', 'check-bundle-size.mjs')], { stdio: 'inherit' });
