import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';

describe('GET /sitemap.xml', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists every public route as an absolute URL on APP_URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['/', '/pricing', '/terms', '/contact', '/login', '/signup'].map((route) => `${TEST_APP_URL}${route}`));
  });

  it('leaves guarded routes out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const guarded of ['/create', '/saved', '/meal-planner', '/settings', '/cookbook', '/admin']) {
      expect(response.body).not.toContain(`${TEST_APP_URL}${guarded}<`);
    }
  });
});
