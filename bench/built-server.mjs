// Starts the built app (`npm run build` first) on a free loopback port with a throwaway DATA_DIR,
// for the bench scripts that drive a real browser against it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function findFreePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer() {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FORKCAST_SKIP_BUILD: '1',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Screenshot sizes: a 390 px phone and a 1440 px desktop. */
export const SCREENSHOT_VIEWPORTS = [
  { suffix: 'mobile', width: 390, height: 844 },
  { suffix: 'desktop', width: 1440, height: 900 },
];
export const SCREENSHOT_PASSWORD = 'screenshots are worth a thousand words';

/** The verification link the dev outbox holds for `email`. */
function readMailLink(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const eml = readFileSync(path.join(outbox, file), 'utf8');
    if (!eml.includes(`To: ${email}`)) continue;
    const match = eml.match(/https?:\/\/\S+/);
    if (match) return match[0];
  }
  throw new Error(`no mail for ${email}`);
}

/** Signs a Playwright context up and opens its link from the same context, which signs it in. */
export async function signUpVerified(context, server, email, name = 'Sam Cook') {
  const signUp = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: { origin: server.url },
    data: { email, name, password: SCREENSHOT_PASSWORD },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  for (let tries = 0; ; tries += 1) {
    try {
      const token = new URL(readMailLink(server.dataDir, email)).searchParams.get('oobCode') ?? '';
      const verify = await context.request.get(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { maxRedirects: 0 });
      if (verify.status() >= 400) throw new Error(`verify failed: ${verify.status()}`);
      return;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
