// Scores the built-in composer on the evaluation set through the real route (POST /generate-recipe,
// app.inject on an in-memory PGlite): on-intent share overall and for the 23 landing prompts, and
// every miss with the checks it failed. Run: npx tsx bench/prompts/run.ts [--set held-out]
// (the held-out set is scored only at the end of a piece of work; see held-out-set.ts).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { findRestrictionViolations } from '../../src/domain/dietary/find-dietary-violations.ts';
import { parseDuration } from '../../src/domain/duration.ts';
import { EXAMPLE_PROMPTS } from '../../src/domain/example-prompts.ts';
import { ZGenerateRecipeResponseSchema } from '../../src/domain/generation.ts';
import { profile } from '../../src/server/db/schema.ts';
import setupTemplate from '../../src/server/test/global-setup.ts';
import { createTestApp } from '../../src/server/test/test-app.ts';
import { createTestUser } from '../../src/server/test/test-users.ts';
import { EVAL_SET, LANDING, type TEvalPrompt } from './eval-set.ts';
import { HELD_OUT_SET } from './held-out-set.ts';

const BASICS = /^(salt|black pepper|olive oil|vegetable oil|water)\b/;

type TRecipe = ReturnType<typeof ZGenerateRecipeResponseSchema.parse>['recipe'];

function ingredientName(line: string): string {
  return line
    .replace(/^to taste\s+/i, '')
    .replace(/^[\d.,/½¼¾⅓⅔\s-]+(?:\([^)]*\)\s*)?(g|ml|kg|l|tbsp|tsp|cups?|cans?|cloves?|slices?|pinch(es)?|handfuls?|sprigs?|scoops?|dash(es)?)?\b\s*/i, '')
    .replace(/,\s*to taste$/, '');
}

/** The checks a recipe fails, as short words; empty when it is on-intent. */
export function checkRecipe(check: TEvalPrompt, recipe: TRecipe): string[] {
  const misses: string[] = [];
  const lines = recipe.ingredients.map((line) => line.toLowerCase());
  const steps = recipe.instructions.join(' ');
  if (check.t && !check.t.test(recipe.title)) misses.push(`title ${check.t}`);
  for (const pattern of check.has ?? []) if (!lines.some((line) => pattern.test(line))) misses.push(`has ${pattern}`);
  for (const pattern of check.not ?? []) if (lines.some((line) => pattern.test(line))) misses.push(`not ${pattern}`);
  if (check.max !== undefined && (parseDuration(recipe.totalTime) ?? 0) > check.max) misses.push(`time ${recipe.totalTime} > ${check.max}`);
  if (check.n !== undefined) {
    const counted = recipe.ingredients.map(ingredientName).filter((name) => !BASICS.test(name.toLowerCase()));
    if (counted.length > check.n) misses.push(`count ${counted.length} > ${check.n}`);
  }
  if (check.m && !check.m.test(steps)) misses.push(`method ${check.m}`);
  if (check.nm && check.nm.test(steps)) misses.push(`method not ${check.nm}`);
  if (check.r) {
    const violations = findRestrictionViolations(recipe.ingredients, { keys: check.r, avoid: [] });
    if (violations.length > 0) misses.push(`restriction ${violations.map((v) => v.ingredient).join(', ')}`);
  }
  if (check.s !== undefined && Number(recipe.servings) !== check.s) misses.push(`servings ${recipe.servings} ≠ ${check.s}`);
  const cartUsed = (check.cart ?? []).filter((item) => lines.some((line) => line.includes(item.toLowerCase().split(' ').at(-1) ?? ''))).length;
  if (check.cart && cartUsed < (check.cartUse ?? 1)) misses.push(cartUsed === 0 ? 'cart unused' : `cart used ${cartUsed} < ${check.cartUse}`);
  if (check.protein !== undefined && (recipe.nutrition?.protein ?? 0) < check.protein) misses.push(`protein ${recipe.nutrition?.protein} < ${check.protein}`);
  if (check.category && recipe.category !== check.category) misses.push(`category ${recipe.category}`);
  return misses;
}

async function main(): Promise<void> {
  if (LANDING.map((entry) => entry.p).join('|') !== EXAMPLE_PROMPTS.join('|')) throw new Error('LANDING must list the 23 example prompts in order');
  await setupTemplate();
  // The bench sends hundreds of prompts in a minute: the per-account generation limit is not what it measures.
  const testApp = await createTestApp({ rateLimits: { 'generate-recipe': { rules: [], message: '' } } });
  const cook = await createTestUser(testApp);
  await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
  const score = async (set: TEvalPrompt[], label: string) => {
    const misses: string[] = [];
    // Never unrelated: an answer is the dish (its title check passes), a dish of its family that says
    // so (match 'family' with a note), an open or cart answer to an open request, or DISH_UNKNOWN.
    const unrelated: string[] = [];
    const matches = new Map<string, number>();
    const count = (key: string) => matches.set(key, (matches.get(key) ?? 0) + 1);
    for (const check of set) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/generate-recipe',
        headers: { cookie: cook.cookie },
        payload: { prompt: check.p, userId: cook.id, seed: 1, cartList: check.cart ?? [] },
      });
      if (response.statusCode === 422 && response.json().code === 'DISH_UNKNOWN') count('DISH_UNKNOWN');
      if (check.unknownOk && response.statusCode === 422 && response.json().code === 'DISH_UNKNOWN') continue;
      if (response.statusCode !== 200) {
        misses.push(`${check.p} → ${response.statusCode} ${response.json().code}`);
        continue;
      }
      const { recipe, match, matchNote } = ZGenerateRecipeResponseSchema.parse(response.json());
      count(match);
      const isSaid = match !== 'named' && (matchNote ?? '') !== '';
      if (match !== 'named' && !isSaid) unrelated.push(`${check.p} → “${recipe.title}”: match ${match} without a note`);
      else if (check.t && !check.t.test(recipe.title) && !isSaid) unrelated.push(`${check.p} → “${recipe.title}” (${match})`);
      const failed = checkRecipe(check, recipe);
      if (failed.length > 0) misses.push(`${check.p} → “${recipe.title}”: ${failed.join('; ')}`);
    }
    const onIntent = set.length - misses.length;
    console.info(`${label}: ${onIntent}/${set.length} on-intent (${((100 * onIntent) / set.length).toFixed(1)}%)`);
    for (const miss of misses) console.info(`  miss: ${miss}`);
    console.info(`  match: ${[...matches].map(([key, value]) => `${key} ${value}`).join(', ')}`);
    console.info(`  unrelated answers: ${unrelated.length}`);
    for (const answer of unrelated) console.info(`  unrelated: ${answer}`);
  };
  await score(LANDING, 'landing prompts');
  const { values } = parseArgs({ options: { set: { type: 'string', default: 'development' } } });
  if (values.set === 'held-out') await score(HELD_OUT_SET, 'held-out set');
  else await score(EVAL_SET, 'evaluation set');
  await testApp.close();
}

await main();
