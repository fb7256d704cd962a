import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './test/child-server.ts';
import { REPO_ROOT } from './test/paths.ts';

type TRun = { code: number | null; output: string };

function runStart(env: Record<string, string>, whileRunning?: (port: number) => Promise<void>): Promise<TRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, FORKCAST_SKIP_BUILD: '1', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    if (whileRunning) {
      void whileRunning(Number(env.PORT))
        .catch((error: unknown) => {
          output += `\nwhileRunning failed: ${String(error)}`;
        })
        .finally(() => child.kill('SIGTERM'));
    }
  });
}

async function waitForHealth(port: number): Promise<unknown> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never healthy');
}

describe('process start', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'forkcast-main-')), 'deep', 'data');

  afterAll(() => {
    rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('exits 1 in production when it would listen on every interface with no APP_URL, saying what to set', async () => {
    const run = await runStart({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain('APP_URL is required when HOST=0.0.0.0 in production');
    expect(run.output).not.toContain('    at ');
  });

  it('exits 1 saying Redis is not answering when REDIS_URL points nowhere, rather than counting nothing', async () => {
    const port = await findFreePort();
    const run = await runStart({ REDIS_URL: `redis://127.0.0.1:${port}`, DATA_DIR: dataDir, PORT: String(await findFreePort()) });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Redis (REDIS_URL) is not answering');
    expect(run.output).not.toContain('    at ');
  }, 60_000);

  it('exits 1 naming PORT when it is not a number', async () => {
    const run = await runStart({ PORT: 'abc', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PORT');
    expect(run.output).not.toContain('    at ');
  });

  it('creates DATA_DIR, serves /healthz, logs one URL line and shuts down cleanly twice on the same data', async () => {
    for (let round = 0; round < 2; round += 1) {
      const port = await findFreePort();
      let health: unknown = null;
      const run = await runStart({ PORT: String(port), DATA_DIR: dataDir }, async (readyPort) => {
        health = await waitForHealth(readyPort);
      });
      expect(health, run.output).toEqual({ status: 'ok' });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`Forkcast is running at http://localhost:${port}`);
    }
  }, 120_000);
});
