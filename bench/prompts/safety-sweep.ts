// Safety sweep: random prompts × random profile flags, allergens and prompt-stated
// restrictions through the built-in composer and the dietary guard. The expected restrictions are
// built from what was chosen (not from the prompt parser), and every answer is re-read with the
// dietary lexicon, whatever the guard said. Run: npx tsx bench/prompts/safety-sweep.ts [count] [seed]
import { ALLERGEN_KEYS, DIETARY_KEYS, type TAllergenKey, type TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import { findRestrictionViolations } from '../../src/domain/dietary/find-dietary-violations.ts';
import { parsePromptRestrictions } from '../../src/domain/dietary/parse-prompt-restrictions.ts';
import {
  mergeRestrictions,
  restrictionsFromAllergens,
  restrictionsFromDietary,
  toDietaryFlags,
  type TRestrictions,
} from '../../src/domain/dietary/restrictions.ts';
import type { TDietary } from '../../src/domain/profile.ts';
import { generateWithGuard } from '../../src/server/generation/generate-with-guard.ts';
import { AppError } from '../../src/server/errors.ts';
import { composeRecipe } from '../../src/server/composer/compose-recipe.ts';
import { DishUnknownError } from '../../src/server/composer/dish-unknown.ts';
import { createBuiltinComposer } from '../../src/server/providers/llm/create-builtin-composer.ts';
import { FRIDGE_CART } from '../../src/server/composer/test-helpers.ts';
import { EVAL_SET, LANDING } from './eval-set.ts';

const count = Number(process.argv[2] ?? 10_000);
let state = Number(process.argv[3] ?? 13) >>> 0;

/** mulberry32: a seeded sweep can be replayed. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** What a cook may add to a prompt, and what it means (written here, not read by the parser). */
const SUFFIXES: ReadonlyArray<readonly [string, TRestrictions]> = [
  ['', { keys: [], avoid: [] }],
  [', egg-free', { keys: ['eggFree'], avoid: [] }],
  [', dairy-free', { keys: ['dairyFree'], avoid: [] }],
  [', gluten-free', { keys: ['glutenFree'], avoid: [] }],
  [', vegan', { keys: ['vegan'], avoid: [] }],
  [', vegetarian please', { keys: ['vegetarian'], avoid: [] }],
  [', pescatarian', { keys: ['pescatarian'], avoid: [] }],
  [', no peanuts', { keys: ['peanutFree'], avoid: [] }],
  [', nut-free', { keys: ['nutFree'], avoid: [] }],
  [', soy-free', { keys: ['soyFree'], avoid: [] }],
  [', sesame-free', { keys: ['sesameFree'], avoid: [] }],
  [', I am allergic to shellfish', { keys: ['shellfishFree'], avoid: [] }],
  [', no fish', { keys: ['fishFree'], avoid: [] }],
  [', alcohol-free', { keys: ['alcoholFree'], avoid: [] }],
  [' without mushrooms', { keys: [], avoid: ['mushroom'] }],
  [' without onions or garlic', { keys: [], avoid: ['onion', 'garlic'] }],
  [', hold the cilantro', { keys: [], avoid: ['cilantro'] }],
  [', no tomatoes', { keys: [], avoid: ['tomato'] }],
  [', allergic to eggs and sesame', { keys: ['eggFree', 'sesameFree'], avoid: [] }],
  [', lactose-free and nut-free', { keys: ['dairyFree', 'nutFree'], avoid: [] }],
];

const PROMPTS = [...LANDING, ...EVAL_SET].map((entry) => entry.p);
const composer = createBuiltinComposer();

async function main(): Promise<void> {
  let guardViolations = 0;
  let composerViolations = 0;
  let refusals = 0;
  let dishUnknown = 0;
  let parserMisses = 0;
  const examples: string[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const [suffix, stated] = pick(SUFFIXES);
    const prompt = `${pick(PROMPTS)}${suffix}`;
    const dietary = Object.fromEntries(DIETARY_KEYS.map((key) => [key, random() < 0.15])) as TDietary;
    const allergens: TAllergenKey[] = ALLERGEN_KEYS.filter(() => random() < 0.1);
    const expected = mergeRestrictions(restrictionsFromDietary(dietary), restrictionsFromAllergens(allergens), stated);
    // What the service sends: the profile, its allergens and the prompt as the parser reads it.
    const sent = mergeRestrictions(restrictionsFromDietary(dietary), restrictionsFromAllergens(allergens), parsePromptRestrictions(prompt));
    const missing =
      expected.keys.filter((key: TRestrictionKey) => !sent.keys.includes(key)).length + expected.avoid.filter((word) => !sent.avoid.includes(word)).length;
    if (missing > 0) parserMisses += 1;
    const request = {
      prompt,
      cartItems: random() < 0.3 ? FRIDGE_CART : [],
      dietary: toDietaryFlags(sent),
      restrictions: sent,
      seed: Math.floor(random() * 1e6),
    };
    let composed;
    try {
      composed = composeRecipe(request).recipe;
    } catch (error) {
      // No version of the dish fits (or the prompt asks for what the cook cannot eat): an honest refusal, not a violation.
      if (error instanceof DishUnknownError) {
        dishUnknown += 1;
        continue;
      }
      throw error;
    }
    if (
      findRestrictionViolations(
        composed.ingredients.map((line) => line.name),
        expected,
      ).length > 0
    )
      composerViolations += 1;
    try {
      const recipe = await generateWithGuard(composer, request);
      const violations = findRestrictionViolations(
        recipe.ingredients.map((line) => line.name),
        expected,
      );
      if (violations.length > 0) {
        guardViolations += 1;
        if (examples.length < 10)
          examples.push(
            `${prompt} [${expected.keys.join(',')}|${expected.avoid.join(',')}] → ${recipe.title}: ${violations.map((v) => v.ingredient).join(', ')}`,
          );
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'DIETARY_VIOLATION') refusals += 1;
      else throw error;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(`safety sweep: ${count} generations in ${seconds.toFixed(1)} s`);
  console.info(`violations returned to the cook (guard + composer, re-read with the lexicon): ${guardViolations}`);
  console.info(`composer answers the guard had to send back: ${composerViolations}`);
  console.info(`clear refusals (DIETARY_VIOLATION after the retry): ${refusals}`);
  console.info(`honest refusals (DISH_UNKNOWN: no version fits, or the prompt asks for what the cook cannot eat): ${dishUnknown}`);
  console.info(`prompts whose stated restriction the parser missed: ${parserMisses}`);
  for (const example of examples) console.info(`  violation: ${example}`);
  if (guardViolations > 0) process.exitCode = 1;
}

await main();
