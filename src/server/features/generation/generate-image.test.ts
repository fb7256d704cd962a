import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNutritionResponseSchema } from '../../../domain/generation.ts';
import { AppError } from '../../errors.ts';
import type { TImageProvider } from '../../providers/images/image-provider.ts';
import { createFakeNutrition } from '../../test/fake-generation.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

describe('POST /generate-image with the built-in SVG card', () => {
  let testApp: TTestApp;
  let user: TTestUser;
  const nutrition = createFakeNutrition();

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { nutrition } });
    user = await createTestUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/generate-image', payload: { title: 'Soup', ingredients: ['water'] } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no title', { title: '  ', ingredients: ['1 cup rice'] }],
    ['no ingredient', { title: 'Rice', ingredients: [] }],
    ['only blank ingredients', { title: 'Rice', ingredients: ['  '] }],
  ])('refuses a blank recipe with %s', async (_label, payload) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/generate-image', headers: { cookie: user.cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Add a title and at least one ingredient first.', code: 'BAD_REQUEST' });
  });

  it('stores an SVG card and serves it from /uploads', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-image',
      headers: { cookie: user.cookie },
      payload: { title: 'Tomato & Basil Soup', ingredients: ['4 tomatoes', '1 bunch basil'] },
    });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    // Stored in the caller's own folder, so only their recipes can ever delete it.
    expect(imageUrl.startsWith(`/uploads/recipe-images/${user.id.replace(/[^a-z0-9_-]/gi, '_')}/`)).toBe(true);
    expect(imageUrl).toMatch(/\/[0-9a-f-]{36}\.svg$/);
    const image = await testApp.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('Tomato &amp; Basil Soup');
  });
});

describe('POST /generate-image when the image API fails', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    const failing: TImageProvider = {
      name: 'openai',
      async createImage() {
        throw new AppError('UPSTREAM_ERROR', 'The image service is unavailable right now.');
      },
    };
    testApp = await createTestApp({ overrides: { images: failing } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('falls back to the SVG card', async () => {
    const user = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/generate-image',
      headers: { cookie: user.cookie },
      payload: { title: 'Pancakes', ingredients: ['1 cup flour'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().imageUrl).toMatch(/\.svg$/);
  });
});

describe('POST /nutrition', () => {
  let testApp: TTestApp;
  const nutrition = createFakeNutrition();

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { nutrition } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/nutrition', payload: { ingredients: ['1 egg'] } });
    expect(response.statusCode).toBe(401);
  });

  it('returns the totals and reports the lines it could not read', async () => {
    const user = await createTestUser(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/nutrition',
      headers: { cookie: user.cookie },
      payload: { ingredients: ['1 egg', ' ', '2 cups mystery powder', '1 cup rice'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nutrition: { calories: 200, protein: 10, carbs: 20, fat: 4, fiber: 2, sugar: 0 },
      unknownIngredients: ['2 cups mystery powder'],
      // One entry per requested line: the rice is a solid the built-in table weighs per millilitre.
      lineMeasures: [{ gramsPerMl: null, isLiquid: false }, null, null, { gramsPerMl: expect.closeTo(0.782, 2), isLiquid: false }],
      // One reading per requested line, from the same reader as the shopping list: what scaling rewrites.
      lineReadings: [
        { quantity: 1, quantity2: null, unit: null, span: { start: 0, end: 1, unitText: null }, foodName: 'egg' },
        { quantity: null, quantity2: null, unit: null, span: null, foodName: '' },
        { quantity: 2, quantity2: null, unit: 'cup', span: { start: 0, end: 6, unitText: 'cups' }, foodName: 'mystery powder' },
        { quantity: 1, quantity2: null, unit: 'cup', span: { start: 0, end: 5, unitText: 'cup' }, foodName: 'rice' },
      ],
    });
    expect(nutrition.calls.at(-1)).toEqual(['1 egg', '2 cups mystery powder', '1 cup rice']);
  });

  it('pins each reading to the line as sent, spaces in front included, and reads lines without an amount as such', async () => {
    const user = await createTestUser(testApp);
    const lines = ['  About 2-3 cups stock', '1 cup plus 2 tablespoons flour', 'For the sauce:', 'salt to taste'];
    const response = await testApp.app.inject({ method: 'POST', url: '/nutrition', headers: { cookie: user.cookie }, payload: { ingredients: lines } });
    expect(response.statusCode).toBe(200);
    const { lineReadings } = ZNutritionResponseSchema.parse(response.json());
    const spans = (lineReadings ?? []).map((reading, index) => (reading.span ? lines[index]?.slice(reading.span.start, reading.span.end) : null));
    expect(spans).toEqual(['2-3 cups', '1 cup plus 2 tablespoons', null, null]);
    expect(lineReadings?.[1]).toMatchObject({ quantity: 1.125, unit: 'cup', foodName: 'flour' });
    expect(lineReadings?.[3]).toMatchObject({ quantity: null, foodName: 'salt' });
  });

  it('answers zeros for no ingredients without calling the provider', async () => {
    const user = await createTestUser(testApp);
    const calls = nutrition.calls.length;
    const response = await testApp.app.inject({ method: 'POST', url: '/nutrition', headers: { cookie: user.cookie }, payload: { ingredients: [] } });
    expect(response.json()).toEqual({
      nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 },
      unknownIngredients: [],
      lineMeasures: [],
      lineReadings: [],
    });
    expect(nutrition.calls.length).toBe(calls);
  });

  it('refuses a body without the ingredients list', async () => {
    const user = await createTestUser(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/nutrition', headers: { cookie: user.cookie }, payload: { ingredients: 'egg' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
