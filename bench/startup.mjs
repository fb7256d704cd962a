// Start-up time (cold: new DATA_DIR, warm: existing one), idle memory of the server process and the
// first page's gzipped JS. Run after `npm run build`: `npm run bench:startup`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - startedAt;
  await fetch(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssMb: rssKb / 1024 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-bench-'));
try {
  const cold = await startOnce(dataDir);
  const warm = await startOnce(dataDir);
  console.info(`cold start (new DATA_DIR): ${cold.readyMs.toFixed(0)} ms to healthy`);
  console.info(`warm start (existing DATA_DIR): ${warm.readyMs.toFixed(0)} ms to healthy`);
  console.info(`idle RSS after start: ${warm.rssMb.toFixed(0)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
spawnSync(process.execPath, [path.join(root, 'scripts', 'check-bundle-size.mjs')], { stdio: 'inherit' });
