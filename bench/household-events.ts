// Household live updates: time from one member's write (a shopping-list check, through the real app)
// to another member's open event stream receiving it (GET /api/events, a real HTTP stream), p50/p95,
// with the member's stream on the same server and on a second server sharing the database.
// Run: `npx tsx bench/household-events.ts` (PGlite, in-process: both servers share one PGlite)
// or with TEST_DATABASE_URL=postgres://… for PostgreSQL (the listener is a real LISTEN connection).
// ITERATIONS=100 by default.
import { buildApp } from '../src/server/app.ts';
import { openEventStreamClient } from '../src/server/test/event-stream-client.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { saveRecipeId } from '../src/server/test/recipe-test-helpers.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser, extractToken } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const ITERATIONS = Number(process.env.ITERATIONS ?? 100);
const WARMUP = 10;

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  const otherServer = await buildApp({ deps: testApp.deps });
  const urls = [await testApp.app.listen({ port: 0, host: '127.0.0.1' }), await otherServer.listen({ port: 0, host: '127.0.0.1' })];
  const [host, guest] = [await createTestUser(testApp), await createTestUser(testApp)];
  const call = (method: 'POST' | 'PATCH', url: string, who: typeof host, payload: object) =>
    testApp.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  await call('POST', '/api/household/invitations', host, { email: guest.email });
  const link = [...testApp.mailbox].reverse().find((message) => message.to === guest.email && message.link?.includes('/household/join'))?.link;
  if ((await call('POST', '/api/household/invitations/accept', guest, { token: extractToken(link, 'token') })).statusCode !== 200)
    throw new Error('join failed');
  const recipeId = await saveRecipeId(testApp, host, { title: 'Leek Soup', ingredients: ['3 leeks'] });
  await call('POST', '/api/meal-plan/entries', host, { date: '2026-10-01', recipeId });
  const list = await call('POST', '/api/shopping-list', host, { startDate: '2026-10-01', endDate: '2026-10-01' });
  const itemName: string = list.json().items[0].name;

  const results: Record<string, { p50: number; p95: number; max: number }> = {};
  for (const [label, url] of [
    ['one server', urls[0]],
    ['two servers', urls[1]],
  ] as const) {
    const stream = await openEventStreamClient(`${url}/api/events`, { cookie: guest.cookie });
    await stream.nextNamed('ready');
    const timings: number[] = [];
    for (let index = 0; index < WARMUP + ITERATIONS; index += 1) {
      const startedAt = performance.now();
      const response = await call('PATCH', '/api/shopping-list/items', host, { name: itemName, checked: index % 2 === 0 });
      if (response.statusCode !== 200) throw new Error(`check failed: ${response.statusCode}`);
      const event = await stream.nextNamed('shopping-list');
      if (index >= WARMUP) timings.push(event.receivedAt - startedAt);
    }
    stream.close();
    timings.sort((a, b) => a - b);
    results[label] = { p50: percentile(timings, 50), p95: percentile(timings, 95), max: timings.at(-1) ?? Number.NaN };
  }
  console.info(`database: ${testApp.deps.database.kind}, ${ITERATIONS} writes each (write sent → other member's event received, ms)`);
  for (const [label, result] of Object.entries(results))
    console.info(`${label.padEnd(12)} p50 ${result.p50.toFixed(1)}  p95 ${result.p95.toFixed(1)}  max ${result.max.toFixed(1)}`);
  await otherServer.close();
  await testApp.close();
}

await main();
