import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRecipe } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

describe('share links', () => {
  let testApp: TTestApp;
  let owner: TTestUser;
  let friend: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createTestUser(testApp);
    friend = await createTestUser(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const share = (user: TTestUser, id: string) => testApp.app.inject({ method: 'POST', url: `/api/recipes/${id}/share`, headers: { cookie: user.cookie } });
  const readShared = (cookie: string | null, id: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/shared-recipes/${id}`, headers: cookie ? { cookie } : {} });

  it('creates an unguessable link whose copy anyone holding it can read, signed in or not', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Shared Shakshuka', notes: 'Family favourite' });
    const response = await share(owner, recipeId);
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(id).not.toBe(recipeId);
    expect(url).toBe(`/shared/${id}`);

    const read = await readShared(friend.cookie, id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      title: 'Shared Shakshuka',
      notes: 'Family favourite',
      ingredients: ['2 chicken breasts', '1 lemon', '3 cloves garlic'],
    });
    expect(read.body).not.toContain(owner.id);

    // The signed-out preview reads the same public copy.
    const anonymous = await readShared(null, id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(read.json());
  });

  it("leaves the sender's private notes (their kitchen, their diet) out of the shared copy, also of copies frozen before", async () => {
    const notes = 'Serves 2. Adapted for your diet: butter → olive oil. From your kitchen: egg, onion, garlic, feta. Rest before serving.';
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Kitchen Frittata', notes });
    const { id } = (await share(owner, recipeId)).json();
    const read = await readShared(null, id);
    expect(read.json().notes).toBe('Serves 2. Rest before serving.');
    expect(read.body).not.toContain('From your kitchen');
    // The sender's own recipe keeps its notes.
    const own = await testApp.app.inject({ method: 'GET', url: `/api/recipes/${recipeId}`, headers: { cookie: owner.cookie } });
    expect(own.json().notes).toBe(notes);

    // A copy frozen with the note in it is cleaned as it is read.
    const [row] = await testApp.deps.database.db.select().from(sharedRecipe).where(eq(sharedRecipe.id, id));
    if (!row) throw new Error('no shared row');
    await testApp.deps.database.db
      .update(sharedRecipe)
      .set({ recipe: { ...row.recipe, notes } })
      .where(eq(sharedRecipe.id, id));
    expect((await readShared(friend.cookie, id)).json().notes).toBe('Serves 2. Rest before serving.');
  });

  it('saves a shared recipe once per cook: saving again answers the copy already there', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Once Only Dal', notes: 'From your kitchen: lentil.' });
    const { id } = (await share(owner, recipeId)).json();
    const receiver = await createTestUser(testApp);
    const savedOf = () => testApp.app.inject({ method: 'GET', url: `/api/shared-recipes/${id}/saved`, headers: { cookie: receiver.cookie } });
    const save = () => testApp.app.inject({ method: 'POST', url: `/api/shared-recipes/${id}/save`, headers: { cookie: receiver.cookie } });

    expect((await savedOf()).json()).toEqual({ savedRecipeId: null });
    const first = await save();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ title: 'Once Only Dal', notes: '', rating: 0 });
    expect((await savedOf()).json()).toEqual({ savedRecipeId: first.json().id });

    const [again, together] = await Promise.all([save(), save()]);
    expect(again.statusCode).toBe(200);
    expect(together.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie: receiver.cookie } });
    expect(JSON.stringify(list.json()).match(/Once Only Dal/g)).toHaveLength(1);

    // Signed out it needs a session; an unknown link is the preview's 404.
    expect((await testApp.app.inject({ method: 'POST', url: `/api/shared-recipes/${id}/save` })).statusCode).toBe(401);
    const unknown = await testApp.app.inject({ method: 'POST', url: '/api/shared-recipes/nope/save', headers: { cookie: receiver.cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('exposes only the recipe content: no owner, source recipe, content hash or the sharer’s rating', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Private Bits', rating: 5 });
    const { id } = (await share(owner, recipeId)).json();
    const anonymous = await readShared(null, id);
    expect(anonymous.statusCode).toBe(200);
    expect(Object.keys(anonymous.json()).sort()).toEqual(
      [
        'category',
        'cookTime',
        'createdAt',
        'id',
        'imageUrl',
        'ingredients',
        'instructions',
        'notes',
        'nutrition',
        'prepTime',
        'servings',
        'sourceUrl',
        'title',
        'totalTime',
      ].sort(),
    );
    for (const secret of [owner.id, owner.email, recipeId]) expect(anonymous.body).not.toContain(secret);
  });

  it('returns the same link for the same unchanged recipe and a new one after an edit', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Twice Shared' });
    const first = (await share(owner, recipeId)).json();
    const again = (await share(owner, recipeId)).json();
    expect(again.id).toBe(first.id);
    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipeId}`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Twice Shared, Edited' },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await share(owner, recipeId)).json();
    expect(afterEdit.id).not.toBe(first.id);
    // The first link stays a frozen copy of what was shared.
    expect((await readShared(friend.cookie, first.id)).json().title).toBe('Twice Shared');
    expect((await readShared(friend.cookie, afterEdit.id)).json().title).toBe('Twice Shared, Edited');
  });

  it('keeps the shared copy readable after the original is deleted', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Gone But Shared' });
    const { id } = (await share(owner, recipeId)).json();
    await testApp.app.inject({ method: 'DELETE', url: `/api/recipes/${recipeId}`, headers: { cookie: owner.cookie } });
    expect((await readShared(friend.cookie, id)).json().title).toBe('Gone But Shared');
  });

  it('answers 404 with the preview’s message for an unknown share id, signed in or not', async () => {
    for (const cookie of [friend.cookie, null]) {
      const response = await readShared(cookie, 'AAAAAAAAAAAAAAAAAAAAAA');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This shared recipe no longer exists.', code: 'NOT_FOUND' });
    }
  });
});
