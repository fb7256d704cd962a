// Recipe library latency: list and search over 1,000 saved recipes of one cook, through the real app
// (app.inject, so routing, auth and validation are included) on in-memory PGlite.
// Run: `npx tsx bench/library.ts` (ITERATIONS=200 by default).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RECIPE_CATEGORIES } from '../src/domain/limits.ts';
import { deriveTotalMinutes } from '../src/domain/recipe-time.ts';
import { profile, recipe } from '../src/server/db/schema.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile, readTotal, timeRequests } from './lib/percentile.ts';

const RECIPE_COUNT = 1_000;
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = 20;

const PROTEINS = ['chicken', 'beef', 'tofu', 'salmon', 'chickpea', 'lentil', 'pork', 'shrimp', 'egg', 'mushroom'];
const STYLES = ['Curry', 'Stir-Fry', 'Tacos', 'Salad', 'Soup', 'Bake', 'Pasta', 'Bowl', 'Skewers', 'Stew'];
const EXTRAS = ['garlic', 'ginger', 'lemon', 'basil', 'cumin', 'paprika', 'spinach', 'rice', 'coconut milk', 'tomatoes'];

function buildRow(userId: string, index: number) {
  const protein = PROTEINS[index % PROTEINS.length] ?? 'chicken';
  const style = STYLES[Math.floor(index / PROTEINS.length) % STYLES.length] ?? 'Bowl';
  const extras = [0, 3, 7].map((offset) => EXTRAS[(index + offset) % EXTRAS.length] ?? 'salt');
  const totalTime = `${10 + (index % 12) * 10} mins`;
  return {
    id: randomUUID(),
    userId,
    title: `${protein[0]?.toUpperCase()}${protein.slice(1)} ${style} #${index}`,
    ingredients: [`400 g ${protein}`, ...extras.map((extra) => `1 tbsp ${extra}`), '1 tsp salt'],
    instructions: ['Prepare everything.', 'Cook it.', 'Serve.'],
    category: RECIPE_CATEGORIES[index % RECIPE_CATEGORIES.length] ?? 'Other',
    totalTime,
    totalMinutes: deriveTotalMinutes({ totalTime }),
    servings: '4',
    rating: index % 6,
    createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
  };
}

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  try {
    const cook = await createTestUser(testApp);
    const { db } = testApp.deps.database;
    await db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    const rows = Array.from({ length: RECIPE_COUNT }, (_, index) => buildRow(cook.id, index));
    for (let start = 0; start < rows.length; start += 200) await db.insert(recipe).values(rows.slice(start, start + 200));
    // Another cook's recipes share the table, as in a real instance.
    const other = await createTestUser(testApp);
    await db.insert(recipe).values(Array.from({ length: 200 }, (_, index) => buildRow(other.id, index)));

    const cases: { name: string; url: string }[] = [
      // Fixed cost of a request (session lookup, routing, one indexed row) to read the others against.
      { name: 'baseline: get one recipe', url: `/api/recipes/${rows[0]?.id ?? ''}` },
      { name: 'list newest (page of 24)', url: '/api/recipes' },
      { name: 'list by title', url: '/api/recipes?sort=title' },
      { name: 'list by cook time, page 10', url: '/api/recipes?sort=cookTime&offset=216' },
      { name: 'search "chicken" (title + ingredients)', url: '/api/recipes?q=chicken' },
      { name: 'search "coconut" (ingredients only)', url: '/api/recipes?q=coconut' },
      { name: 'search + filters', url: '/api/recipes?q=garlic&category=Dinner&minRating=3&maxTotalMinutes=60&sort=rating' },
      { name: 'search, no match', url: '/api/recipes?q=zzzz-no-match' },
    ];

    console.info(
      `recipe library bench: ${RECIPE_COUNT} recipes for one cook (+200 for another), ${ITERATIONS} requests per case, PGlite in memory, app.inject`,
    );
    console.info('case | p50 ms | p95 ms | matches');
    for (const { name, url } of cases) {
      const inject = () => testApp.app.inject({ method: 'GET', url, headers: { cookie: cook.cookie } });
      const { sorted: timings, lastBody } = await timeRequests(url, inject, { warmup: WARMUP, iterations: ITERATIONS });
      const total = readTotal(lastBody, 1);
      console.info(`${name} | ${percentile(timings, 50).toFixed(2)} | ${percentile(timings, 95).toFixed(2)} | ${total}`);
    }
  } finally {
    await testApp.close();
  }
}

await main();
