// Latency of "Plan my week" through the real app: POST /api/meal-plan/proposals for 7 days × 2 meals
// (lunch and dinner) with the built-in composer, via app.inject on PGlite. The cook has 6 saved
// recipes and a cart, so most slots are newly written recipes (the slow path). Also times one swap.
// Run: npx tsx bench/plan-week.ts [runs]
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { profile } from '../src/server/db/schema.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { buildRecipe } from '../src/server/test/recipe-test-helpers.ts';

const runs = Number(process.argv[2] ?? 20);
const SENTENCES = [
  "quick lunches and dinners, mostly vegetarian, use what's in the fridge, under 30 minutes on weekdays, fish once",
  'at least one fish, at most two meat, pizza on Friday',
  'vegetarian, no mushrooms',
  '',
];
const SAVED = ['Spinach Frittata', 'Salmon Traybake', 'Bean Chilli', 'Halloumi Wraps', 'Pea Risotto', 'Tomato Soup'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  await setupTemplate();
  const testApp = await createTestApp({
    // The proposals' own limit (10 a minute) would answer most runs with a 429: lifted, as the generations' is.
    rateLimits: {
      'generate-recipe': { rules: [{ scope: 'account', windowMs: 60_000, max: 100_000 }], message: 'Slow down.' },
      'meal-plan-proposals': { rules: [{ scope: 'account', windowMs: 60_000, max: 100_000 }], message: 'Slow down.' },
    },
  });
  const cook = await createTestUser(testApp, { isPro: true });
  await testApp.deps.database.db.update(profile).set({ nutFree: true }).where(eq(profile.userId, cook.id));
  for (const title of SAVED) {
    await testApp.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: cook.cookie }, payload: buildRecipe({ title, totalTime: '25 mins' }) });
  }
  for (const name of ['Spinach', 'Eggs', 'Rice', 'Chicken Thighs', 'Peas']) {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { cookie: cook.cookie },
      payload: { name, section: 'refrigerator', useBy: '2026-03-04' },
    });
  }
  const proposeMs: number[] = [];
  const swapMs: number[] = [];
  let failures = 0;
  // "Another one" with nothing else that fits the slot is an answer (409 CONFLICT), not a failure.
  let swapsWithNoOther = 0;
  let newRecipes = 0;
  for (let run = 0; run < runs; run += 1) {
    const prompt = SENTENCES[run % SENTENCES.length] ?? '';
    let started = performance.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/meal-plan/proposals',
      headers: { cookie: cook.cookie },
      payload: { prompt, from: '2026-03-02', to: '2026-03-08', meals: ['lunch', 'dinner'] },
    });
    proposeMs.push(performance.now() - started);
    if (response.statusCode !== 201) {
      failures += 1;
      console.warn(`propose ${response.statusCode}: ${response.body.slice(0, 200)}`);
      continue;
    }
    const proposal: { id: string; generationsNeeded: number } = response.json();
    newRecipes += proposal.generationsNeeded;
    started = performance.now();
    const swap = await testApp.app.inject({
      method: 'POST',
      url: `/api/meal-plan/proposals/${proposal.id}/swap`,
      headers: { cookie: cook.cookie },
      payload: { date: '2026-03-04', meal: 'dinner' },
    });
    swapMs.push(performance.now() - started);
    if (swap.statusCode === 409 && swap.json().code === 'CONFLICT') swapsWithNoOther += 1;
    else if (swap.statusCode !== 200) {
      failures += 1;
      console.warn(`swap ${swap.statusCode}: ${swap.body.slice(0, 200)}`);
    }
  }
  await testApp.close();
  proposeMs.sort((a, b) => a - b);
  swapMs.sort((a, b) => a - b);
  console.info(
    `Plan my week, 7 days × 2 meals, built-in composer, ${runs} runs (${SENTENCES.length} sentences rotating), failures: ${failures}, swaps with nothing else that fits: ${swapsWithNoOther}`,
  );
  console.info(`new recipes per proposal: ${(newRecipes / Math.max(1, runs - failures)).toFixed(1)} of 14 slots`);
  console.info(
    `propose: p50 ${percentile(proposeMs, 50).toFixed(0)} ms, p95 ${percentile(proposeMs, 95).toFixed(0)} ms, max ${(proposeMs.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.info(`swap:    p50 ${percentile(swapMs, 50).toFixed(0)} ms, p95 ${percentile(swapMs, 95).toFixed(0)} ms`);
  console.info(`load: ${execFileSync('uptime').toString().trim()}`);
}

await main();
