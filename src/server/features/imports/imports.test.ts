import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZImportJobSchema, type TImportJob } from '../../../domain/imports.ts';
import { ZSavedRecipeSchema, type TSavedRecipe } from '../../../domain/recipe.ts';
import { importJob, profile, recipe } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { toMultipart, uploadImportFile } from '../../test/upload-test-helpers.ts';
import {
  buildCooklangFile,
  buildDamagedPaprikaFile,
  buildJsonLdHtmlPage,
  buildMealieFile,
  buildNextcloudFile,
  buildPaprikaFile,
  buildRecipeSageFile,
  buildTandoorFile,
  PAPRIKA_RECIPES,
} from './fixtures/build-fixtures.ts';

const ZCreatedSchema = z.object({ id: z.string(), format: z.string(), status: z.string() });

describe('file imports through the upload route', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function upload(cook: TTestUser, fileName: string, bytes: Uint8Array) {
    return uploadImportFile(testApp, cook, fileName, bytes);
  }

  async function getJob(cook: TTestUser, id: string): Promise<TImportJob> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: cook.cookie } });
    expect(response.statusCode).toBe(200);
    return ZImportJobSchema.parse(response.json());
  }

  /** Polls the job (as the page does) until it leaves the given status; no timing is asserted. */
  async function waitWhile(cook: TTestUser, id: string, status: TImportJob['status']): Promise<TImportJob> {
    for (let attempt = 0; attempt < 2_000; attempt += 1) {
      const job = await getJob(cook, id);
      if (job.status !== status) return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`job ${id} stayed ${status}`);
  }

  async function importFile(cook: TTestUser, fileName: string, bytes: Uint8Array) {
    const created = await upload(cook, fileName, bytes);
    expect(created.statusCode, created.body).toBe(201);
    const { id, format, status } = ZCreatedSchema.parse(created.json());
    expect(status).toBe('reading');
    const reviewed = await waitWhile(cook, id, 'reading');
    expect(reviewed.status, JSON.stringify(reviewed.problems)).toBe('review');
    const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/imports/${id}/confirm`, headers: { cookie: cook.cookie } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = await waitWhile(cook, id, 'importing');
    expect(done.status).toBe('done');
    return { id, format, reviewed, done };
  }

  async function listOwn(cook: TTestUser): Promise<TSavedRecipe[]> {
    const rows = await testApp.deps.database.db.select().from(recipe).where(eq(recipe.userId, cook.id));
    const ids = rows.map((row) => row.id);
    const recipes: TSavedRecipe[] = [];
    for (const id of ids) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { cookie: cook.cookie } });
      recipes.push(ZSavedRecipeSchema.parse(response.json()));
    }
    return recipes;
  }

  async function makePro(cook: TTestUser) {
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
  }

  async function expectImageServed(recipe: TSavedRecipe) {
    expect(recipe.imageUrl).not.toBe('');
    const image = await testApp.app.inject({ method: 'GET', url: recipe.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  }

  it('imports a Paprika export with its picture, categories, times and rating, and the same file again imports nothing', async () => {
    const cook = await createTestUser(testApp);
    const first = await importFile(cook, 'My Recipes.paprikarecipes', buildPaprikaFile());
    expect(first.format).toBe('paprika');
    expect(first.reviewed.review).toMatchObject({ recipes: 3, duplicates: 0, fitsPlan: 3 });
    expect(first.reviewed.review?.fieldsNotUnderstood).toEqual(['nutritional_info']);
    expect(first.done).toMatchObject({ total: 3, imported: 3, skipped: 0 });
    const recipes = await listOwn(cook);
    const porridge = recipes.find((item) => item.title === 'Toasted Oat Porridge');
    expect(porridge).toMatchObject({
      ingredients: ['1 cup rolled oats', '2 cups milk', '1 pinch salt'],
      instructions: ['Toast the oats in a dry pan.', 'Add the milk and salt and simmer for 5 minutes.'],
      category: 'Breakfast',
      rating: 4,
      servings: '2',
      prepTime: '5 min',
      cookTime: '10 min',
      totalTime: '15 min',
      notes: 'Top with berries.',
      // The page the recipe came from is its source (the fragment only jumped within the page).
      sourceUrl: 'https://example.com/recipes/oat-porridge',
    });
    if (!porridge) throw new Error('no porridge');
    await expectImageServed(porridge);
    const creme = recipes.find((item) => item.title.startsWith('Crème'));
    expect(creme).toMatchObject({ category: 'Dessert', ingredients: ['For the custard:', '200 ml cream', '2 egg yolks', '30 g sugar'] });
    // A source that is no web page stays in the notes.
    expect(creme?.notes).toContain('Source: Grandma');
    expect(creme?.sourceUrl).toBe('');

    const again = await importFile(cook, 'My Recipes.paprikarecipes', buildPaprikaFile());
    expect(again.reviewed.review).toMatchObject({ recipes: 3, duplicates: 3 });
    expect(again.done).toMatchObject({ total: 3, imported: 0, skipped: 3 });
    expect(await listOwn(cook)).toHaveLength(3);
  });

  it('skips and lists a damaged Paprika entry, importing the rest', async () => {
    const cook = await createTestUser(testApp);
    const { done } = await importFile(cook, 'damaged.paprikarecipes', buildDamagedPaprikaFile());
    expect(done).toMatchObject({ total: 2, imported: 2 });
    expect(done.problems).toContainEqual({ item: 'broken.paprikarecipe', reason: 'This entry is damaged (not gzip-compressed JSON) and was skipped.' });
  });

  it('imports schema.org JSON-LD from an HTML page (a @graph and an array), with the data: picture', async () => {
    const cook = await createTestUser(testApp);
    const { format, done } = await importFile(cook, 'page.html', buildJsonLdHtmlPage());
    expect(format).toBe('jsonld');
    expect(done).toMatchObject({ total: 3, imported: 3 });
    const recipes = await listOwn(cook);
    const soup = recipes.find((item) => item.title === 'Red Lentil Soup');
    expect(soup).toMatchObject({ prepTime: '10 min', cookTime: '25 min', servings: '4 bowls', rating: 5, category: 'Dinner' });
    if (!soup) throw new Error('no soup');
    await expectImageServed(soup);
    const flatbread = recipes.find((item) => item.title === 'Skillet Flatbread & Herbs');
    expect(flatbread?.ingredients).toEqual(['2 cups flour', '1 tsp salt', '3/4 cup water']);
    expect(flatbread?.instructions).toEqual(['Dough', 'Mix and knead 5 minutes.', 'Cook', 'Cook in a hot skillet, 2 minutes a side.']);
    expect(flatbread?.notes).toContain('Categories: Bread');
  });

  it('imports a Nextcloud Cookbook zip with full.jpg, and lists the damaged recipe.json', async () => {
    const cook = await createTestUser(testApp);
    const { format, reviewed, done } = await importFile(cook, 'cookbook.zip', buildNextcloudFile());
    expect(format).toBe('nextcloud');
    expect(reviewed.review?.fieldsNotUnderstood).toEqual(['tool']);
    expect(done).toMatchObject({ total: 3, imported: 3 });
    expect(done.problems.map((problem) => problem.item)).toContain('Broken/recipe.json');
    const bread = (await listOwn(cook)).find((item) => item.title === 'Garlic Bread');
    expect(bread).toMatchObject({ servings: '6', notes: 'Crisp at the edges.', prepTime: '10 min', cookTime: '12 min' });
    if (!bread) throw new Error('no bread');
    await expectImageServed(bread);
  });

  it('imports a Tandoor export (a zip of zips) with steps, headings and its picture', async () => {
    const cook = await createTestUser(testApp);
    const { format, done } = await importFile(cook, 'export.zip', buildTandoorFile());
    expect(format).toBe('tandoor');
    expect(done).toMatchObject({ total: 3, imported: 3 });
    const recipes = await listOwn(cook);
    const chickpeas = recipes.find((item) => item.title === 'Spiced Chickpeas');
    expect(chickpeas).toMatchObject({ ingredients: ['1 can chickpeas', '1 tsp cumin'], prepTime: '5 min', cookTime: '25 min', servings: '2' });
    if (!chickpeas) throw new Error('no chickpeas');
    await expectImageServed(chickpeas);
    const tart = recipes.find((item) => item.title.startsWith('Zwiebelkuchen'));
    expect(tart).toMatchObject({ category: 'Dinner', servings: 'slices' });
    expect(tart?.ingredients).toEqual(['Dough:', '250 g flour', '1 kg onions, sliced', '200 g sour cream']);
    expect(tart?.instructions).toEqual(['Dough', 'Knead the dough.', 'Filling', 'Cook onions slowly.', 'Fill and bake 40 minutes.']);
  });

  it('imports a Mealie backup (database.json and the webp picture folder)', async () => {
    const cook = await createTestUser(testApp);
    const { format, reviewed, done } = await importFile(cook, 'mealie_2026.zip', buildMealieFile());
    expect(format).toBe('mealie');
    expect(reviewed.review?.fieldsNotUnderstood).toEqual(['nutrition']);
    expect(done).toMatchObject({ total: 3, imported: 3 });
    expect(done.problems).toContainEqual({ item: 'recipes[3]', reason: 'This recipe row has no id or name and was skipped.' });
    const recipes = await listOwn(cook);
    const bruschetta = recipes.find((item) => item.title === 'Tomato Bruschetta');
    expect(bruschetta).toMatchObject({ ingredients: ['Toast:', '1 loaf bread', '4 tomatoes, diced'], category: 'Lunch', rating: 5, servings: '8 pieces' });
    expect(bruschetta?.notes).toContain('Tip: Use ripe tomatoes.');
    if (!bruschetta) throw new Error('no bruschetta');
    await expectImageServed(bruschetta);
    expect(recipes.find((item) => item.title === 'Ñoquis de papa')).toMatchObject({ ingredients: ['500 g potatoes'], servings: '4' });
  });

  it('imports a RecipeSage JSON-LD export with [section] headings, comments as notes and the picture', async () => {
    const cook = await createTestUser(testApp);
    const { format, done } = await importFile(cook, 'recipesage-export.json', buildRecipeSageFile());
    expect(format).toBe('recipesage');
    expect(done).toMatchObject({ total: 3, imported: 3 });
    const recipes = await listOwn(cook);
    const carrots = recipes.find((item) => item.title === 'Honey Glazed Carrots');
    expect(carrots).toMatchObject({ ingredients: ['Glaze:', '2 tbsp honey', '1 tbsp butter', 'Carrots:', '500 g carrots'], notes: 'Kids like it.', rating: 3 });
    if (!carrots) throw new Error('no carrots');
    await expectImageServed(carrots);
    expect(recipes.map((item) => item.title)).toContain('Bold Beans & Rice');
  });

  it('imports Cooklang files in a zip, the picture beside the .cook file', async () => {
    const cook = await createTestUser(testApp);
    const { format, done } = await importFile(cook, 'cooklang.zip', buildCooklangFile());
    expect(format).toBe('cooklang');
    expect(done).toMatchObject({ total: 3, imported: 3 });
    const recipes = await listOwn(cook);
    const soup = recipes.find((item) => item.title === 'Potato Leek Soup');
    expect(soup).toMatchObject({
      servings: '4',
      category: 'Dinner',
      ingredients: ['2 tbsp butter', '2 leeks', 'Finish:', '500 g potatoes', '1 l vegetable stock', 'salt', 'black pepper'],
      instructions: [
        'Melt butter in a large pot. Add leeks, sliced, and cook 5 minutes.',
        'Finish:',
        'Add potatoes and vegetable stock; simmer 20 minutes. Blend, season with salt and black pepper.',
      ],
    });
    expect(soup?.notes).toContain('Freezes well.');
    if (!soup) throw new Error('no soup');
    await expectImageServed(soup);
    expect(recipes.map((item) => item.title).sort()).toEqual(['Fried Egg', 'Potato Leek Soup', 'Überraschung']);
  });

  it('imports one .cook file', async () => {
    const cook = await createTestUser(testApp);
    const { done } = await importFile(cook, 'Fried Egg.cook', strToU8('Heat @oil{1%tsp}.\n\nFry @egg{1}.\n'));
    expect(done).toMatchObject({ total: 1, imported: 1 });
  });

  it('lets a Free cook import only what fits the 10-saved limit, and says so in the review', async () => {
    const cook = await createTestUser(testApp);
    const recipes = Array.from({ length: 12 }, (_, index) => ({ ...PAPRIKA_RECIPES[2], uid: `MANY-${index}`, name: `Rice no. ${index + 1}` }));
    const { reviewed, done } = await importFile(cook, 'many.paprikarecipes', buildPaprikaFile(recipes));
    expect(reviewed.review?.fitsPlan).toBe(10);
    expect(done).toMatchObject({ total: 12, imported: 10, skipped: 2 });
    expect(done.problems.some((problem) => problem.reason.startsWith('The Free plan keeps at most 10 saved recipes'))).toBe(true);
    expect(await listOwn(cook)).toHaveLength(10);
  });

  it('imports everything for a Pro cook (no fit limit in the review)', async () => {
    const cook = await createTestUser(testApp);
    await makePro(cook);
    const recipes = Array.from({ length: 12 }, (_, index) => ({ ...PAPRIKA_RECIPES[2], uid: `PRO-${index}`, name: `Rice no. ${index + 1}` }));
    const { reviewed, done } = await importFile(cook, 'many.paprikarecipes', buildPaprikaFile(recipes));
    expect(reviewed.review?.fitsPlan).toBeNull();
    expect(done).toMatchObject({ imported: 12 });
  });

  it('refuses files it cannot read with a clear 4xx', async () => {
    const cook = await createTestUser(testApp);
    const notZip = await upload(cook, 'recipes.paprikarecipes', strToU8('hello, not a zip'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ error: 'This file is named like a zip but is not a readable zip archive.', code: 'BAD_REQUEST' });
    const unknown = await upload(cook, 'notes.txt', strToU8('just words'));
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const emptyZip = await upload(cook, 'photos.zip', buildZipOf({ 'a.txt': strToU8('x') }));
    expect(emptyZip.statusCode).toBe(415);
    const truncatedZip = await upload(cook, 'cut.zip', buildPaprikaFile().slice(0, 40));
    expect(truncatedZip.statusCode).toBe(400);
    const empty = await upload(cook, 'empty.json', new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    const json = await testApp.app.inject({ method: 'POST', url: '/api/imports', headers: { cookie: cook.cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it("answers 404 for another cook's import (read, confirm, cancel)", async () => {
    const owner = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const created = ZCreatedSchema.parse((await upload(owner, 'x.paprikarecipes', buildPaprikaFile())).json());
    await waitWhile(owner, created.id, 'reading');
    for (const [method, url] of [
      ['GET', `/api/imports/${created.id}`],
      ['POST', `/api/imports/${created.id}/confirm`],
      ['DELETE', `/api/imports/${created.id}`],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: { cookie: stranger.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Import not found.', code: 'NOT_FOUND' });
    }
    expect((await getJob(owner, created.id)).status).toBe('review');
  });

  it('cancels an import in review: nothing is saved and the job is gone', async () => {
    const cook = await createTestUser(testApp);
    const created = ZCreatedSchema.parse((await upload(cook, 'x.paprikarecipes', buildPaprikaFile())).json());
    await waitWhile(cook, created.id, 'reading');
    const cancelled = await testApp.app.inject({ method: 'DELETE', url: `/api/imports/${created.id}`, headers: { cookie: cook.cookie } });
    expect(cancelled.statusCode).toBe(204);
    const gone = await testApp.app.inject({ method: 'GET', url: `/api/imports/${created.id}`, headers: { cookie: cook.cookie } });
    expect(gone.statusCode).toBe(404);
    expect(await listOwn(cook)).toHaveLength(0);
    const confirmAgain = await testApp.app.inject({ method: 'POST', url: `/api/imports/${created.id}/confirm`, headers: { cookie: cook.cookie } });
    expect(confirmAgain.statusCode).toBe(404);
  });

  it('round-trips a library through the JSON-LD export into a new account, field by field', async () => {
    const source = await createTestUser(testApp);
    await makePro(source);
    await importFile(source, 'mine.paprikarecipes', buildPaprikaFile());
    await importFile(source, 'page.html', buildJsonLdHtmlPage());
    const originals = await listOwn(source);
    const exported = await testApp.app.inject({ method: 'GET', url: '/api/export?format=jsonld', headers: { cookie: source.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(exported.rawPayload)));
    expect(names.filter((name) => name.endsWith('/recipe.json'))).toHaveLength(originals.length);
    expect(names.filter((name) => /\/full\.png$/.test(name))).toHaveLength(originals.filter((item) => item.imageUrl).length);

    const target = await createTestUser(testApp);
    await makePro(target);
    const { format } = await importFile(target, 'forkcast-recipes-jsonld.zip', new Uint8Array(exported.rawPayload));
    expect(format).toBe('nextcloud');
    const copies = await listOwn(target);
    expect(copies).toHaveLength(originals.length);
    const comparable = (item: TSavedRecipe) => ({
      title: item.title,
      ingredients: item.ingredients,
      instructions: item.instructions,
      notes: item.notes,
      category: item.category,
      prepTime: item.prepTime,
      cookTime: item.cookTime,
      totalTime: item.totalTime,
      servings: item.servings,
      rating: item.rating,
      sourceUrl: item.sourceUrl,
      hasImage: item.imageUrl !== '',
    });
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(copies.map(comparable).sort(byTitle)).toEqual(originals.map(comparable).sort(byTitle));
    expect(copies.filter((item) => item.sourceUrl !== '')).toHaveLength(1);
  });

  it('exports Cooklang, and only the ids asked for (never another cook’s)', async () => {
    const cook = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    await importFile(cook, 'mine.paprikarecipes', buildPaprikaFile());
    await importFile(other, 'theirs.paprikarecipes', buildPaprikaFile());
    const [mine] = await listOwn(cook);
    const [theirs] = await listOwn(other);
    if (!mine || !theirs) throw new Error('no recipes');
    const exported = await testApp.app.inject({
      method: 'GET',
      url: `/api/export?format=cooklang&ids=${mine.id},${theirs.id}`,
      headers: { cookie: cook.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const cookFiles = Object.keys(files).filter((name) => name.endsWith('.cook'));
    expect(cookFiles).toHaveLength(1);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/export?format=pdf', headers: { cookie: cook.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

function buildZipOf(entries: Record<string, Uint8Array>): Uint8Array {
  return zipSync(entries);
}

describe('a server restart during an import', () => {
  it('resumes a job left importing, and fails a job left reading, when the next server starts', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({ database });
    const cook = await createTestUser(first);
    const { payload, contentType } = toMultipart('x.paprikarecipes', buildPaprikaFile());
    const created = ZCreatedSchema.parse(
      (await first.app.inject({ method: 'POST', url: '/api/imports', headers: { cookie: cook.cookie, 'content-type': contentType }, payload })).json(),
    );
    const readJob = async (testApp: TTestApp) => {
      for (let attempt = 0; attempt < 2_000; attempt += 1) {
        const job = ZImportJobSchema.parse(
          (await testApp.app.inject({ method: 'GET', url: `/api/imports/${created.id}`, headers: { cookie: cook.cookie } })).json(),
        );
        if (job.status !== 'reading' && job.status !== 'importing') return job;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('job never settled');
    };
    expect((await readJob(first)).status).toBe('review');
    await first.close();
    // As a stopped server leaves them: one job confirmed and mid-way (lease run out), one still reading.
    const { db } = database;
    await db
      .update(importJob)
      .set({ status: 'importing', claimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(importJob.id, created.id));
    await db.insert(importJob).values({ id: 'stale-reading', userId: cook.id, format: 'paprika', status: 'reading', fileName: 'y.zip', claimedUntil: null });

    const second = await createTestApp({ database });
    const resumed = await readJob(second);
    expect(resumed).toMatchObject({ status: 'done', imported: 3 });
    const [stale] = await db.select().from(importJob).where(eq(importJob.id, 'stale-reading'));
    expect(stale?.status).toBe('failed');
    expect(stale?.problems).toEqual([{ item: 'file', reason: 'The server restarted while reading this file. Please upload it again.' }]);
    expect(await db.select().from(recipe).where(eq(recipe.userId, cook.id))).toHaveLength(3);
    await second.close();
    await database.close();
  });
});
