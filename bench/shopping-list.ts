// Meal planner latency: a shopping list for 31 days × 5 recipes (155 planned recipes, ~1,550 ingredient lines,
// almost all distinct) and the month load with the same 155 entries, through the real app (app.inject: routing,
// auth, validation, database) on in-memory PGlite; plus the pure consolidation alone.
// Run: `npx tsx bench/shopping-list.ts` (ITERATIONS=100 by default).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { consolidateShoppingList } from '../src/domain/shopping-list/consolidate-shopping-list.ts';
import { mealPlanEntry, profile } from '../src/server/db/schema.ts';
import { householdOf } from '../src/server/db/household-row.ts';
import { clearParsedLineCache, parseLineCached } from '../src/server/features/shopping-list/parse-line-cached.ts';
import { findFood } from '../src/domain/kitchen/food-table.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const ITERATIONS = Number(process.env.ITERATIONS ?? 100);
const WARMUP = 10;
const DAYS = 31;
const PER_DAY = 5;

const FOODS = [
  'onions',
  'garlic cloves',
  'chicken breasts',
  'olive oil',
  'milk',
  'all-purpose flour',
  'butter',
  'carrots',
  'celery stalks',
  'canned tomatoes',
  'salt',
  'black pepper',
  'ground cumin',
  'paprika',
  'rice',
  'spaghetti',
  'parmesan cheese',
  'eggs',
  'lemons',
  'fresh parsley',
  'basil leaves',
  'ground beef',
  'salmon fillets',
  'potatoes',
  'heavy cream',
  'chicken broth',
  'soy sauce',
  'ginger',
  'coconut milk',
  'spinach',
  'bell peppers',
  'black beans',
  'sugar',
  'honey',
  'greek yogurt',
  'cheddar cheese',
  'mushrooms',
  'zucchini',
  'frozen peas',
  'bread',
  'tofu',
  'lentils',
  'chickpeas',
  'red onion',
  'cilantro',
  'limes',
];
const MEASURES = ['1 cup', '2 tbsp', '1 tsp', '200 g', '1 lb', '250 ml', '3', '2 (14 oz) cans', '1/2 cup', '400 g', '1 1/2 cups', '2 cloves', '8 oz'];
const NOTES = ['', ', chopped', ', diced', ' (optional)', ', to taste', ', thinly sliced', ', at room temperature', ', divided'];

function buildIngredients(recipeIndex: number): string[] {
  return Array.from({ length: 10 }, (_, line) => {
    const seed = recipeIndex * 10 + line;
    const food = FOODS[(seed * 7 + recipeIndex) % FOODS.length] ?? 'salt';
    const measure = MEASURES[(seed * 5 + line) % MEASURES.length] ?? '1';
    const note = NOTES[(seed * 3 + recipeIndex) % NOTES.length] ?? '';
    return `${measure} ${food}${note}`;
  });
}

async function time(name: string, run: () => Promise<unknown> | unknown): Promise<void> {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const timings: number[] = [];
  for (let index = 0; index < ITERATIONS; index += 1) {
    const startedAt = performance.now();
    await run();
    timings.push(performance.now() - startedAt);
  }
  timings.sort((a, b) => a - b);
  console.info(`${name} | ${percentile(timings, 50).toFixed(2)} | ${percentile(timings, 95).toFixed(2)}`);
}

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  try {
    const cook = await createTestUser(testApp);
    const { db } = testApp.deps.database;
    await db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    const rows = Array.from({ length: DAYS * PER_DAY }, (_, index) => {
      const date = `2026-03-${String(Math.floor(index / PER_DAY) + 1).padStart(2, '0')}`;
      const now = new Date().toISOString();
      return {
        instanceId: randomUUID(),
        userId: cook.id,
        householdId: householdOf(cook.id),
        date,
        servingMultiplier: [1, 1.5, 2, 0.5][index % 4] ?? 1,
        recipe: {
          id: randomUUID(),
          title: `Dish ${index}`,
          ingredients: buildIngredients(index),
          instructions: ['Cook.'],
          imageUrl: '',
          notes: '',
          nutrition: null,
          category: 'Dinner' as const,
          prepTime: '',
          cookTime: '',
          totalTime: '',
          servings: '4',
          rating: 0,
          sourceUrl: '',
          createdAt: now,
          updatedAt: now,
        },
      };
    });
    await db.insert(mealPlanEntry).values(rows);
    const lines = rows.flatMap((row) => row.recipe.ingredients);
    const meals = rows.map((row) => ({
      title: row.recipe.title,
      date: row.date,
      servingMultiplier: row.servingMultiplier,
      ingredients: row.recipe.ingredients,
    }));
    const items = consolidateShoppingList(meals, { findFood });

    console.info(
      `meal planner bench: ${rows.length} planned recipes, ${lines.length} lines (${new Set(lines).size} distinct) → ${items.length} items; ${ITERATIONS} runs per case`,
    );
    console.info('case | p50 ms | p95 ms');
    const headers = { cookie: cook.cookie };
    await time('baseline: GET /api/shopping-list (stored list)', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/shopping-list', headers });
      if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(response.body);
    });
    await time('consolidation alone, cold (pure, 155 recipes)', () => consolidateShoppingList(meals, { findFood }));
    await time('consolidation alone, warm (lines parsed before)', () => consolidateShoppingList(meals, { findFood, parseLine: parseLineCached }));
    const buildList = async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/shopping-list',
        headers,
        payload: { startDate: '2026-03-01', endDate: '2026-03-31' },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    await time('POST /api/shopping-list, 31 days × 5 recipes, cold (parse cache cleared)', async () => {
      clearParsedLineCache();
      await buildList();
    });
    await time('POST /api/shopping-list, 31 days × 5 recipes, warm (lines parsed before)', buildList);
    await time('GET /api/meal-plan, month with 155 entries', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/meal-plan?from=2026-03-01&to=2026-03-31', headers });
      if (response.statusCode !== 200) throw new Error(response.body);
    });
  } finally {
    await testApp.close();
  }
}

await main();
