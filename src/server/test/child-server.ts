import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The real server (`npm start`'s entry) as a child process, for the tests that kill or signal it. */
export type TChildServer = {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  readOutput: () => string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
};

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on a free port with DATA_DIR `dataDir` and waits for /healthz. */
export async function startChildServer(dataDir: string, env: Record<string, string> = {}): Promise<TChildServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      FORKCAST_SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const server = { url, child, readOutput: () => output, exited };
  await waitForHealthy(server);
  return server;
}

async function waitForHealthy(server: TChildServer): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early (${server.child.exitCode}):\n${server.readOutput()}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${server.readOutput()}`);
}

/** Runs the server until it exits by itself (a refused start), returning its code and output. */
export async function runChildServerToExit(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | string; output: string }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      FORKCAST_SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | string>((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown')));
  clearTimeout(timer);
  return { code, output };
}

/** A verified, signed-in cook on a child server: sign up, follow the dev-outbox link, sign in. */
export async function createChildCook(server: TChildServer, dataDir: string, name = 'Crash Cook'): Promise<{ id: string; email: string; cookie: string }> {
  const email = `cook-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'correct horse battery staple';
  const headers = { origin: server.url, 'content-type': 'application/json' };
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, name, password }) });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = await waitForMailLink(dataDir, email);
  const token = new URL(link).searchParams.get('oobCode') ?? '';
  const verify = await fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const body: unknown = await signIn.json();
  const id =
    typeof body === 'object' && body !== null && 'user' in body && typeof body.user === 'object' && body.user !== null && 'id' in body.user
      ? String(body.user.id)
      : '';
  if (!id) throw new Error('sign-in answered no user id');
  return { id, email, cookie };
}

async function waitForMailLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort();
    } catch {
      // not written yet
    }
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      const link = eml.includes(`To: ${email}`) ? eml.match(/https?:\/\/\S+oobCode=\S+/)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}
