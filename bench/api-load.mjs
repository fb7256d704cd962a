// Signed-in API throughput against a bare Fastify route in the same run.
// `npm run build` first. PGlite by default; DATABASE_URL=postgres://... for PostgreSQL.
// Usage: node bench/api-load.mjs [seconds=8] [connections=50]
// Loopback only; every phase is bounded in time. Besides req/s it prints the server's CPU time per
// request (from /proc), which moves far less than req/s when other work shares the machine.
// /api/auth/get-session answers 429 past 300 calls a minute from one address (the production auth
// rate limit), so its row counts those and is not a throughput figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 8);
const connections = Number(process.argv[3] ?? 50);

function findFreePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url, child) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startForkcast(dataDir) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : []), path.join(root, 'scripts', 'start.mjs')],
    {
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
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitHealthy(`${url}/healthz`, child);
  return { url, child };
}

async function startBareFastify() {
  const port = await findFreePort();
  const code = `const app=require('fastify')();app.get('/',async()=>({hello:'world'}));app.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/`, child);
  return { url, child };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Keep-alive load: `count` connections, each sending its next request when the last one answers. */
/** User plus system CPU time of a process so far, in ms (Linux). */
function readCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function load(url, headers, durationS, count, pid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const cpuBefore = pid ? readCpuMs(pid) : NaN;
  const until = Date.now() + durationS * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (Date.now() < until) await once();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const cpuMsPerRequest = (readCpuMs(pid) - cpuBefore) / Math.max(1, latencies.length);
  return { rps: latencies.length / durationS, p50: at(0.5), p99: at(0.99), errors, statuses, cpuUsPerRequest: cpuMsPerRequest * 1000 };
}

async function signUpCook(url) {
  const origin = { origin: url, 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.test`;
  const password = 'correct horse battery staple';
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, password, name: 'Bench Cook' }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}`);
  return { email, password };
}

async function verifyAndSignIn(url, dataDir, { email, password }) {
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .find((text) => text.includes(email) && text.includes('oobCode'));
  const link = mail?.match(/https?:\/\/\S+oobCode=[^\s"<]+/)?.[0];
  if (!link) throw new Error('no verification link in the outbox');
  await fetch(link.replace(/^https?:\/\/[^/]+/, url).replace('/verify-email?oobCode=', '/api/auth/verify-email?token='), { redirect: 'manual' });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function seedRecipes(url, cookie, total) {
  for (let index = 0; index < total; index += 1) {
    const response = await fetch(`${url}/api/recipes`, {
      method: 'POST',
      headers: { origin: url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Bench stew ${index}`,
        ingredients: ['1 onion', '2 carrots'],
        instructions: ['Chop.', 'Simmer for 20 minutes.'],
        category: 'Dinner',
        prepTime: '10 mins',
        cookTime: '20 mins',
        totalTime: '30 mins',
        servings: '2',
      }),
    });
    if (!response.ok && index === 0) console.warn(`seeding recipes answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-api-load-'));
const forkcast = await startForkcast(dataDir);
const bare = await startBareFastify();
try {
  const cook = await signUpCook(forkcast.url);
  const cookie = await verifyAndSignIn(forkcast.url, dataDir, cook);
  await seedRecipes(forkcast.url, cookie, 10);
  // The planner's month is the fourth call of a cook's busiest page.
  const routes = (process.env.ROUTES ?? '/api/recipes?limit=50,/api/profile,/api/meal-plan?from=2026-11-01&to=2026-11-30,/api/auth/get-session').split(',');
  console.info(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each, 3 s warm-up`);
  for (const route of routes) {
    await load(`${forkcast.url}${route}`, { cookie }, 3, connections);
    const reference = await load(`${bare.url}/`, {}, seconds, connections, bare.child.pid);
    const measured = await load(`${forkcast.url}${route}`, { cookie }, seconds, connections, forkcast.child.pid);
    const single = await load(`${forkcast.url}${route}`, { cookie }, 3, 1);
    const bareSingle = await load(`${bare.url}/`, {}, 3, 1);
    console.info(
      `${route}: ${measured.rps.toFixed(0)} req/s p99 ${measured.p99.toFixed(1)} ms (non-200: ${measured.errors}${measured.errors ? ` ${JSON.stringify(measured.statuses)}` : ''}) | bare ${reference.rps.toFixed(0)} req/s p99 ${reference.p99.toFixed(1)} ms | ratio ${(measured.rps / reference.rps).toFixed(2)} | server CPU ${measured.cpuUsPerRequest.toFixed(0)} µs/req vs bare ${reference.cpuUsPerRequest.toFixed(0)} | 1 conn p50 ${single.p50.toFixed(2)} ms vs bare ${bareSingle.p50.toFixed(2)} ms`,
    );
  }
} finally {
  await stop(forkcast.child);
  await stop(bare.child);
  rmSync(dataDir, { recursive: true, force: true });
}
