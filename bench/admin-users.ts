// Admin user list latency: list, sort, page and search over 100,000 users on PostgreSQL, through the
// real app (app.inject: routing, the admin's session lookup, validation, the month roll-over probe,
// the page query and the total). Creates its own database and drops it at the end.
// Run: `npx tsx bench/admin-users.ts` (TEST_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres;
// USERS=100000 and ITERATIONS=100 by default).
import { sql } from 'drizzle-orm';
import { toUsageMonth } from '../src/domain/plan.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile, readTotal, timeRequests } from './lib/percentile.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.USERS ?? 100_000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 100);
const WARMUP = 10;

async function main() {
  const testApp = await createTestApp();
  try {
    const admin = await createTestUser(testApp, { role: 'admin', email: 'bench-admin@example.test' });
    const { db } = testApp.deps.database;
    const month = toUsageMonth();
    const seedStart = performance.now();
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, role, banned, created_at)
      select 'u' || lpad(g::text, 6, '0'), 'Cook ' || g, 'cook' || substr(md5(g::text), 1, 10) || g || '@example.test',
             true, 'user', g % 17 = 0, now() - g * interval '1 minute'
      from generate_series(1, ${USERS}) as g`);
    await db.execute(sql`
      insert into profile (user_id, subscription_status, usage_count, usage_month)
      select 'u' || lpad(g::text, 6, '0'), (array['free', 'free', 'free', 'pro', 'canceling'])[1 + g % 5], g % 6,
             case when g % 10 = 0 then '2001-01' else ${month} end
      from generate_series(1, ${USERS}) as g`);
    await db.execute(sql`vacuum analyze "user"`);
    await db.execute(sql`vacuum analyze profile`);
    console.info(`seeded ${USERS} users in ${Math.round(performance.now() - seedStart)} ms`);

    const lastPage = Math.ceil((USERS + 1) / 10);
    const cases: { name: string; url: string }[] = [
      // Fixed cost of an admin request (session lookup, routing) to read the others against.
      { name: 'baseline: audit log (empty)', url: '/api/admin/audit-log' },
      { name: 'default: email asc, page 1', url: '/api/admin/users' },
      { name: 'email desc, page 1', url: '/api/admin/users?sort=email&dir=desc' },
      { name: 'email asc, page 100 (size 50)', url: '/api/admin/users?page=100&pageSize=50' },
      { name: 'email asc, middle page', url: `/api/admin/users?page=${Math.floor(lastPage / 2)}` },
      { name: 'email asc, last page', url: `/api/admin/users?page=${lastPage}` },
      { name: 'subscription asc, page 1', url: '/api/admin/users?sort=subscription' },
      { name: 'subscription desc, page 50', url: '/api/admin/users?sort=subscription&dir=desc&page=50' },
      { name: 'recipeCount desc, page 1', url: '/api/admin/users?sort=recipeCount&dir=desc' },
      { name: 'recipeCount asc, page 200 (size 25)', url: '/api/admin/users?sort=recipeCount&page=200&pageSize=25' },
      { name: 'status desc (disabled first), page 1', url: '/api/admin/users?sort=status&dir=desc' },
      { name: 'status asc, page 300', url: '/api/admin/users?sort=status&page=300' },
      { name: 'search "cook1" (many matches)', url: '/api/admin/users?q=cook1' },
      { name: 'search one e-mail', url: '/api/admin/users?q=cook' + 'c4ca4238a01@example' },
      { name: 'search, no match', url: '/api/admin/users?q=zzzz-no-match' },
      { name: 'search "cook 4242" by name, sorted by status', url: '/api/admin/users?q=cook%204242&sort=status' },
    ];

    console.info(`admin users bench: ${USERS} users on PostgreSQL, ${ITERATIONS} requests per case, app.inject`);
    console.info('case | p50 ms | p95 ms | total');
    for (const { name, url } of cases) {
      const inject = () => testApp.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      const { sorted: timings, lastBody } = await timeRequests(name, inject, { warmup: WARMUP, iterations: ITERATIONS });
      const total = readTotal(lastBody, 0);
      console.info(`${name} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${total}`);
    }
  } finally {
    await testApp.close();
  }
}

await main();
