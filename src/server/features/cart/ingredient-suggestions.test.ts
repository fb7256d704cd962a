import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

function suggest(testApp: TTestApp, cook: TTestUser, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/ingredients/suggestions?q=${encodeURIComponent(query)}`, headers: { cookie: cook.cookie } });
}

describe('GET /api/ingredients/suggestions with the built-in food table', () => {
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers at most 10 names that match the query', async () => {
    const response = await suggest(testApp, cook, 'ch');
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json<{ suggestions: string[] }>();
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions.every((name) => name.toLowerCase().includes('ch'))).toBe(true);
    const spinach = (await suggest(testApp, cook, 'spin')).json<{ suggestions: string[] }>().suggestions;
    expect(spinach.map((name) => name.toLowerCase())).toContain('spinach');
  });

  it('does not search under 2 characters', async () => {
    for (const query of ['', 'c', ' c ']) {
      const response = await suggest(testApp, cook, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ suggestions: [] });
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ingredients/suggestions', headers: { cookie: cook.cookie } })).json()).toEqual({
      suggestions: [],
    });
  });

  it('refuses an over-long query with a 400 and an unknown food with an empty list', async () => {
    expect((await suggest(testApp, cook, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await suggest(testApp, cook, 'zzqqxx')).json()).toEqual({ suggestions: [] });
  });
});

describe('GET /api/ingredients/suggestions with FoodData Central keyed (a local fake)', () => {
  const API_KEY = 'fdc-suggest-key-81c0';
  const searches: { query: string | null; apiKey: string | null }[] = [];
  let server: Server;
  let testApp: TTestApp;
  let cook: TTestUser;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = url.searchParams.get('query');
      searches.push({ query, apiKey: url.searchParams.get('api_key') });
      response.writeHead(query === 'broken' ? 500 : 200, { 'content-type': 'application/json' });
      const foods = Array.from({ length: 15 }, (_, index) => ({ fdcId: index + 1, description: `Feta cheese, variety ${index + 1}` }));
      response.end(JSON.stringify({ foods: [{ fdcId: 99, description: 'FETA' }, ...foods] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    testApp = await createTestApp({ env: { FDC_API_KEY: API_KEY, FDC_BASE_URL: `http://127.0.0.1:${address.port}` } });
    cook = await createTestUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('merges FDC names with the table, without duplicates, at most 10, and the key stays on the server', async () => {
    const response = await suggest(testApp, cook, 'feta');
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json<{ suggestions: string[] }>();
    expect(suggestions).toHaveLength(10);
    expect(suggestions.some((name) => name.startsWith('Feta cheese, variety'))).toBe(true);
    expect(suggestions.filter((name) => name.toLowerCase() === 'feta')).toHaveLength(1);
    expect(response.body).not.toContain(API_KEY);
    expect(searches.at(-1)).toEqual({ query: 'feta', apiKey: API_KEY });
  });

  it('does not call FDC under 2 characters, and a failing FDC still answers (built-in names only)', async () => {
    const before = searches.length;
    expect((await suggest(testApp, cook, 'f')).json()).toEqual({ suggestions: [] });
    expect(searches).toHaveLength(before);
    const broken = await suggest(testApp, cook, 'broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.json().suggestions).toEqual([]);
  });
});
