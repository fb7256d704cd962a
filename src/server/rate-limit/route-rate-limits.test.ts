import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import type { TRateLimitName, TRateLimitTable } from './rate-rules.ts';

// The routes that make the server work hard, each with its limit lowered (2 a minute; URL import 1): the third
// call is a 429 { error, code } with Retry-After, and another cook is not affected.

const LOWERED: TRateLimitName[] = [
  'generate-recipe',
  'generate-image',
  'nutrition',
  'cart-suggestions',
  'url-import',
  'bulk-url-imports',
  'meal-plan-proposals',
];

describe('rate limits on the expensive routes', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let other: TTestUser;

  beforeAll(async () => {
    const rateLimits: Partial<TRateLimitTable> = Object.fromEntries(
      // URL import 1 a minute, under the generation limit it also counts against.
      LOWERED.map((name) => [
        name,
        { rules: [{ scope: 'account', windowMs: 60_000, max: name === 'url-import' ? 1 : 2 }], message: `Too many ${name} requests.` },
      ]),
    );
    testApp = await createTestApp({ rateLimits });
    cook = await createTestUser(testApp, { isPro: true });
    other = await createTestUser(testApp, { isPro: true });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const calls: Record<
    'generate-recipe' | 'generate-image' | 'nutrition' | 'cart-suggestions' | 'bulk-url-imports' | 'meal-plan-proposals',
    (who: TTestUser) => { method: 'GET' | 'POST'; url: string; payload?: object }
  > = {
    'generate-recipe': (who) => ({ method: 'POST', url: '/generate-recipe', payload: { userId: who.id, prompt: 'lentil soup' } }),
    'generate-image': () => ({ method: 'POST', url: '/generate-image', payload: { title: 'Lentil soup', ingredients: ['1 cup lentils'] } }),
    nutrition: () => ({ method: 'POST', url: '/nutrition', payload: { ingredients: ['1 cup lentils'], servings: 2 } }),
    'cart-suggestions': () => ({ method: 'GET', url: '/api/ingredients/suggestions?q=tom' }),
    // The job starts (201); its private address is refused later, page by page.
    'bulk-url-imports': () => ({ method: 'POST', url: '/api/imports/urls', payload: { urls: ['http://127.0.0.1:9/recipe'] } }),
    'meal-plan-proposals': () => ({
      method: 'POST',
      url: '/api/meal-plan/proposals',
      payload: { prompt: 'two dinners', from: '2026-03-02', to: '2026-03-03', meals: ['dinner'] },
    }),
  };

  for (const name of ['generate-recipe', 'generate-image', 'nutrition', 'cart-suggestions', 'bulk-url-imports', 'meal-plan-proposals'] as const) {
    it(`limits ${name} per account with a 429 and Retry-After`, async () => {
      const build = calls[name];
      const send = (who: TTestUser) => testApp.app.inject({ ...build(who), headers: { cookie: who.cookie } });
      const statuses = [(await send(cook)).statusCode, (await send(cook)).statusCode];
      expect(
        statuses.every((status) => status < 400),
        String(statuses),
      ).toBe(true);
      const refused = await send(cook);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: `Too many ${name} requests.`, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(other)).statusCode).toBeLessThan(400);
    });
  }

  it('limits URL imports on top of generations, before any page is fetched', async () => {
    const importer = await createTestUser(testApp, { isPro: true });
    const statuses: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/generate-recipe',
        headers: { cookie: importer.cookie },
        // A private address: refused by the SSRF guard after the limit has counted it.
        payload: { userId: importer.id, prompt: 'http://127.0.0.1:1/recipe' },
      });
      statuses.push(response.statusCode);
      if (index === 1) expect(response.json()).toEqual({ code: 'RATE_LIMITED', error: 'Too many url-import requests.' });
    }
    expect(statuses[0]).not.toBe(429);
    expect(statuses[1]).toBe(429);
  });
});
