import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computeNutritionSync } from './builtin-nutrition.ts';
import { createFdcNutrition, readFdcNutrients } from './fdc-nutrition.ts';

const API_KEY = 'test-fdc-key-5f2c9a';

// A local stand-in for FoodData Central: /v1/foods/search and /v1/food/{fdcId}, behaviour chosen per query.
type TBehaviour = 'good' | 'error' | 'slow' | 'no-energy' | 'partial' | 'none';
const FOOD_IDS: Record<string, number> = { 'chicken breast': 171077, 'olive oil': 171413, 'dragon bean': 999001, egg: 171287 };
const BEHAVIOURS = new Map<string, TBehaviour>();
const requests: { path: string; apiKey: string | null; query: string | null; pageSize: string | null }[] = [];

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const DETAILS: Record<number, unknown> = {
  // Full format: { nutrient: { id, number, unitName }, amount }. Values differ from our table on purpose.
  171077: {
    fdcId: 171077,
    description: 'Chicken, broilers or fryers, breast, meat only, raw',
    foodNutrients: [
      { nutrient: { id: 1062, number: '268', unitName: 'kJ' }, amount: 502 },
      { nutrient: { id: 1008, number: '208', unitName: 'kcal' }, amount: 110 },
      { nutrient: { id: 1003, number: '203', unitName: 'g' }, amount: 23 },
      { nutrient: { id: 1005, number: '205', unitName: 'g' }, amount: 0 },
      { nutrient: { id: 1004, number: '204', unitName: 'g' }, amount: 1.5 },
    ],
    foodPortions: [],
  },
  // Abridged/legacy format: { number, amount, unitName }.
  171413: {
    fdcId: 171413,
    description: 'Oil, olive, salad or cooking',
    foodNutrients: [
      { number: '208', name: 'Energy', amount: 900, unitName: 'KCAL' },
      { number: '204', name: 'Total lipid (fat)', amount: 100, unitName: 'G' },
    ],
  },
  999001: {
    fdcId: 999001,
    description: 'Dragon bean, raw',
    foodNutrients: [
      { nutrient: { id: 1008, unitName: 'kcal' }, amount: 200 },
      { nutrient: { id: 1003, unitName: 'g' }, amount: 10 },
      { nutrient: { id: 1079, unitName: 'g' }, amount: 5 },
      { nutrient: { id: 2000, unitName: 'g' }, amount: 2 },
    ],
    foodPortions: [{ gramWeight: 30, amount: 1, measureUnit: { name: 'piece' }, modifier: '' }],
  },
  171287: {
    fdcId: 171287,
    description: 'Egg, whole, raw, fresh',
    foodNutrients: [{ nutrient: { id: 1003, unitName: 'g' }, amount: 12.6 }],
  },
};

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const query = url.searchParams.get('query');
  requests.push({ path: url.pathname, apiKey: url.searchParams.get('api_key'), query, pageSize: url.searchParams.get('pageSize') });
  if (url.searchParams.get('api_key') !== API_KEY) return sendJson(response, 403, { error: 'bad key' });
  if (url.pathname === '/v1/foods/search' && query !== null) {
    const behaviour = BEHAVIOURS.get(query) ?? 'good';
    if (behaviour === 'error') return sendJson(response, 500, { error: 'boom' });
    if (behaviour === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return sendJson(response, 200, { foods: [] });
    }
    const id = behaviour === 'none' ? undefined : FOOD_IDS[query];
    if (query === 'chick') {
      return sendJson(response, 200, {
        foods: [
          { fdcId: 1, description: 'Chickpeas, mature seeds, raw' },
          { fdcId: 2, description: 'CHICKEN' },
          { fdcId: 3, description: 'Chickpeas, mature seeds, raw' },
        ],
      });
    }
    return sendJson(response, 200, { totalHits: id ? 1 : 0, foods: id ? [{ fdcId: id, description: query }] : [] });
  }
  const detailMatch = /^\/v1\/food\/(\d+)$/.exec(url.pathname);
  if (detailMatch?.[1]) {
    const detail = DETAILS[Number(detailMatch[1])];
    return detail ? sendJson(response, 200, detail) : sendJson(response, 404, { error: 'not found' });
  }
  return sendJson(response, 404, { error: 'not found' });
}

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake FDC server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  BEHAVIOURS.clear();
  requests.length = 0;
});

