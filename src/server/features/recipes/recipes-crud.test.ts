import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile, recipe } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { buildRecipe, saveRecipe, saveRecipeId } from '../../test/recipe-test-helpers.ts';

describe('recipes API: save, read, edit, rate, delete', () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const inject = (user: TTestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

  it('saves a recipe with 201, defaults and derived minutes', async () => {
    const response = await saveRecipe(testApp, alice, { totalTime: '', prepTime: '10 mins', cookTime: '1 hr 5 min' });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({ title: 'Lemon Garlic Chicken', rating: 0, notes: '', imageUrl: '', nutrition: null, category: 'Dinner' });
    expect(typeof saved.id).toBe('string');
    const [row] = await testApp.deps.database.db.select().from(recipe).where(eq(recipe.id, saved.id));
    expect(row?.totalMinutes).toBe(75);
    expect(row?.userId).toBe(alice.id);
  });

  it('rejects a bad body with a 400 JSON error', async () => {
    for (const payload of [
      { title: '', ingredients: [], instructions: [] },
      { title: 'x', ingredients: 'flour', instructions: [] },
      buildRecipe({ rating: 9 }),
    ]) {
      const response = await inject(alice, 'POST', '/api/recipes', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const badCategory = await inject(alice, 'POST', '/api/recipes', { ...buildRecipe(), category: 'Brunch' });
    expect(badCategory.statusCode).toBe(400);
    // A source is a web page: a script or file address would be a link that runs something when clicked.
    for (const sourceUrl of ['javascript:alert(1)', 'file:///etc/passwd', 'my grandmother']) {
      const badSource = await inject(alice, 'POST', '/api/recipes', { ...buildRecipe(), sourceUrl });
      expect(badSource.statusCode, sourceUrl).toBe(400);
      expect(badSource.json()).toMatchObject({ error: 'sourceUrl: Enter a web address starting with http:// or https://.', code: 'VALIDATION_ERROR' });
    }
  });

  it('keeps the web page a recipe came from, and lets the cook change or clear it', async () => {
    const saved = (await saveRecipe(testApp, alice, { sourceUrl: ' https://example.com/dal ' })).json();
    expect(saved.sourceUrl).toBe('https://example.com/dal');
    expect((await saveRecipe(testApp, alice)).json().sourceUrl).toBe('');
    const cleared = await inject(alice, 'PATCH', `/api/recipes/${saved.id}`, { sourceUrl: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().sourceUrl).toBe('');
    const [row] = await testApp.deps.database.db.select().from(recipe).where(eq(recipe.id, saved.id));
    expect(row?.sourceUrl).toBe('');
  });

  it('needs a signed-in, verified cook', async () => {
    expect((await inject(null, 'GET', '/api/recipes')).statusCode).toBe(401);
    expect((await inject(null, 'POST', '/api/recipes', buildRecipe())).statusCode).toBe(401);
    const unverified = await createTestUser(testApp, { isVerified: false });
    const response = await inject(unverified, 'GET', '/api/recipes');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('gives another user 404 on every route and leaves the recipe untouched', async () => {
    const id = await saveRecipeId(testApp, alice, { title: 'Private Stew' });
    const attempts = [
      await inject(bob, 'GET', `/api/recipes/${id}`),
      await inject(bob, 'PATCH', `/api/recipes/${id}`, { title: 'Stolen' }),
      await inject(bob, 'PUT', `/api/recipes/${id}/rating`, { rating: 5 }),
      await inject(bob, 'POST', `/api/recipes/${id}/share`),
      await inject(bob, 'DELETE', `/api/recipes/${id}`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Recipe not found.', code: 'NOT_FOUND' });
      expect(response.body).not.toContain('Private Stew');
    }
    const list = await inject(bob, 'GET', '/api/recipes');
    expect(list.json().recipes.map((item: { id: string }) => item.id)).not.toContain(id);
    const own = await inject(alice, 'GET', `/api/recipes/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ title: 'Private Stew', rating: 0 });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await inject(alice, 'GET', '/api/recipes/no-such-recipe')).statusCode).toBe(404);
  });

  it('updates fields and re-derives the total minutes', async () => {
    const id = await saveRecipeId(testApp, alice);
    const response = await inject(alice, 'PATCH', `/api/recipes/${id}`, { title: 'Better Chicken', totalTime: 'PT1H10M', notes: 'Less salt' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, title: 'Better Chicken', notes: 'Less salt', totalTime: 'PT1H10M', ingredients: buildRecipe().ingredients });
    const [row] = await testApp.deps.database.db.select().from(recipe).where(eq(recipe.id, id));
    expect(row?.totalMinutes).toBe(70);
    const bad = await inject(alice, 'PATCH', `/api/recipes/${id}`, { rating: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('rates 0-5 and clears the rating when the current one is sent again', async () => {
    const id = await saveRecipeId(testApp, alice);
    const rate = (rating: number) => inject(alice, 'PUT', `/api/recipes/${id}/rating`, { rating });
    expect((await rate(4)).json().rating).toBe(4);
    expect((await rate(2)).json().rating).toBe(2);
    expect((await rate(2)).json().rating).toBe(0);
    expect((await rate(5)).json().rating).toBe(5);
    expect((await rate(6)).statusCode).toBe(400);
    expect((await rate(1.5)).statusCode).toBe(400);
    expect((await inject(alice, 'GET', `/api/recipes/${id}`)).json().rating).toBe(5);
  });

  it('deletes the recipe, its image file and its save slot', async () => {
    const stored = await testApp.deps.storage.put(createRecipeImageKey(alice.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const file = path.join(testApp.dataDir, 'uploads', stored.key);
    expect(existsSync(file)).toBe(true);
    const id = await saveRecipeId(testApp, alice, { imageUrl: stored.url });
    const countBefore = await readSavedCount(alice.id);
    const response = await inject(alice, 'DELETE', `/api/recipes/${id}`);
    expect(response.statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(await readSavedCount(alice.id)).toBe(countBefore - 1);
    expect((await inject(alice, 'GET', `/api/recipes/${id}`)).statusCode).toBe(404);
    expect((await inject(alice, 'DELETE', `/api/recipes/${id}`)).statusCode).toBe(404);
  });

  it('keeps an image file that a shared copy still shows', async () => {
    const stored = await testApp.deps.storage.put(createRecipeImageKey(alice.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const file = path.join(testApp.dataDir, 'uploads', stored.key);
    const id = await saveRecipeId(testApp, alice, { imageUrl: stored.url });
    expect((await inject(alice, 'POST', `/api/recipes/${id}/share`)).statusCode).toBe(200);
    expect((await inject(alice, 'DELETE', `/api/recipes/${id}`)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(true);
  });

  it('deletes the old image when an edit replaces it', async () => {
    const old = await testApp.deps.storage.put(createRecipeImageKey(alice.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const file = path.join(testApp.dataDir, 'uploads', old.key);
    const id = await saveRecipeId(testApp, alice, { imageUrl: old.url });
    const response = await inject(alice, 'PATCH', `/api/recipes/${id}`, { imageUrl: '/uploads/recipe-images/new-image.svg' });
    expect(response.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it("never deletes another cook's image file, whatever imageUrl a recipe carries", async () => {
    const bob = await createTestUser(testApp);
    const bobs = await testApp.deps.storage.put(createRecipeImageKey(bob.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const file = path.join(testApp.dataDir, 'uploads', bobs.key);
    const id = await saveRecipeId(testApp, alice, { imageUrl: bobs.url });
    expect((await inject(alice, 'DELETE', `/api/recipes/${id}`)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(true);
  });

  async function readSavedCount(userId: string): Promise<number> {
    const [row] = await testApp.deps.database.db.select().from(profile).where(eq(profile.userId, userId));
    return row?.savedRecipeCount ?? -1;
  }
});
