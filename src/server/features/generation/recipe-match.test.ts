import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGenerateRecipeResponseSchema } from '../../../domain/generation.ts';
import { profile } from '../../db/schema.ts';
import { createFakeGenerator } from '../../test/fake-generation.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

// How an answer matches its prompt (match, matchNote) and the honest DISH_UNKNOWN answer, through
// the real route with the built-in composer; the monthly credit is not used when nothing is made.

describe('POST /generate-recipe: match and DISH_UNKNOWN (built-in composer)', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function generate(user: TTestUser, prompt: string, cartList: string[] = []) {
    return testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: user.cookie },
      payload: { userId: user.id, prompt, cartList, seed: 1 },
    });
  }

  async function readUsageCount(user: TTestUser) {
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, user.id) });
    return row?.usageCount ?? 0;
  }

  it('says a named dish is the dish named, with no note', async () => {
    const cook = await createTestUser(testApp);
    const response = await generate(cook, 'banana bread');
    expect(response.statusCode).toBe(200);
    const body = ZGenerateRecipeResponseSchema.parse(response.json());
    expect(body.match).toBe('named');
    expect(body.matchNote).toBeUndefined();
    expect(body.recipe.title).toMatch(/banana bread/i);
  });

  it('says when the answer is a dish of the named family, not the dish itself', async () => {
    const cook = await createTestUser(testApp);
    const body = ZGenerateRecipeResponseSchema.parse((await generate(cook, 'a zorblat chicken stew')).json());
    expect(body.match).toBe('family');
    expect(body.matchNote).toBe("Forkcast's offline cookbook doesn't know zorblat chicken stew yet — this is a stew in its style.");
    expect(body.recipe.ingredients.join(' ')).toMatch(/chicken/);
  });

  it('builds an open request from the cart and names the cart items it used', async () => {
    const cook = await createTestUser(testApp);
    const body = ZGenerateRecipeResponseSchema.parse((await generate(cook, 'something sweet', ['apples', 'oats', 'butter', 'cinnamon'])).json());
    expect(body.match).toBe('cart');
    expect(body.matchNote).toMatch(/^You didn't name a dish, so this one is built from your cart: .*apple/);
    expect(body.recipe.notes).toMatch(/From your kitchen: .*apple/);
  });

  it('answers an open request without a cart as open, saying so', async () => {
    const cook = await createTestUser(testApp);
    const body = ZGenerateRecipeResponseSchema.parse((await generate(cook, 'a quick lunch')).json());
    expect(body.match).toBe('open');
    expect(body.matchNote).toMatch(/didn't name a dish/);
  });

  it('answers a dish it does not know with 422 DISH_UNKNOWN naming it, and the credit is not used', async () => {
    const cook = await createTestUser(testApp);
    const before = await readUsageCount(cook);
    const response = await generate(cook, 'a quokka pie');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('DISH_UNKNOWN');
    expect(body.error).toContain('“quokka pie”');
    expect(body.error).toMatch(/describing it in other words/);
    expect(body.error).toContain('LLM_BASE_URL');
    expect(await readUsageCount(cook)).toBe(before);
    // The next generation still has the whole month's credits.
    const next = ZGenerateRecipeResponseSchema.parse((await generate(cook, 'banana bread')).json());
    expect(next.generationsLeft).toBe(4);
  });

  it('says so when the prompt asks for what the cook cannot eat, and the credit is not used', async () => {
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db
      .update(profile)
      .set({ allergens: ['peanuts'] })
      .where(eq(profile.userId, cook.id));
    const before = await readUsageCount(cook);
    const response = await generate(cook, 'something with peanuts');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('DISH_UNKNOWN');
    expect(response.json().error).toMatch(/You asked for roasted peanuts, which your dietary restrictions rule out/);
    expect(await readUsageCount(cook)).toBe(before);
  });

  it('treats veggie and meatless like vegetarian', async () => {
    const cook = await createTestUser(testApp);
    for (const prompt of ['veggie lasagna', 'meatless chili', 'a vegetable curry']) {
      const body = ZGenerateRecipeResponseSchema.parse((await generate(cook, prompt)).json());
      expect(body.recipe.ingredients.join(' '), prompt).not.toMatch(/beef|chicken|pork|lamb|bacon|sausage/i);
    }
  });
});

describe('POST /generate-recipe: match with an AI model', () => {
  let testApp: TTestApp;
  const answer = { title: 'Khachapuri', ingredients: [{ name: 'flour', quantity: '500 g' }], instructions: ['Bake it.'], servings: 4 };

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { generator: createFakeGenerator(() => answer, 'openai') } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports named for a prompt that names a dish and open for one that does not', async () => {
    const cook = await createTestUser(testApp, { isPro: true });
    const ask = async (prompt: string) =>
      ZGenerateRecipeResponseSchema.parse(
        (await testApp.app.inject({ method: 'POST', url: '/generate-recipe', headers: { cookie: cook.cookie }, payload: { userId: cook.id, prompt } })).json(),
      );
    expect((await ask('khachapuri')).match).toBe('named');
    expect((await ask('a quokka pie')).match).toBe('named');
    const open = await ask('a quick lunch');
    expect(open.match).toBe('open');
    expect(open.matchNote).toMatch(/didn't name a dish/);
  });
});
