// Pathological ingredient lines: how long one line takes to parse as it grows, and what one
// cook's worst POST /nutrition (100 such lines, 4 at once) does to another cook's GET /api/cart,
// through the real app (app.inject) on in-memory PGlite. Run: `npx tsx bench/pathological-parse.ts`.
import { parseIngredientLine } from '../src/domain/ingredients/parse-ingredient-line.ts';
import { clearAnalysisCache } from '../src/server/providers/nutrition/builtin-nutrition.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { TEST_APP_URL, createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const PATTERNS: [string, (length: number) => string][] = [
  ['"½-" repeated', (length) => '½-'.repeat(length / 2)],
  ['"1 " repeated', (length) => '1 '.repeat(length / 2)],
  ['"1/" repeated', (length) => '1/'.repeat(length / 2)],
  ['"1-2 cups " repeated', (length) => '1-2 cups '.repeat(Math.ceil(length / 9)).slice(0, length)],
  ['"(" repeated', (length) => '('.repeat(length)],
  ['"a " repeated', (length) => 'a '.repeat(length / 2)],
];
const LENGTHS = [100, 250, 500, 1000];

function timeLine(line: string): number {
  const startedAt = performance.now();
  parseIngredientLine(line);
  return performance.now() - startedAt;
}

async function main() {
  parseIngredientLine('1 cup flour');
  console.info('one line, ms (best of 3) by length');
  console.info(`pattern | ${LENGTHS.join(' | ')}`);
  for (const [name, make] of PATTERNS) {
    const cells = LENGTHS.map((length) => Math.min(...[0, 1, 2].map(() => timeLine(make(length)))).toFixed(2));
    console.info(`${name} | ${cells.join(' | ')}`);
  }

  await setupTemplate();
  const testApp = await createTestApp();
  try {
    const attacker = await createTestUser(testApp);
    const cook = await createTestUser(testApp);
    // Another cook's request every 5 ms, timed from when it was due, so a blocked event loop counts
    // (back-to-back app.inject calls never yield to the loop, unlike requests arriving on a socket).
    const getCart = async () => {
      const dueAt = performance.now() + 5;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: cook.cookie } });
      return performance.now() - dueAt;
    };
    await testApp.app.inject({
      method: 'POST',
      url: '/nutrition',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { ingredients: ['1 cup flour'] },
    });
    for (let index = 0; index < 20; index += 1) await getCart();
    const quiet: number[] = [];
    for (let index = 0; index < 20; index += 1) quiet.push(await getCart());

    // Distinct lines each time, so no cache answers them.
    let round = 0;
    const attack = () => {
      round += 1;
      clearAnalysisCache();
      const ingredients = Array.from({ length: 100 }, (_, index) => `${round}${index} ${'½-'.repeat(245)}`.slice(0, 500));
      const startedAt = performance.now();
      return testApp.app
        .inject({ method: 'POST', url: '/nutrition', headers: { cookie: attacker.cookie, origin: TEST_APP_URL }, payload: { ingredients } })
        .then((response) => ({ ms: performance.now() - startedAt, status: response.statusCode }));
    };
    for (const parallel of [1, 4]) {
      const attacks = Promise.all(Array.from({ length: parallel }, attack));
      const during: number[] = [];
      let isDone = false;
      void attacks.then(() => {
        isDone = true;
      });
      while (!isDone) during.push(await getCart());
      const results = await attacks;
      during.sort((a, b) => a - b);
      console.info(
        `POST /nutrition, 100 lines of 500 chars, ${parallel} at once: ${results.map((result) => `${result.status} in ${result.ms.toFixed(0)} ms`).join(', ')}; ` +
          `another cook's GET /api/cart (one every 5 ms, from when due) meanwhile: ${during.length} answered, max ${(during.at(-1) ?? 0).toFixed(1)} ms, p50 ${percentile(during, 50).toFixed(1)} ms (quiet p50 ${percentile(
            quiet.sort((a, b) => a - b),
            50,
          ).toFixed(1)} ms)`,
      );
    }
  } finally {
    await testApp.close();
  }
}

await main();
