import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRestrictionViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import { classifyIngredient } from '../../../domain/dietary/read-ingredient-facts.ts';
import type { TFoodFact } from '../../../domain/kitchen/diet-vocabulary.ts';
import { ZGenerateRecipeResponseSchema } from '../../../domain/generation.ts';
import { profile } from '../../db/schema.ts';
import { createOpenAiGenerator } from '../../providers/llm/openai-generator.ts';
import { createFakeGenerator, FAKE_RECIPE, type TFakeGenerator } from '../../test/fake-generation.ts';
import { startFakeLlmServer, toContentReply, type TFakeLlmServer } from '../../test/fake-llm-server.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

// Issue 13: what the cook writes ('egg-free', 'no peanuts', 'without mushrooms') and the allergens in
// Settings are restrictions like the profile's five flags, on the built-in composer and on an LLM.

const hasCategory = (lines: readonly string[], category: TFoodFact) => lines.some((line) => classifyIngredient(line).includes(category));

async function ask(testApp: TTestApp, cook: TTestUser, prompt: string, extra: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/generate-recipe',
    headers: { cookie: cook.cookie },
    payload: { prompt, userId: cook.id, seed: 7, ...extra },
  });
}

describe('POST /generate-recipe: the dish asked for, with prompt-stated restrictions (built-in composer)', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp, { isPro: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function recipeFor(prompt: string) {
    const response = await ask(testApp, cook, prompt);
    expect(response.statusCode, response.body).toBe(200);
    return ZGenerateRecipeResponseSchema.parse(response.json());
  }

  // The table: [prompt, title must match, an ingredient must match, categories that must be absent]
  const TABLE: ReadonlyArray<readonly [string, RegExp, RegExp, TFoodFact[]]> = [
    ['egg-free waffles', /waffle/i, /flour/, ['egg']],
    ['egg-free chocolate cake', /chocolate cake/i, /cocoa|chocolate/, ['egg']],
    ['a banana bread', /banana bread/i, /banana/, []],
    ['a nut-free granola bar', /granola bar/i, /oats/, ['treeNut', 'peanut']],
    ['gluten-free fried chicken', /fried chicken/i, /chicken/, ['gluten']],
    ['a BLT sandwich', /\bBLT\b/, /bacon/, []],
    ['vegan lasagna', /lasagn/i, /lasagne sheets/, ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey']],
    ['a vegan carbonara', /carbonara/i, /spaghetti/, ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey']],
  ];

  it.each(TABLE)('%s → the dish, on-restriction', async (prompt, title, ingredient, absent) => {
    const { recipe } = await recipeFor(prompt);
    expect(recipe.title).toMatch(title);
    expect(
      recipe.ingredients.some((line) => ingredient.test(line)),
      recipe.ingredients.join('; '),
    ).toBe(true);
    for (const category of absent) expect(hasCategory(recipe.ingredients, category), `${category}: ${recipe.ingredients.join('; ')}`).toBe(false);
  });

  it('a BLT has bacon, lettuce and tomato on bread', async () => {
    const { recipe } = await recipeFor('a BLT sandwich');
    for (const part of [/bacon/, /lettuce/, /tomato/, /bread/]) expect(recipe.ingredients.some((line) => part.test(line))).toBe(true);
  });

  it.each([
    ['risotto without mushrooms', /mushroom|portobello|porcini/],
    ['a curry with no peanuts and no dairy', /peanut|milk|cream|butter|yogurt|ghee|paneer|cheese/],
    ['sesame-free soy-free stir fry', /sesame|soy|tamari|tofu|miso|tahini/],
    ['shrimp pasta, but I am allergic to shellfish', /shrimp|prawn|crab|lobster|oyster/],
    ['a non-alcoholic mojito', /rum|vodka|gin|tequila|wine|prosecco|bourbon/],
  ])('%s never contains what the prompt rules out', async (prompt, forbidden) => {
    const { recipe } = await recipeFor(prompt);
    const offending = recipe.ingredients.filter(
      (line) => forbidden.test(line.toLowerCase()) && !/coconut|sunflower|oat milk|soy milk|rice milk|plant butter/.test(line),
    );
    expect(offending, recipe.title).toEqual([]);
  });

  it('makes the dish without what the prompt rules out and says what changed', async () => {
    // (An egg-free omelette is refused: flaxseed binds a bake but is no omelette's eggs.)
    const { recipe } = await recipeFor('an egg-free banana bread');
    expect(hasCategory(recipe.ingredients, 'egg')).toBe(false);
    expect(recipe.notes).toMatch(/No eggs?, to keep it egg-free: .+ instead\./);
  });

  it('answers an unknown dish with DISH_UNKNOWN instead of another dish', async () => {
    const cook = await createTestUser(testApp);
    const response = await ask(testApp, cook, 'a quokka pie');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('DISH_UNKNOWN');
    expect(response.json().error).toContain('“quokka pie”');
  });

  it('lists the allergens of every recipe it returns', async () => {
    const bread = await recipeFor('a banana bread');
    expect(bread.allergens).toEqual(expect.arrayContaining(['Egg', 'Milk', 'Wheat / gluten']));
    const vegan = await recipeFor('a vegan carbonara');
    expect(vegan.allergens).not.toContain('Egg');
    expect(vegan.allergens).not.toContain('Milk');
  });

  it("enforces the profile's allergens (sesame, egg) on tempting prompts", async () => {
    const allergic = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ subscriptionStatus: 'pro', allergens: ['sesame', 'egg'] })
      .where(eq(profile.userId, allergic.id));
    for (const prompt of ['sesame chicken stir fry', 'egg fried rice', 'classic hummus with tahini', 'fluffy pancakes', 'a chocolate cake']) {
      const response = await ask(testApp, allergic, prompt);
      expect(response.statusCode, `${prompt}: ${response.body}`).toBe(200);
      const { recipe, allergens } = ZGenerateRecipeResponseSchema.parse(response.json());
      expect(findRestrictionViolations(recipe.ingredients, { keys: ['eggFree', 'sesameFree'], avoid: [] }), prompt).toEqual([]);
      expect(allergens, prompt).not.toContain('Egg');
      expect(allergens, prompt).not.toContain('Sesame');
    }
  });
});

