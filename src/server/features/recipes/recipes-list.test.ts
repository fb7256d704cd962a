import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { escapeLikePattern } from './list-recipes.ts';

type TListed = { recipes: { id: string; title: string; rating: number; category: string }[]; total: number };

describe('listing saved recipes: search, sort, filter, paging', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let other: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp, { isPro: true });
    other = await createTestUser(testApp);
    // Saved one after another so createdAt orders them A..F.
    const seeds = [
      { title: 'Apple Pie', category: 'Dessert', ingredients: ['3 apples', '1 pie crust'], totalTime: '1 hr 30 min', rating: 5 },
      { title: 'Banana Smoothie', category: 'Breakfast', ingredients: ['2 bananas', '1 cup milk'], totalTime: '5 mins', rating: 3 },
      { title: 'chicken curry', category: 'Dinner', ingredients: ['500 g chicken thighs', '1 tbsp curry powder'], totalTime: '45 mins', rating: 4 },
      {
        title: 'Date Night Steak',
        category: 'Dinner',
        ingredients: ['2 ribeye steaks', '50% dark chocolate'],
        totalTime: '',
        prepTime: '',
        cookTime: '',
        rating: 0,
      },
      { title: 'Egg_Fried Rice', category: 'Lunch', ingredients: ['2 cups cooked rice', '2 eggs'], totalTime: '20 mins', rating: 4 },
      { title: 'Fig Salad', category: 'Lunch', ingredients: ['4 figs', 'apple cider vinegar'], totalTime: '10 mins', rating: 1 },
    ] as const;
    for (const seed of seeds) {
      await saveRecipeId(testApp, cook, { ...seed, ingredients: [...seed.ingredients] });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await saveRecipeId(testApp, other, { title: 'Apple Strudel', ingredients: ['apples'] });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function list(query: string): Promise<TListed> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/recipes${query}`, headers: { cookie: cook.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const titles = (listed: TListed) => listed.recipes.map((item) => item.title);

  it("lists only the caller's recipes, newest first, with the total", async () => {
    const listed = await list('');
    expect(listed.total).toBe(6);
    expect(titles(listed)).toEqual(['Fig Salad', 'Egg_Fried Rice', 'Date Night Steak', 'chicken curry', 'Banana Smoothie', 'Apple Pie']);
  });

  it('searches titles and ingredient lines, case-insensitively', async () => {
    expect(titles(await list('?q=APPLE'))).toEqual(['Fig Salad', 'Apple Pie']);
    expect(titles(await list('?q=thighs'))).toEqual(['chicken curry']);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('treats % and _ in the search as plain text', async () => {
    expect(titles(await list(`?q=${encodeURIComponent('50%')}`))).toEqual(['Date Night Steak']);
    expect(titles(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['Date Night Steak']);
    expect(titles(await list(`?q=${encodeURIComponent('g_f')}`))).toEqual(['Egg_Fried Rice']);
    expect(titles(await list(`?q=${encodeURIComponent('_')}`))).toEqual(['Egg_Fried Rice']);
    expect(escapeLikePattern('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('sorts by oldest, title, rating and cook time', async () => {
    expect(titles(await list('?sort=oldest'))).toEqual(['Apple Pie', 'Banana Smoothie', 'chicken curry', 'Date Night Steak', 'Egg_Fried Rice', 'Fig Salad']);
    expect(titles(await list('?sort=title'))).toEqual(['Apple Pie', 'Banana Smoothie', 'chicken curry', 'Date Night Steak', 'Egg_Fried Rice', 'Fig Salad']);
    expect((await list('?sort=rating')).recipes.map((item) => item.rating)).toEqual([5, 4, 4, 3, 1, 0]);
    expect(titles(await list('?sort=rating')).slice(1, 3)).toEqual(['Egg_Fried Rice', 'chicken curry']);
    // Quickest first; a recipe without any time goes last.
    expect(titles(await list('?sort=cookTime'))).toEqual(['Banana Smoothie', 'Fig Salad', 'Egg_Fried Rice', 'chicken curry', 'Apple Pie', 'Date Night Steak']);
  });

  it('filters by category, minimum rating and maximum total time, combined with search', async () => {
    expect(titles(await list('?category=Lunch'))).toEqual(['Fig Salad', 'Egg_Fried Rice']);
    expect(titles(await list('?minRating=4&sort=title'))).toEqual(['Apple Pie', 'chicken curry', 'Egg_Fried Rice']);
    expect(titles(await list('?maxTotalMinutes=20&sort=title'))).toEqual(['Banana Smoothie', 'Egg_Fried Rice', 'Fig Salad']);
    expect(titles(await list('?category=Dinner&minRating=1'))).toEqual(['chicken curry']);
    expect(titles(await list('?q=apple&maxTotalMinutes=60'))).toEqual(['Fig Salad']);
  });

  it('pages with limit and offset and keeps the total of the whole query', async () => {
    const first = await list('?sort=title&limit=4&offset=0');
    const second = await list('?sort=title&limit=4&offset=4');
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(titles(first)).toEqual(['Apple Pie', 'Banana Smoothie', 'chicken curry', 'Date Night Steak']);
    expect(titles(second)).toEqual(['Egg_Fried Rice', 'Fig Salad']);
    const beyond = await list('?limit=4&offset=40');
    expect(beyond).toEqual({ recipes: [], total: 6 });
  });

  it('rejects bad query parameters with a 400 JSON error', async () => {
    for (const query of ['?sort=spiciest', '?limit=0', '?limit=1000', '?minRating=7', '?category=Brunch', '?offset=-1', `?q=${'x'.repeat(200)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/recipes${query}`, headers: { cookie: cook.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
