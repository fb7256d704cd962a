// Server CPU time per signed-in request, through the real app with app.inject (routing,
// hooks, auth, validation, serialization; no sockets). CPU time per request hardly moves with the
// machine's load, unlike req/s, so it shows what a change saved even on a busy machine.
// Run: `npx tsx bench/api-cpu.ts` (PGlite) or `TEST_DATABASE_URL=postgres://... npx tsx bench/api-cpu.ts`.
// REQUESTS=3000 per route, CONCURRENCY=10 in flight.
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp, TEST_APP_URL } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 3_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);

await setupTemplate();
const testApp = await createTestApp();
try {
  const cook = await createTestUser(testApp);
  for (let index = 0; index < 10; index += 1) {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { origin: TEST_APP_URL, cookie: cook.cookie },
      payload: {
        title: `Bench stew ${index}`,
        ingredients: ['1 onion', '2 carrots'],
        instructions: ['Chop.', 'Simmer for 20 minutes.'],
        category: 'Dinner',
        prepTime: '10 mins',
        cookTime: '20 mins',
        totalTime: '30 mins',
        servings: '2',
      },
    });
    if (created.statusCode !== 201) throw new Error(`seeding answered ${created.statusCode}: ${created.body}`);
  }
  const routes = ['/healthz', '/api/recipes?limit=50', '/api/profile'];
  console.info(`database: ${testApp.deps.database.kind}; ${REQUESTS} requests per route, ${CONCURRENCY} in flight`);
  for (const url of routes) {
    const headers = url === '/healthz' ? {} : { cookie: cook.cookie };
    const run = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            next += 1;
            const response = await testApp.app.inject({ method: 'GET', url, headers });
            if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
          }
        }),
      );
    };
    await run(Math.min(500, REQUESTS));
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    await run(REQUESTS);
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - startedAt;
    console.info(
      `${url}: ${((cpu.user + cpu.system) / REQUESTS).toFixed(0)} µs CPU per request (in this process; PostgreSQL's own work not included), ${(wallMs / REQUESTS).toFixed(3)} ms wall`,
    );
  }
} finally {
  await testApp.close();
}
