// Cart latency: ingredient suggestions (p50/p95) and the cost of loading a full 500-item
// cart, through the real app (app.inject: routing, session, validation, serialisation) on in-memory
// PGlite. A baseline request (one empty cart) sits beside them, since absolute numbers move with the
// machine's load. Run: `npx tsx bench/cart.ts` (ITERATIONS=200 by default).
import { gzipSync } from 'node:zlib';
import { CART_MAX_ITEMS } from '../src/domain/cart.ts';
import { CART_SECTIONS } from '../src/domain/limits.ts';
import { cartItem } from '../src/server/db/schema.ts';
import { householdOf } from '../src/server/db/household-row.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = 20;
const QUERIES = ['ch', 'chi', 'chick', 'tom', 'toma', 'sp', 'spin', 'ol', 'oli', 'mozz', 'ba', 'bas', 'xq', 'flour', 'pe'];

async function measure(
  run: () => Promise<{ statusCode: number; body: string }>,
): Promise<{ p50: number; p95: number; max: number; bytes: number; gzipBytes: number }> {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const timings: number[] = [];
  let bytes = 0;
  let gzipBytes = 0;
  for (let index = 0; index < ITERATIONS; index += 1) {
    const startedAt = performance.now();
    const response = await run();
    timings.push(performance.now() - startedAt);
    if (response.statusCode !== 200) throw new Error(`unexpected ${response.statusCode}: ${response.body}`);
    bytes = Buffer.byteLength(response.body);
    gzipBytes = gzipSync(response.body).length;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), max: timings.at(-1) ?? Number.NaN, bytes, gzipBytes };
}

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  try {
    const emptyCook = await createTestUser(testApp);
    const fullCook = await createTestUser(testApp);
    const rows = Array.from({ length: CART_MAX_ITEMS }, (_, index) => ({
      id: `bench-${index}`,
      userId: fullCook.id,
      householdId: householdOf(fullCook.id),
      section: CART_SECTIONS[index % CART_SECTIONS.length] ?? 'pantry',
      name: `Ingredient Number ${index} With A Longer Name`,
      position: Math.floor(index / CART_SECTIONS.length),
      useBy: index % 5 === 0 ? '2030-06-01' : null,
    }));
    for (let start = 0; start < rows.length; start += 100) await testApp.deps.database.db.insert(cartItem).values(rows.slice(start, start + 100));

    const get = (cookie: string, url: string) => () => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    let queryIndex = 0;
    const suggest = () => {
      const query = QUERIES[queryIndex % QUERIES.length] ?? 'ch';
      queryIndex += 1;
      return testApp.app.inject({ method: 'GET', url: `/api/ingredients/suggestions?q=${encodeURIComponent(query)}`, headers: { cookie: emptyCook.cookie } });
    };

    console.info(`cart bench: ${ITERATIONS} requests per case after ${WARMUP} warm-up, PGlite in memory, app.inject, built-in food table`);
    console.info('case | p50 ms | p95 ms | max ms | response bytes (gzip)');
    const cases: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['baseline: GET /api/cart, empty cart', get(emptyCook.cookie, '/api/cart')],
      [`GET /api/cart, ${CART_MAX_ITEMS} items`, get(fullCook.cookie, '/api/cart')],
      [`GET /api/ingredients/suggestions (${QUERIES.length} queries in turn)`, suggest],
    ];
    for (const [name, run] of cases) {
      const { p50, p95, max, bytes, gzipBytes } = await measure(run);
      console.info(`${name} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${max.toFixed(2)} | ${bytes} (${gzipBytes})`);
    }
  } finally {
    await testApp.close();
  }
}

await main();