function createProvider(logs: string[] = [], timeoutMs = 2000) {
  return createFdcNutrition({ apiKey: API_KEY, baseUrl, timeoutMs, logger: { warn: (message) => logs.push(message) } });
}

describe('FoodData Central nutrition', () => {
  it('uses the search (page size 1) and food answers, weighed with our portions', async () => {
    const result = await createProvider().computeNutrition(['200 g chicken breast', '1 tbsp olive oil']);
    // Chicken from FDC: 2 × 110 kcal, 46 g protein, 3 g fat. Olive oil: 13.5 g × 9 kcal = 121.5 kcal, 13.5 g fat.
    expect(result).toEqual({ nutrition: { calories: 342, protein: 46, carbs: 0, fat: 17, fiber: 0, sugar: 0 }, unknownIngredients: [] });
    const searches = requests.filter((request) => request.path === '/v1/foods/search');
    expect(searches.map((request) => request.query).sort()).toEqual(['chicken breast', 'olive oil']);
    expect(searches.every((request) => request.pageSize === '1' && request.apiKey === API_KEY)).toBe(true);
    expect(requests.filter((request) => request.path.startsWith('/v1/food/'))).toHaveLength(2);
  });

  it('weighs a food our table does not know with the FDC portions', async () => {
    const result = await createProvider().computeNutrition(['2 dragon beans']);
    expect(result).toEqual({ nutrition: { calories: 120, protein: 6, carbs: 0, fat: 0, fiber: 3, sugar: 1 }, unknownIngredients: [] });
  });

  it('falls back to the built-in table when FDC answers 500, without leaking the key', async () => {
    BEHAVIOURS.set('chicken breast', 'error');
    const logs: string[] = [];
    const result = await createProvider(logs).computeNutrition(['100 g chicken breast']);
    expect(result).toEqual(computeNutritionSync(['100 g chicken breast']));
    expect(logs.join('\n')).toContain('HTTP 500');
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it('falls back when FDC is too slow', async () => {
    BEHAVIOURS.set('chicken breast', 'slow');
    const logs: string[] = [];
    const startedAt = Date.now();
    const result = await createProvider(logs, 200).computeNutrition(['100 g chicken breast']);
    expect(Date.now() - startedAt).toBeLessThan(1400);
    expect(result.nutrition.calories).toBe(120);
    expect(logs.join('\n')).toContain('timed out');
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it('falls back when the food has no energy value, and when nothing is found', async () => {
    BEHAVIOURS.set('olive oil', 'none');
    const logs: string[] = [];
    const result = await createProvider(logs).computeNutrition(['2 eggs', '1 tbsp olive oil']);
    expect(result).toEqual(computeNutritionSync(['2 eggs', '1 tbsp olive oil']));
    expect(logs.join('\n')).toContain('no energy');
  });

  it('still reports lines neither FDC nor the table can answer', async () => {
    const result = await createProvider().computeNutrition(['3 unicorn tears', 'salt to taste']);
    expect(result).toEqual({ nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0 }, unknownIngredients: ['3 unicorn tears'] });
  });

  it('never puts the key in an error when the server cannot be reached', async () => {
    const logs: string[] = [];
    const provider = createFdcNutrition({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, logger: { warn: (message) => logs.push(message) } });
    const result = await provider.computeNutrition(['100 g chicken breast']);
    expect(result.nutrition.calories).toBe(120);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it('suggests built-in and FDC names without duplicates', async () => {
    const provider = createProvider();
    await expect(provider.searchFoods('c', 10)).resolves.toEqual([]);
    const names = await provider.searchFoods('chick', 20);
    const lower = names.map((name) => name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(names).toContain('Chickpeas, mature seeds, raw');
    expect(names).toContain('chicken');
    expect(lower.filter((name) => name === 'chicken')).toHaveLength(1);
  });
});

describe('readFdcNutrients', () => {
  it('reads kcal energy only and fills missing values with 0', () => {
    expect(readFdcNutrients([{ nutrient: { id: 1008, unitName: 'kJ' }, amount: 400 }])).toBeNull();
    expect(
      readFdcNutrients([
        { nutrientId: 1008, unitName: 'KCAL', value: 52 },
        { nutrientNumber: '291', value: 2.4 },
      ]),
    ).toEqual({
      calories: 52,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 2.4,
      sugar: 0,
    });
  });
});
