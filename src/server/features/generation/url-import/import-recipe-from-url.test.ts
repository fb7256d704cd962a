import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../../db/schema.ts';
import { createOpenAiGenerator } from '../../../providers/llm/openai-generator.ts';
import { createFakeGenerator, FAKE_RECIPE } from '../../../test/fake-generation.ts';
import { startFakeLlmServer, toContentReply, type TFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { startLocalPageServer, type TLocalPageServer } from '../../../test/local-page-server.ts';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { JSON_LD_PAGE, MICRODATA_PAGE, PLAIN_PAGE } from '../../../test/test-pages.ts';
import { createTestUser, type TTestUser } from '../../../test/test-users.ts';

const PAGES = { '/dal': { body: JSON_LD_PAGE }, '/granola': { body: MICRODATA_PAGE }, '/stew': { body: PLAIN_PAGE } };

async function createProUser(testApp: TTestApp, values: Partial<typeof profile.$inferInsert> = {}): Promise<TTestUser> {
  const user = await createTestUser(testApp);
  await testApp.deps.database.db
    .update(profile)
    .set({ subscriptionStatus: 'pro', ...values })
    .where(eq(profile.userId, user.id));
  return user;
}

function importUrl(testApp: TTestApp, user: TTestUser, url: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/generate-recipe',
    headers: { cookie: user.cookie },
    payload: { prompt: url, userId: user.id, isUrl: true },
  });
}

describe('URL import through /generate-recipe (no language model)', () => {
  let pages: TLocalPageServer;
  let testApp: TTestApp;
  const generator = createFakeGenerator([FAKE_RECIPE], 'builtin');

  beforeAll(async () => {
    pages = await startLocalPageServer(PAGES);
    testApp = await createTestApp({ env: { URL_IMPORT_ALLOW_PRIVATE: 'true' }, overrides: { generator } });
  });
  afterAll(async () => {
    await testApp.close();
    await pages.close();
  });

  it('imports a JSON-LD recipe for a Pro user', async () => {
    const user = await createProUser(testApp);
    const response = await importUrl(testApp, user, `${pages.origin}/dal`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      generationsLeft: null,
      recipe: {
        title: 'Weeknight Red Lentil Dal & Rice',
        ingredients: ['1 cup red lentils', '1 tbsp ghee (or oil)', '1 tsp cumin seeds', '3 cups water'],
        instructions: ['Dal', 'Rinse the lentils.', 'Simmer with the water for 20 minutes.', 'Tadka', 'Fry the cumin in ghee and pour over.'],
        totalTime: '35 min',
        servings: '4 servings',
        imageUrl: '',
        notes: `Imported from ${pages.origin}/dal`,
      },
    });
    expect(generator.requests).toHaveLength(0);
  });

  it('imports a microdata recipe', async () => {
    const user = await createProUser(testApp);
    const response = await importUrl(testApp, user, `${pages.origin}/granola`);
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.title).toBe('Maple Granola');
  });

  it('says the page has no recipe data, and does not count it', async () => {
    const user = await createProUser(testApp, { usageCount: 0 });
    const response = await importUrl(testApp, user, `${pages.origin}/stew`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'This page has no recipe data we can read.', code: 'NO_RECIPE_DATA' });
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, user.id) });
    expect(row?.usageCount).toBe(0);
  });

  it('applies the dietary guard to an imported recipe (ghee for a dairy-free cook)', async () => {
    const user = await createProUser(testApp, { dairyFree: true });
    const response = await importUrl(testApp, user, `${pages.origin}/dal`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('DIETARY_VIOLATION');
    expect(response.json().error).toContain('1 tbsp ghee (or oil)');
  });
});

describe('URL import with private addresses refused (the default)', () => {
  let pages: TLocalPageServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    pages = await startLocalPageServer(PAGES);
    testApp = await createTestApp({ overrides: { generator: createFakeGenerator() } });
  });
  afterAll(async () => {
    await testApp.close();
    await pages.close();
  });

  it('refuses to fetch a loopback page', async () => {
    const user = await createProUser(testApp);
    const response = await importUrl(testApp, user, `${pages.origin}/dal`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This address cannot be imported. Please use a public recipe page.', code: 'BAD_REQUEST' });
  });
});

describe('URL import falling back to an OpenAI-compatible model (fake server on loopback)', () => {
  let pages: TLocalPageServer;
  let llm: TFakeLlmServer;
  let testApp: TTestApp;
  const STEW = {
    title: "Grandma's beef stew",
    ingredients: [
      { name: 'beef chuck', quantity: '1 kg' },
      { name: 'carrots', quantity: '4' },
      { name: 'onions', quantity: '2' },
      { name: 'stock', quantity: '1 litre' },
    ],
    instructions: ['Brown the beef.', 'Add the vegetables and stock, and simmer for two hours until tender.'],
    servings: '4',
    imageUrl: 'https://elsewhere.example/made-up.jpg',
  };

  beforeAll(async () => {
    pages = await startLocalPageServer(PAGES);
    llm = await startFakeLlmServer();
    testApp = await createTestApp({
      env: { URL_IMPORT_ALLOW_PRIVATE: 'true' },
      overrides: { generator: createOpenAiGenerator({ baseUrl: llm.baseUrl, apiKey: 'k', model: 'fake', timeoutMs: 2_000 }) },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await llm.close();
    await pages.close();
  });

  it("keeps the model's reading when its lines and steps are found in the page", async () => {
    llm.setReplies([toContentReply(STEW)]);
    const user = await createProUser(testApp);
    const response = await importUrl(testApp, user, `${pages.origin}/stew`);
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe).toMatchObject({
      title: "Grandma's beef stew",
      ingredients: ['1 kg beef chuck', '4 carrots', '2 onions', '1 litre stock'],
      imageUrl: '',
    });
    const prompt = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(prompt).toContain('1 kg beef chuck');
    expect(prompt).not.toContain('Home | About');
  });

  it("says 'no recipe data' when the model answers with a dish the page does not hold, and does not count it", async () => {
    llm.setReplies([toContentReply({ ...FAKE_RECIPE, servings: '2' })]);
    const user = await createProUser(testApp, { usageCount: 0 });
    const response = await importUrl(testApp, user, `${pages.origin}/stew`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'This page has no recipe data we can read.', code: 'NO_RECIPE_DATA' });
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, user.id) });
    expect(row?.usageCount).toBe(0);
  });
});
