// Issue 23's claim as a measurement: while one cook's worst POST /nutrition (100 pathological lines of
// the recipe limit's length) runs, how long does another cook's GET /api/cart wait? Each probe is timed
// from the moment it was due, so a blocked event loop delays the timer itself and that wait counts.
// Run: `npx tsx bench/cpu-load.ts` (PGlite, in-process). ROUNDS=5 by default. Budget: max < 200 ms.
import { RECIPE_LIMITS } from '../src/domain/recipe.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { TEST_APP_URL, createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);

function makePathologicalLines(round: number): string[] {
  return Array.from({ length: RECIPE_LIMITS.lineCount }, (_, index) =>
    `${round}${index} ${'½-'.repeat(RECIPE_LIMITS.ingredientLength)}`.slice(0, RECIPE_LIMITS.ingredientLength),
  );
}

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  const [attacker, cook] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
  const getCart = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: cook.cookie } });
    if (response.statusCode !== 200) throw new Error(`GET /api/cart answered ${response.statusCode}`);
  };
  const postNutrition = (cookie: string, ingredients: string[]) =>
    testApp.app.inject({ method: 'POST', url: '/nutrition', headers: { cookie, origin: TEST_APP_URL }, payload: { ingredients } });
  for (let index = 0; index < 5; index += 1) await getCart();
  // The tagger's weights load once per process: warm them so the rounds time the parse, not the load.
  await postNutrition(cook.cookie, ['1 cup flour']);

  const latencies: number[] = [];
  const attackTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let isAttackDone = false;
    const startedAt = performance.now();
    const attack = postNutrition(attacker.cookie, makePathologicalLines(round)).finally(() => {
      isAttackDone = true;
    });
    while (!isAttackDone) {
      const dueAt = performance.now() + 5;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await getCart();
      latencies.push(performance.now() - dueAt);
    }
    const response = await attack;
    if (response.statusCode !== 200) throw new Error(`POST /nutrition answered ${response.statusCode}`);
    attackTimes.push(performance.now() - startedAt);
  }
  await testApp.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  console.info(
    JSON.stringify(
      {
        rounds: ROUNDS,
        probes: latencies.length,
        otherCookWaitMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: Math.max(...latencies) },
        attackMs: {
          p50: percentile(
            [...attackTimes].sort((a, b) => a - b),
            50,
          ),
          max: Math.max(...attackTimes),
        },
        budgetMs: 200,
      },
      null,
      2,
    ),
  );
}

await main();
