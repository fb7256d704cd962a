import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_A_DISH_MESSAGE } from '../../../domain/dish-prompt.ts';
import { ZGenerateRecipeResponseSchema } from '../../../domain/generation.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createOpenAiGenerator } from '../../providers/llm/openai-generator.ts';
import { createFakeGenerator, FAKE_RECIPE, type TFakeGenerator } from '../../test/fake-generation.ts';
import { startFakeLlmServer, toContentReply, type TFakeLlmServer } from '../../test/fake-llm-server.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const WALNUT_RECIPE = {
  ...FAKE_RECIPE,
  title: 'Walnut Salad',
  ingredients: [
    { name: 'mixed greens', quantity: '4 cups' },
    { name: 'walnuts', quantity: '1/2 cup' },
  ],
};

describe('POST /generate-recipe', () => {
  let testApp: TTestApp;
  let generator: TFakeGenerator;
  let answers: unknown[] = [FAKE_RECIPE];

  beforeAll(async () => {
    generator = createFakeGenerator((request) => answers[Math.min(generator.requests.indexOf(request), answers.length - 1)]);
    testApp = await createTestApp({ overrides: { generator } });
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => {
    answers = [FAKE_RECIPE];
    generator.requests.length = 0;
  });

  async function generate(user: TTestUser, body: Record<string, unknown>) {
    return testApp.app.inject({ method: 'POST', url: '/generate-recipe', headers: { cookie: user.cookie }, payload: { userId: user.id, ...body } });
  }

  async function setProfile(user: TTestUser, values: Partial<typeof profile.$inferInsert>) {
    await testApp.deps.database.db.update(profile).set(values).where(eq(profile.userId, user.id));
  }

  async function readUsage(user: TTestUser) {
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, user.id) });
    return { usageCount: row?.usageCount, usageMonth: row?.usageMonth };
  }

  it('refuses a visitor before looking at the body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/generate-recipe', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses an unverified user', async () => {
    const user = await createTestUser(testApp, { isVerified: false });
    const cookieless = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: user.cookie },
      payload: { prompt: 'soup', userId: user.id },
    });
    expect([401, 403]).toContain(cookieless.statusCode);
    expect(generator.requests).toHaveLength(0);
  });

  it("refuses another user's id with 403", async () => {
    const user = await createTestUser(testApp);
    const response = await generate(user, { prompt: 'soup', userId: 'someone-else' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only generate recipes for your own account.', code: 'FORBIDDEN' });
  });

  it('asks for a prompt when it is empty after trimming', async () => {
    const user = await createTestUser(testApp);
    const response = await generate(user, { prompt: '   \n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please enter a recipe prompt or URL.', code: 'BAD_REQUEST' });
  });

  it('refuses a prompt that names no food with "Describe a dish…" and takes no credit', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { usageCount: 2, usageMonth: toUsageMonth() });
    for (const prompt of ['asdfgh', '???']) {
      const response = await generate(user, { prompt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: NOT_A_DISH_MESSAGE, code: 'BAD_REQUEST' });
    }
    expect(generator.requests).toHaveLength(0);
    expect((await readUsage(user)).usageCount).toBe(2);
    expect((await generate(user, { prompt: 'a quick tomato pasta' })).statusCode).toBe(200);
    expect((await readUsage(user)).usageCount).toBe(3);
  });

  it('allows 250 characters and refuses 251', async () => {
    const user = await createTestUser(testApp);
    expect((await generate(user, { prompt: 'soup '.repeat(50) })).statusCode).toBe(200);
    const response = await generate(user, { prompt: `${'soup '.repeat(50)}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Recipe prompts can be at most 250 characters.', code: 'BAD_REQUEST' });
  });

  it('checks the length before the URL rule, and URL import is Pro only', async () => {
    const user = await createTestUser(testApp);
    const long = await generate(user, { prompt: `https://example.com/${'a'.repeat(250)}` });
    expect(long.json().error).toBe('Recipe prompts can be at most 250 characters.');
    const response = await generate(user, { prompt: '  HTTPS://example.com/recipe', isUrl: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.',
      code: 'PRO_REQUIRED',
    });
    expect((await readUsage(user)).usageCount).toBe(0);
  });

  it('returns a normalised recipe and counts down the free generations to the limit message', async () => {
    const user = await createTestUser(testApp);
    const left: Array<number | null> = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await generate(user, { prompt: 'a chickpea salad', cartList: ['Lemons'] });
      expect(response.statusCode).toBe(200);
      const body = ZGenerateRecipeResponseSchema.parse(response.json());
      left.push(body.generationsLeft);
      expect(body.recipe).toMatchObject({
        title: 'Lemony Chickpea Salad',
        ingredients: ['1 can chickpeas', '1 lemon', '2 tbsp olive oil'],
        servings: '2',
        imageUrl: '',
        isBlank: false,
        nutrition: { calories: 320, protein: 12, carbs: 38, fat: 14, fiber: 10, sugar: 3 },
      });
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await generate(user, { prompt: 'a chickpea salad' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: "You've used all your free recipes this month.", code: 'LIMIT_REACHED' });
    expect(generator.requests.at(0)?.cartItems).toEqual(['Lemons']);
  });

  it('starts a new count when the month changed', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { usageCount: 5, usageMonth: '2000-01' });
    const response = await generate(user, { prompt: 'soup' });
    expect(response.statusCode).toBe(200);
    expect(response.json().generationsLeft).toBe(4);
    expect(await readUsage(user)).toEqual({ usageCount: 1, usageMonth: toUsageMonth() });
  });

  it('gives 20 concurrent requests from a free user with 5 left exactly 5 recipes', async () => {
    const user = await createTestUser(testApp);
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate(user, { prompt: 'a quick pasta' })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await readUsage(user)).usageCount).toBe(5);
  });

  it('does not use a credit when generation fails', async () => {
    const user = await createTestUser(testApp);
    answers = [{ title: 'Broken', ingredients: 'none' }];
    const malformed = await generate(user, { prompt: 'soup' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ error: 'AI returned an unexpected recipe format...', code: 'AI_PARSE_ERROR' });
    answers = [new AppError('UPSTREAM_ERROR', 'The recipe service is unavailable right now. Please try again.')];
    expect((await generate(user, { prompt: 'soup' })).statusCode).toBe(502);
    expect((await readUsage(user)).usageCount).toBe(0);
  });

  it('lets Pro users generate without a limit and reports null left', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { subscriptionStatus: 'pro', usageCount: 5, usageMonth: toUsageMonth() });
    const response = await generate(user, { prompt: 'soup' });
    expect(response.statusCode).toBe(200);
    expect(response.json().generationsLeft).toBeNull();
  });

  it('treats an expired canceling plan as free', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { subscriptionStatus: 'canceling', subscriptionEndDate: new Date('2001-01-01'), usageCount: 5, usageMonth: toUsageMonth() });
    expect((await generate(user, { prompt: 'soup' })).statusCode).toBe(429);
  });

  it("takes the cook's restrictions from the profile and merges the body's labels", async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { nutFree: true, vegan: true });
    await generate(user, { prompt: 'soup', dietary: ['Gluten Free'] });
    // A vegan cook is a vegetarian one too.
    expect(generator.requests.at(-1)?.dietary).toEqual({ vegan: true, vegetarian: true, glutenFree: true, dairyFree: false, nutFree: true });
    expect(generator.requests.at(-1)?.restrictions).toEqual({ keys: ['vegan', 'glutenFree', 'nutFree'], avoid: [] });
  });

  it('asks once more naming the violation, and returns the corrected recipe', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { nutFree: true });
    answers = [WALNUT_RECIPE, FAKE_RECIPE];
    const response = await generate(user, { prompt: 'a salad' });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.title).toBe('Lemony Chickpea Salad');
    expect(generator.requests).toHaveLength(2);
    expect(generator.requests[1]?.violationFeedback).toContain('walnuts (tree nuts, breaks Nut Free)');
  });

  it('fails clearly when the second answer still breaks the diet, and refunds', async () => {
    const user = await createTestUser(testApp);
    await setProfile(user, { nutFree: true });
    answers = [WALNUT_RECIPE];
    const response = await generate(user, { prompt: 'a salad' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('DIETARY_VIOLATION');
    expect(response.json().error).toContain('walnuts');
    expect(response.body).not.toContain('Walnut Salad');
    expect((await readUsage(user)).usageCount).toBe(0);
  });

  it('rejects a body with the wrong types as a validation error', async () => {
    const user = await createTestUser(testApp);
    const response = await generate(user, { prompt: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the dietary guard with an OpenAI-compatible model', () => {
  let llm: TFakeLlmServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    llm = await startFakeLlmServer([toContentReply({ ...WALNUT_RECIPE, servings: '2' })]);
    testApp = await createTestApp({
      overrides: { generator: createOpenAiGenerator({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'fake', timeoutMs: 2_000 }) },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await llm.close();
  });

  it('never returns an answer with walnuts to a nut-free cook', async () => {
    const user = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ nutFree: true }).where(eq(profile.userId, user.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: user.cookie },
      payload: { prompt: 'a crunchy salad', userId: user.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('DIETARY_VIOLATION');
    expect(llm.requests).toHaveLength(2);
    const retrySystemPrompt = JSON.stringify(llm.requests[1]?.body.messages);
    expect(retrySystemPrompt).toContain('Nut Free');
    expect(retrySystemPrompt).toContain('walnuts (tree nuts');
  });

  it('returns the corrected second answer', async () => {
    llm.setReplies([toContentReply(WALNUT_RECIPE), toContentReply({ ...FAKE_RECIPE, servings: '2' })]);
    const user = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ nutFree: true }).where(eq(profile.userId, user.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: user.cookie },
      payload: { prompt: 'a crunchy salad', userId: user.id },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).not.toMatch(/walnut/i);
  });
});
