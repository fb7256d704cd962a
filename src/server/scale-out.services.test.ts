import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES, RECIPES_PER_PLANNER_DAY } from '../domain/limits.ts';
import { RATE_LIMITS } from './rate-limit/rate-rules.ts';
import { findFreePort } from './test/child-server.ts';
import { REPO_ROOT } from './test/paths.ts';
import { openEventStreamClient } from './test/event-stream-client.ts';
import { readServiceEnv } from './test/service-env.ts';

// Two app processes on one PostgreSQL and one Redis, as behind a load balancer: every limit holds
// across both, and a session made on one works on the other.

type TServer = { url: string; child: ChildProcess; dataDir: string; output: () => string };

const AUTH_SECRET = randomBytes(32).toString('base64url');

async function startServer(env: Record<string, string>): Promise<TServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-scale-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      FORKCAST_SKIP_BUILD: '1',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server never became healthy: ${output}`);
}

async function stopServer(server: TServer): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

function readCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The invitation link's token from a server's dev outbox (the mail is written just after the answer). */
async function readInvitationToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const files = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const match = /\/household\/join\?token=([\w-]+)/.exec(readFileSync(path.join(outbox, file), 'utf8'));
      if (match?.[1] && file.includes(email.replace(/[^a-z0-9@._-]/gi, '_'))) return decodeURIComponent(match[1]);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no invitation for ${email} in ${outbox}`);
}