describe('POST /generate-recipe: prompt-stated restrictions reach an LLM and its answer is guarded', () => {
  const EGG_WAFFLES = {
    ...FAKE_RECIPE,
    title: 'Waffles',
    ingredients: [
      { name: 'flour', quantity: '250 g' },
      { name: 'eggs', quantity: '2' },
      { name: 'milk', quantity: '400 ml' },
    ],
  };
  const EGG_FREE_WAFFLES = {
    ...EGG_WAFFLES,
    ingredients: [
      { name: 'flour', quantity: '250 g' },
      { name: 'flax egg', quantity: '2' },
      { name: 'milk', quantity: '400 ml' },
    ],
  };
  let testApp: TTestApp;
  let generator: TFakeGenerator;
  let answers: unknown[] = [];

  beforeAll(async () => {
    generator = createFakeGenerator((request) => answers[Math.min(generator.requests.indexOf(request), answers.length - 1)], 'openai');
    testApp = await createTestApp({ overrides: { generator } });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => {
    generator.requests.length = 0;
  });

  it('passes the merged restrictions and retries once naming the broken one', async () => {
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ allergens: ['sesame'] })
      .where(eq(profile.userId, cook.id));
    answers = [EGG_WAFFLES, EGG_FREE_WAFFLES];
    const response = await ask(testApp, cook, 'egg-free waffles without mushrooms');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipe.ingredients).toContain('2 flax egg');
    expect(generator.requests[0]?.restrictions).toEqual({
      keys: ['eggFree', 'sesameFree'],
      avoid: ['chanterelle', 'mushroom', 'porcini', 'portobello', 'shiitake'],
    });
    expect(generator.requests[1]?.violationFeedback).toBe('eggs (egg, breaks Egg Free)');
  });

  it('refuses a second answer that still breaks a prompt-stated restriction, with nothing used', async () => {
    const cook = await createTestUser(testApp);
    answers = [EGG_WAFFLES];
    const response = await ask(testApp, cook, 'egg-free waffles');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'DIETARY_VIOLATION' });
    expect(response.json().error).toContain('eggs (egg, breaks Egg Free)');
    expect(generator.requests).toHaveLength(2);
  });

  it("guards an avoided word ('without mushrooms')", async () => {
    const cook = await createTestUser(testApp);
    answers = [{ ...FAKE_RECIPE, ingredients: [{ name: 'chestnut mushrooms', quantity: '200 g' }] }];
    const response = await ask(testApp, cook, 'a risotto without mushrooms');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain('chestnut mushrooms (you asked for no mushroom)');
  });
});

describe('the LLM is told every restriction in its instructions', () => {
  let llm: TFakeLlmServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    llm = await startFakeLlmServer([toContentReply({ ...FAKE_RECIPE, servings: '2' })]);
    testApp = await createTestApp({
      overrides: { generator: createOpenAiGenerator({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'fake', timeoutMs: 2_000 }) },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await llm.close();
  });

  it('names prompt restrictions and profile allergens as strict rules', async () => {
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ allergens: ['peanuts'] })
      .where(eq(profile.userId, cook.id));
    const response = await ask(testApp, cook, 'a dairy-free curry, no cilantro');
    expect(response.statusCode, response.body).toBe(200);
    const system = JSON.stringify(llm.requests[0]?.body.messages);
    expect(system).toContain('must never be broken: Dairy Free, Peanut Free, no cilantro, no coriander');
  });
});
