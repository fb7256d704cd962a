import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { URL_IMPORT_PRO_MESSAGE } from '../../../domain/prompt-rules.ts';
import { ZImportJobSchema, type TImportJob } from '../../../domain/imports.ts';
import { importItem, importJob, profile, recipe } from '../../db/schema.ts';
import { createFakeGenerator } from '../../test/fake-generation.ts';
import { startLocalPageServer, type TLocalPage, type TLocalPageServer } from '../../test/local-page-server.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { JSON_LD_PAGE, MICRODATA_PAGE } from '../../test/test-pages.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { ALREADY_IMPORTED_MESSAGE } from './get-import.ts';
import { NO_PAGE_READ_MESSAGE } from './import-runner.ts';

const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR', 'latin1'), Buffer.alloc(32, 1)]);
const ZCreatedSchema = z.object({ id: z.string(), status: z.literal('reading') });

function recipePage(title: string, imagePath?: string): string {
  const image = imagePath ? `"image":"${imagePath}",` : '';
  return `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${title}",${image}
"recipeYield":"2","recipeIngredient":["200 g spaghetti","2 cloves garlic"],"recipeInstructions":["Boil the pasta.","Fry the garlic and toss."]}</script></head><body><h1>${title}</h1></body></html>`;
}

describe('bulk URL import through the real app (Pro)', () => {
  let server: TLocalPageServer;
  let testApp: TTestApp;
  const pages: Record<string, TLocalPage> = {};

  beforeAll(async () => {
    server = await startLocalPageServer(pages);
    Object.assign(pages, {
      '/dal': { body: JSON_LD_PAGE },
      '/granola': { body: MICRODATA_PAGE },
      '/garlic-pasta': { body: recipePage('Garlic Spaghetti', '/img/pasta.png') },
      '/img/pasta.png': { headers: { 'content-type': 'image/png' }, body: PNG_BYTES },
      '/no-recipe': { body: '<!doctype html><html><head><title>About us</title></head><body><p>We are a blog.</p></body></html>' },
    });
    testApp = await createTestApp({ env: { URL_IMPORT_ALLOW_PRIVATE: 'true' }, overrides: { generator: createFakeGenerator([], 'builtin') } });
  });

  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  async function createProCook(): Promise<TTestUser> {
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    return cook;
  }

  function postUrls(cook: TTestUser, urls: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/imports/urls',
      headers: { origin: TEST_APP_URL, cookie: cook.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ urls }),
    });
  }

  async function getJob(cook: TTestUser, id: string): Promise<TImportJob> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: cook.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return ZImportJobSchema.parse(response.json());
  }

  /** Polls as the page does until the job leaves the status; no timing is asserted. */
  async function waitWhile(cook: TTestUser, id: string, status: TImportJob['status']): Promise<TImportJob> {
    for (let attempt = 0; attempt < 3_000; attempt += 1) {
      const job = await getJob(cook, id);
      if (job.status !== status) return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`job ${id} stayed ${status}`);
  }

  async function confirmAndWait(cook: TTestUser, id: string): Promise<TImportJob> {
    const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/imports/${id}/confirm`, headers: { origin: TEST_APP_URL, cookie: cook.cookie } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return waitWhile(cook, id, 'importing');
  }

  async function listTitles(cook: TTestUser): Promise<string[]> {
    const rows = await testApp.deps.database.db.select({ title: recipe.title }).from(recipe).where(eq(recipe.userId, cook.id));
    return rows.map((row) => row.title).sort();
  }

  it('fetches every page, lists a failing one with its reason, reviews, imports, and the same addresses again import nothing', async () => {
    const cook = await createProCook();
    const urls = [
      `${server.origin}/dal`,
      `${server.origin}/granola#comments`,
      `${server.origin}/garlic-pasta`,
      `${server.origin}/no-recipe`,
      `${server.origin}/missing`,
    ];
    const created = await postUrls(cook, [...urls, `${server.origin}/dal#again`, '  ']);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = ZCreatedSchema.parse(created.json());

    const reviewed = await waitWhile(cook, id, 'reading');
    expect(reviewed.status, JSON.stringify(reviewed.problems)).toBe('review');
    expect(reviewed.format).toBe('urls');
    expect(reviewed.review).toMatchObject({ recipes: 3, duplicates: 0, fitsPlan: null });
    // The repeat (same page, another fragment) and the blank line were dropped; the order is the one pasted.
    expect(reviewed.pages?.map((page) => [page.url, page.state])).toEqual([
      [`${server.origin}/dal`, 'done'],
      [`${server.origin}/granola`, 'done'],
      [`${server.origin}/garlic-pasta`, 'done'],
      [`${server.origin}/no-recipe`, 'failed'],
      [`${server.origin}/missing`, 'failed'],
    ]);
    expect(reviewed.pages?.[2]?.title).toBe('Garlic Spaghetti');
    expect(reviewed.problems).toEqual(
      expect.arrayContaining([
        { item: `${server.origin}/no-recipe`, reason: 'This page has no recipe data we can read.' },
        { item: `${server.origin}/missing`, reason: expect.stringMatching(/could not load/i) },
      ]),
    );
    expect(reviewed.pages?.[3]?.reason).toBe('This page has no recipe data we can read.');
    expect(await listTitles(cook)).toEqual([]);

    const done = await confirmAndWait(cook, id);
    expect(done).toMatchObject({ status: 'done', total: 3, imported: 3, skipped: 0 });
    const saved = await testApp.deps.database.db.select().from(recipe).where(eq(recipe.userId, cook.id));
    expect(saved.map((row) => row.title).sort()).toEqual(['Garlic Spaghetti', 'Maple Granola', 'Weeknight Red Lentil Dal & Rice']);
    const pasta = saved.find((row) => row.title === 'Garlic Spaghetti');
    expect(pasta?.ingredients).toEqual(['200 g spaghetti', '2 cloves garlic']);
    expect(pasta?.imageUrl).toMatch(/^\/uploads\/recipe-images\/.+\.png$/);
    expect(pasta?.notes).toContain(`${server.origin}/garlic-pasta`);
    expect(pasta?.sourceUrl).toBe(`${server.origin}/garlic-pasta`);
    expect(saved.find((row) => row.title === 'Maple Granola')?.sourceUrl).toBe(`${server.origin}/granola`);

    // The same pages again: found in the library before anything is fetched, nothing imported twice.
    const again = await postUrls(cook, urls.slice(0, 3));
    const againId = ZCreatedSchema.parse(again.json()).id;
    const againReviewed = await waitWhile(cook, againId, 'reading');
    expect(againReviewed.review).toMatchObject({ recipes: 3, duplicates: 3 });
    expect(againReviewed.pages?.every((page) => page.state === 'done' && page.reason === ALREADY_IMPORTED_MESSAGE)).toBe(true);
    const againDone = await confirmAndWait(cook, againId);
    expect(againDone).toMatchObject({ status: 'done', imported: 0, skipped: 3 });
    expect(await listTitles(cook)).toHaveLength(3);
  });

  it('skips a page the cook already saved from the Create page (its source), fetching only the new one', async () => {
    const cook = await createProCook();
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { origin: TEST_APP_URL, cookie: cook.cookie },
      payload: { title: 'My Dal', ingredients: ['1 cup lentils'], instructions: ['Simmer.'], sourceUrl: `${server.origin}/dal` },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const created = await postUrls(cook, [`${server.origin}/dal#recipe`, `${server.origin}/garlic-pasta`]);
    const { id } = ZCreatedSchema.parse(created.json());
    const reviewed = await waitWhile(cook, id, 'reading');
    expect(reviewed.review).toMatchObject({ recipes: 2, duplicates: 1 });
    expect(reviewed.pages?.map((page) => [page.url, page.reason ?? null])).toEqual([
      [`${server.origin}/dal`, ALREADY_IMPORTED_MESSAGE],
      [`${server.origin}/garlic-pasta`, null],
    ]);
    expect(await confirmAndWait(cook, id)).toMatchObject({ status: 'done', imported: 1, skipped: 1 });
    expect((await listTitles(cook)).sort()).toEqual(['Garlic Spaghetti', 'My Dal']);
  });

  it('fails cleanly when no page holds a recipe, each address listed with its reason', async () => {
    const cook = await createProCook();
    const created = await postUrls(cook, [`${server.origin}/no-recipe`]);
    const { id } = ZCreatedSchema.parse(created.json());
    const job = await waitWhile(cook, id, 'reading');
    expect(job.status).toBe('failed');
    expect(job.problems).toContainEqual({ item: 'pages', reason: NO_PAGE_READ_MESSAGE });
    expect(job.pages).toEqual([{ url: `${server.origin}/no-recipe`, state: 'failed', title: null, reason: 'This page has no recipe data we can read.' }]);
  });

  it('refuses a Free cook with the Pro error, before any page is fetched', async () => {
    const cook = await createTestUser(testApp);
    const response = await postUrls(cook, [`${server.origin}/dal`]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: URL_IMPORT_PRO_MESSAGE, code: 'PRO_REQUIRED' });
    expect(await testApp.deps.database.db.select().from(importJob).where(eq(importJob.userId, cook.id))).toEqual([]);
  });

  it('refuses more than 100 addresses, addresses that are not http(s), and an empty list, with a plain 400', async () => {
    const cook = await createProCook();
    const many = Array.from({ length: 101 }, (_, index) => `${server.origin}/page-${index}`);
    const tooMany = await postUrls(cook, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'One import takes at most 100 addresses; you pasted 101.', code: 'VALIDATION_ERROR' });
    // 101 lines of which two are the same page: 100 addresses, taken.
    const withRepeat = await postUrls(cook, [...many.slice(0, 100), many[0]]);
    expect(withRepeat.statusCode, withRepeat.body).toBe(201);
    await testApp.app.inject({ method: 'DELETE', url: `/api/imports/${String(withRepeat.json().id)}`, headers: { origin: TEST_APP_URL, cookie: cook.cookie } });

    for (const [urls, message] of [
      [['ftp://example.com/recipe'], /not a web address.*ftp:\/\/example\.com\/recipe/],
      [['javascript:alert(1)'], /not a web address/],
      [['just some words'], /not a web address/],
      [[], /at least one/],
      [['   '], /at least one/],
      ['https://example.com', /urls/],
    ] as const) {
      const response = await postUrls(cook, urls);
      expect(response.statusCode, JSON.stringify(urls)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
  });

  it("answers another cook's URL import like a missing one", async () => {
    const owner = await createProCook();
    const other = await createProCook();
    const created = await postUrls(owner, [`${server.origin}/dal`]);
    const { id } = ZCreatedSchema.parse(created.json());
    await waitWhile(owner, id, 'reading');
    for (const [method, url] of [
      ['GET', `/api/imports/${id}`],
      ['POST', `/api/imports/${id}/confirm`],
      ['DELETE', `/api/imports/${id}`],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: { origin: TEST_APP_URL, cookie: other.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await testApp.deps.database.db.select().from(importItem).where(eq(importItem.jobId, id))).toHaveLength(1);
  });
});

describe('a bulk URL import a stopped server left halfway', () => {
  it('is taken up by the next server: the pages not fetched yet are fetched, the one read is kept', async () => {
    const pages: Record<string, TLocalPage> = { '/dal': { body: JSON_LD_PAGE }, '/granola': { body: MICRODATA_PAGE } };
    const server = await startLocalPageServer(pages);
    const database = await openTestDatabase();
    const options = { database, env: { URL_IMPORT_ALLOW_PRIVATE: 'true' }, overrides: { generator: createFakeGenerator([], 'builtin') } };
    const first = await createTestApp(options);
    const cook = await createTestUser(first);
    await first.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
    await first.close();
    // What the stopped server left: one page read, one waiting, and a lease that ran out.
    const { db } = database;
    await db
      .insert(importJob)
      .values({ id: 'job-left', userId: cook.id, format: 'urls', status: 'reading', fileName: '2 web pages', claimedUntil: new Date(0) });
    await db.insert(importItem).values([
      {
        jobId: 'job-left',
        position: 0,
        sourceKey: 'url:https://gone.test/done',
        label: 'https://gone.test/done',
        recipe: { title: 'Done Before', ingredients: ['1 egg'], instructions: ['Boil.'] },
        state: 'pending',
      },
      { jobId: 'job-left', position: 1, sourceKey: `url:${server.origin}/granola`, label: `${server.origin}/granola`, recipe: {}, state: 'waiting' },
    ]);
    const second = await createTestApp(options);
    try {
      let job: TImportJob | null = null;
      for (let attempt = 0; attempt < 3_000 && job?.status !== 'review'; attempt += 1) {
        const response = await second.app.inject({ method: 'GET', url: '/api/imports/job-left', headers: { cookie: cook.cookie } });
        job = ZImportJobSchema.parse(response.json());
        if (job.status !== 'review') await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(job?.status).toBe('review');
      expect(job?.pages?.map((page) => [page.state, page.title])).toEqual([
        ['done', 'Done Before'],
        ['done', 'Maple Granola'],
      ]);
      expect(job?.review).toMatchObject({ recipes: 2, duplicates: 0 });
    } finally {
      await second.close();
      await database.close();
      await server.close();
    }
  });
});
