// Latency of POST /generate-recipe through the real app (auth, quota UPDATE, generator, recipe format check,
// dietary guard, normalisation) over the 23 example prompts, via app.inject on an in-memory PGlite.
// Uses the default generator when one is configured offline, else a fixed fake answer (reported).
// Run: npx tsx bench/generation.ts [rounds]
import { eq } from 'drizzle-orm';
import { EXAMPLE_PROMPTS } from '../src/domain/example-prompts.ts';
import { parseConfig } from '../src/server/config.ts';
import { createGenerator } from '../src/server/create-deps.ts';
import { profile } from '../src/server/db/schema.ts';
import type { TRecipeGenerator } from '../src/server/providers/llm/recipe-generator.ts';
import { createFakeGenerator } from '../src/server/test/fake-generation.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';

const rounds = Number(process.argv[2] ?? 5);
const DIETS = [{}, { vegetarian: true }, { vegan: true, glutenFree: true }, { nutFree: true, dairyFree: true }];

async function pickGenerator(): Promise<TRecipeGenerator> {
  const configured = await createGenerator(parseConfig({ ...process.env, NODE_ENV: 'test' }));
  try {
    const probe = {
      prompt: 'probe',
      cartItems: [],
      dietary: { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false },
      seed: 1,
    };
    await configured.generate(probe);
    return configured;
  } catch {
    return createFakeGenerator();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  await setupTemplate();
  const generator = await pickGenerator();
  const isFake = 'requests' in generator;
  const testApp = await createTestApp({ overrides: { generator } });
  const user = await createTestUser(testApp);
  await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, user.id));

  const durations: number[] = [];
  let failures = 0;
  for (let round = 0; round < rounds; round += 1) {
    const diet = DIETS[round % DIETS.length] ?? {};
    await testApp.deps.database.db
      .update(profile)
      .set({ vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false, ...diet })
      .where(eq(profile.userId, user.id));
    for (const prompt of EXAMPLE_PROMPTS) {
      const started = performance.now();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/generate-recipe',
        headers: { cookie: user.cookie },
        payload: { prompt, userId: user.id, cartList: ['Rice', 'Spinach', 'Eggs'], seed: round },
      });
      durations.push(performance.now() - started);
      if (response.statusCode !== 200) failures += 1;
    }
  }
  await testApp.close();
  durations.sort((a, b) => a - b);
  console.info(`POST /generate-recipe via app.inject, generator: ${isFake ? 'fake (fixed answer; no offline default configured)' : generator.name}`);
  console.info(`${durations.length} requests (${EXAMPLE_PROMPTS.length} prompts × ${rounds} rounds, diets rotating), non-200: ${failures}`);
  console.info(`p50 ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms, max ${(durations.at(-1) ?? 0).toFixed(1)} ms`);
}

await main();
