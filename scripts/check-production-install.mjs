// What a self-hoster runs, in a temporary copy of the tracked files: `npm ci --omit=dev && npm run build
// && npm start` (NODE_ENV=production), then /healthz and the app page must answer and SIGTERM must end
// it with 0. Then, with no build and no Vite, `npm start` must stop with its clear message. .ci/run runs it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(path.join(tmpdir(), 'forkcast-prod-'));

function fail(message) {
  console.error(`production install check: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  console.info(`  ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function findFreePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startAndProbe() {
  const port = await findFreePort();
  const child = spawn('npm', ['start'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  let isHealthy = false;
  while (!isHealthy && Date.now() < deadline && child.exitCode === null) {
    try {
      isHealthy = (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      // not listening yet
    }
    if (!isHealthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = isHealthy ? await fetch(`http://127.0.0.1:${port}/`) : null;
  // npm runs the server as its child: signal the group, as a process manager would.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const code = await exited;
  if (!isHealthy) fail(`the server never answered /healthz\n${output}`);
  if (page?.status !== 200 || !(page.headers.get('content-type') ?? '').includes('text/html')) fail(`/ answered ${page?.status}`);
  console.info(`  npm start: /healthz ok, / served the built app, stopped by SIGTERM (${code ?? 'signal'})`);
}

try {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('node_modules/') && !file.startsWith('dist/'));
  for (const file of files) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  }
  console.info(`Production install in ${copy}`);
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund']);
  for (const devOnly of ['typescript', 'eslint', '@playwright/test', 's3rver']) {
    if (existsSync(path.join(copy, 'node_modules', devOnly))) fail(`${devOnly} was installed by --omit=dev`);
  }
  run('npm', ['run', 'build']);
  await startAndProbe();

  // A copied install without Vite and without a build: a clear message, not a stack trace.
  rmSync(path.join(copy, 'dist'), { recursive: true, force: true });
  rmSync(path.join(copy, 'node_modules', 'vite'), { recursive: true, force: true });
  const bare = spawnSync('npm', ['start'], { cwd: copy, env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data') }, encoding: 'utf8' });
  if (bare.status === 0 || !`${bare.stdout}${bare.stderr}`.includes('The web app is not built'))
    fail(`npm start without a build: exit ${bare.status}\n${bare.stderr}`);
  console.info('  npm start without a build or Vite: exit 1 with the message');
  console.info('production install check: ok');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