describe('two app servers on one PostgreSQL and Redis', () => {
  const { databaseUrl, redisUrl } = readServiceEnv();
  const dbName = `forkcast_t_${randomBytes(6).toString('hex')}`;
  const appDbUrl = new URL(databaseUrl);
  appDbUrl.pathname = `/${dbName}`;
  let servers: TServer[] = [];
  let cookie = '';
  let userId = '';
  let savedRecipeId = '';
  const cookEmail = `scale-${randomBytes(5).toString('hex')}@example.test`;

  const call = (index: number, method: string, url: string, body?: unknown) =>
    fetch(`${servers[index % servers.length]?.url}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** `count` requests at once, alternating between the two servers; their statuses and bodies. */
  const burst = async (count: number, method: string, url: string, body: (index: number) => unknown) =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const response = await call(index, method, url, body(index));
        return { status: response.status, body: (await response.json()) as { code?: string; id?: string }, retryAfter: response.headers.get('retry-after') };
      }),
    );

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const env = { DATABASE_URL: appDbUrl.toString(), REDIS_URL: redisUrl };
    // One after the other: the first applies the migrations.
    const first = await startServer(env);
    servers = [first, await startServer({ ...env, APP_URL: first.url })];

    const email = cookEmail;
    const password = 'a long and unusual passphrase 42';
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Scale Cook', email, password }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const client = new pg.Client({ connectionString: appDbUrl.toString() });
    await client.connect();
    const verified = await client.query<{ id: string }>('update "user" set email_verified = true where email = $1 returning id', [email]);
    await client.end();
    userId = verified.rows[0]?.id ?? '';
    // Signed in on the first server only.
    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    cookie = readCookie(signIn);
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('accepts a session made on one server on the other', async () => {
    const onSecond = await call(1, 'GET', '/api/profile');
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({ email: cookEmail });
  });

  it(`lets exactly ${FREE_GENERATIONS_PER_MONTH} of a free cook's 20 concurrent generations through, across both`, async () => {
    const results = await burst(20, 'POST', '/generate-recipe', () => ({ userId, prompt: 'tomato soup with basil' }));
    expect(results.filter((result) => result.status === 200)).toHaveLength(FREE_GENERATIONS_PER_MONTH);
    expect(results.filter((result) => result.status !== 200).every((result) => result.body.code === 'LIMIT_REACHED')).toBe(true);
  });

  it(`saves exactly ${FREE_SAVED_RECIPES} of 20 concurrent saves`, async () => {
    const results = await burst(20, 'POST', '/api/recipes', (index) => ({
      title: `Soup ${index}`,
      ingredients: ['2 onions', '1 l broth'],
      instructions: ['Simmer.'],
    }));
    expect(results.filter((result) => result.status === 201)).toHaveLength(FREE_SAVED_RECIPES);
    savedRecipeId = results.find((result) => result.status === 201)?.body.id ?? '';
    expect(results.filter((result) => result.status !== 201).every((result) => result.body.code === 'LIMIT_REACHED')).toBe(true);
  });

  it(`plans exactly ${RECIPES_PER_PLANNER_DAY} of 20 concurrent entries on one day`, async () => {
    const recipeId = savedRecipeId;
    expect(recipeId).not.toBe('');
    const results = await burst(20, 'POST', '/api/meal-plan/entries', () => ({ date: '2026-03-02', recipeId }));
    expect(results.filter((result) => result.status === 201)).toHaveLength(RECIPES_PER_PLANNER_DAY);
    expect(results.filter((result) => result.status !== 201).every((result) => result.body.code === 'CONFLICT')).toBe(true);
  });

  it('holds a rate limit across both servers, counted in Redis', async () => {
    const [rule] = RATE_LIMITS['contact-submission'].rules;
    const results = await burst(20, 'POST', '/api/contact-submission', (index) => ({
      name: 'Scale Cook',
      email: 'scale@example.test',
      message: `Question number ${index}`,
    }));
    expect(results.filter((result) => result.status === 201)).toHaveLength(rule.max);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(20 - rule.max);
    expect(refused.every((result) => result.body.code === 'RATE_LIMITED' && Number(result.retryAfter) > 0)).toBe(true);
    const redis = new Redis(redisUrl);
    try {
      expect(await redis.keys(`fc-rl:contact-submission:account:*:${userId}`)).toHaveLength(1);
    } finally {
      await redis.quit();
    }
  });
  /** Lets the database's notification reach the other server's listener (it is sent at commit). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("shows a cook's writes on one server in the next reads on the other, with their answers cached there", async () => {
    const readTitle = async (index: number) => {
      const response = await call(index, 'GET', '/api/recipes?limit=50');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { recipes: Array<{ id: string; title: string }> };
      return body.recipes.find((saved) => saved.id === savedRecipeId)?.title;
    };
    const readMonth = async (index: number) => {
      const response = await call(index, 'GET', '/api/meal-plan?from=2026-03-01&to=2026-03-31');
      expect(response.status).toBe(200);
      return ((await response.json()) as { days: Record<string, Array<{ instanceId: string }>> }).days['2026-03-02'] ?? [];
    };
    const readVegan = async (index: number) => ((await (await call(index, 'GET', '/api/profile')).json()) as { dietary: { vegan: boolean } }).dietary.vegan;

    expect(await readTitle(1)).toBe(await readTitle(1));
    expect((await call(0, 'PATCH', `/api/recipes/${savedRecipeId}`, { title: 'Renamed on the first server' })).status).toBe(200);
    await settle();
    expect(await readTitle(1)).toBe('Renamed on the first server');

    const planned = await readMonth(1);
    expect(await readMonth(1)).toHaveLength(planned.length);
    expect((await call(0, 'DELETE', `/api/meal-plan/entries/${planned[0]?.instanceId ?? ''}`)).status).toBe(204);
    await settle();
    expect(await readMonth(1)).toHaveLength(planned.length - 1);

    expect([await readVegan(1), await readVegan(1)]).toEqual([false, false]);
    expect((await call(0, 'PATCH', '/api/profile', { dietary: { vegan: true } })).status).toBe(200);
    await settle();
    expect(await readVegan(1)).toBe(true);
  });

  it("delivers a household member's write through one server to the other member's event stream on the other", async () => {
    const first = servers[0];
    const second = servers[1];
    if (!first || !second) throw new Error('two servers were not started');
    const guestEmail = `guest-${randomBytes(5).toString('hex')}@example.test`;
    const password = 'another long and unusual passphrase 7';
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Guest Cook', email: guestEmail, password }),
    });
    expect(signUp.status).toBe(200);
    const client = new pg.Client({ connectionString: appDbUrl.toString() });
    await client.connect();
    await client.query('update "user" set email_verified = true where email = $1', [guestEmail]);
    await client.end();
    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: guestEmail, password }),
    });
    expect(signIn.status).toBe(200);
    const guestCookie = readCookie(signIn);

    // The cook invites the guest through the first server; the link is in its dev outbox.
    expect((await call(0, 'POST', '/api/household/invitations', { email: guestEmail })).status).toBe(201);
    const token = await readInvitationToken(first.dataDir, guestEmail);
    const accepted = await fetch(`${second.url}/api/household/invitations/accept`, {
      method: 'POST',
      headers: { cookie: guestCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(accepted.status).toBe(200);

    const stream = await openEventStreamClient(`${second.url}/api/events`, { cookie: guestCookie });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBe('ready');
      expect((await call(0, 'POST', '/api/meal-plan/entries', { date: '2026-04-10', recipeId: savedRecipeId })).status).toBe(201);
      expect((await stream.nextNamed('meal-plan')).event).toBe('meal-plan');
      expect((await call(0, 'POST', '/api/cart/items', { name: 'Leeks' })).status).toBe(201);
      expect((await stream.nextNamed('cart')).event).toBe('cart');
      // And the guest, on the second server, sees the planned meal the first one wrote.
      const plan = await fetch(`${second.url}/api/meal-plan?from=2026-04-10&to=2026-04-10`, { headers: { cookie: guestCookie } });
      expect(((await plan.json()) as { days: Record<string, unknown[]> }).days['2026-04-10']).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('stops a personal API token revoked on one server on both, with it cached on each', async () => {
    const created = await call(0, 'POST', '/api/tokens', { name: 'Two servers', scope: 'read' });
    expect(created.status).toBe(201);
    const { id, token } = (await created.json()) as { id: string; token: string };
    const withToken = (index: number) => fetch(`${servers[index]?.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    // Both servers have the token in their session caches.
    for (const index of [0, 1, 0, 1]) expect((await withToken(index)).status).toBe(200);
    expect((await call(0, 'DELETE', `/api/tokens/${id}`)).status).toBe(204);
    expect((await withToken(0)).status).toBe(401);
    await settle();
    expect((await withToken(1)).status).toBe(401);
  });

  it('refuses the token of a cook banned straight in the database on both servers', async () => {
    const created = await call(1, 'POST', '/api/tokens', { name: 'Banned script', scope: 'read' });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const withToken = (index: number) => fetch(`${servers[index]?.url}/api/recipes?limit=50`, { headers: { authorization: `Bearer ${token}` } });
    for (const index of [0, 1, 0, 1]) expect((await withToken(index)).status).toBe(200);
    const client = new pg.Client({ connectionString: appDbUrl.toString() });
    await client.connect();
    await client.query('update "user" set banned = true where id = $1', [userId]);
    await client.end();
    await settle();
    expect([(await withToken(0)).status, (await withToken(1)).status]).toEqual([403, 403]);
    // Lifted again for the next test, which bans the cook's session the same way.
    const unban = new pg.Client({ connectionString: appDbUrl.toString() });
    await unban.connect();
    await unban.query('update "user" set banned = false where id = $1', [userId]);
    await unban.end();
    await settle();
    expect((await withToken(1)).status).toBe(200);
  });

  it('refuses a cook banned straight in the database on both servers, with their answers cached', async () => {
    for (const index of [0, 1, 0, 1]) expect((await call(index, 'GET', '/api/recipes?limit=50')).status).toBe(200);
    const client = new pg.Client({ connectionString: appDbUrl.toString() });
    await client.connect();
    await client.query('update "user" set banned = true where id = $1', [userId]);
    await client.end();
    await settle();
    const statuses = [(await call(0, 'GET', '/api/recipes?limit=50')).status, (await call(1, 'GET', '/api/recipes?limit=50')).status];
    expect(statuses).toEqual([403, 403]);
  });
});
