import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiGenerator } from '../providers/llm/openai-generator.ts';
import { createFdcNutrition } from '../providers/nutrition/fdc-nutrition.ts';
import { createStripePayments } from '../providers/payments/stripe-payments.ts';
import { createS3Storage } from '../providers/storage/s3-storage.ts';
import { findFreePort } from '../test/child-server.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '../test/fake-llm-server.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-users.ts';

/**
 * The outside services each unreachable, failing or hanging, through the real
 * provider code: the cook gets a clear message, no credit is lost, no request outlives its timeout,
 * and the server stays healthy. SMTP: providers/mail/retrying-mail.test.ts; S3 that works: s3-storage.test.ts.
 */

/** Accepts connections and never answers: the worst kind of outage. */
async function startHangingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const STRIPE_ENV = {
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_YEARLY: 'price_y',
};

describe('outside services down or hanging', () => {
  let llm: TFakeLlmServer;
  let hanging: Awaited<ReturnType<typeof startHangingServer>>;
  let closedPort: number;
  const apps: TTestApp[] = [];

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    hanging = await startHangingServer();
    closedPort = await findFreePort();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await llm.close();
    await hanging.close();
  });

  async function readUsage(testApp: TTestApp, cookie: string): Promise<number> {
    return (await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().usageCount;
  }

  async function expectHealthy(testApp: TTestApp) {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  }

  it('LLM answering 500 or hanging: 502/504 with a plain message, and the free generation is not used', async () => {
    const generator = createOpenAiGenerator({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm', timeoutMs: 1_000 });
    const testApp = await createTestApp({ overrides: { generator } });
    apps.push(testApp);
    const cook = await createTestUser(testApp);
    const generate = () =>
      testApp.app.inject({ method: 'POST', url: '/generate-recipe', headers: { cookie: cook.cookie }, payload: { prompt: 'lentil soup', userId: cook.id } });

    llm.setReplies([{ kind: 'status', status: 500 }]);
    const failed = await generate();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('UPSTREAM_ERROR');
    expect(failed.json().error).toMatch(/try again/i);

    llm.setReplies([{ kind: 'hang' }]);
    const hung = await generate();
    expect(hung.statusCode).toBe(504);
    expect(hung.json()).toEqual({ error: 'The recipe service took too long to answer. Please try again.', code: 'UPSTREAM_TIMEOUT' });

    expect(await readUsage(testApp, cook.cookie)).toBe(0);
    await expectHealthy(testApp);
  });

  it('FoodData Central unreachable or hanging (500: fdc-nutrition.test.ts): nutrition still answers from the built-in table', async () => {
    for (const baseUrl of [`http://127.0.0.1:${hanging.port}`, `http://127.0.0.1:${closedPort}`]) {
      const nutrition = createFdcNutrition({ apiKey: 'fdc-key', baseUrl, timeoutMs: 500 });
      const testApp = await createTestApp({ overrides: { nutrition, foodSearch: nutrition } });
      apps.push(testApp);
      const cook = await createTestUser(testApp);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/nutrition',
        headers: { cookie: cook.cookie },
        payload: { ingredients: ['2 eggs', '1 cup milk'] },
      });
      expect(response.statusCode, baseUrl).toBe(200);
      expect(Number(response.json().nutrition.calories)).toBeGreaterThan(0);
      expect(response.body).not.toContain('fdc-key');
      const suggestions = await testApp.app.inject({ method: 'GET', url: '/api/ingredients/suggestions?q=chick', headers: { cookie: cook.cookie } });
      expect(suggestions.statusCode).toBe(200);
      await expectHealthy(testApp);
    }
  });

  it('Stripe unreachable or hanging: checkout answers 502 with a plain message and the plan is untouched', async () => {
    for (const port of [closedPort, hanging.port]) {
      const payments = createStripePayments({
        secretKey: 'sk_test_fake',
        webhookSecret: 'whsec_x',
        prices: { monthly: 'price_m', yearly: 'price_y' },
        appUrl: TEST_APP_URL,
        api: { host: '127.0.0.1', port, protocol: 'http' },
        timeoutMs: 1_000,
      });
      const testApp = await createTestApp({ env: STRIPE_ENV, overrides: { payments } });
      apps.push(testApp);
      const cook = await createTestUser(testApp);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        headers: { cookie: cook.cookie },
        payload: { userId: cook.id, priceType: 'monthly' },
      });
      expect(response.statusCode, `port ${port}`).toBe(502);
      expect(response.json().code).toBe('UPSTREAM_ERROR');
      expect(response.body).not.toMatch(/sk_test|ECONN|stripe\.com/i);
      const billing = await testApp.app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: cook.cookie } });
      expect(billing.json().plan).toBe('free');
      await expectHealthy(testApp);
    }
  });

  it('S3 unreachable or hanging: a picture fails with a plain 502, a recipe still saves, and nothing hangs', async () => {
    for (const port of [closedPort, hanging.port]) {
      const storage = createS3Storage({
        bucket: 'forkcast',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        timeouts: { connectMs: 500, requestMs: 1_000 },
      });
      const testApp = await createTestApp({ overrides: { storage } });
      apps.push(testApp);
      const cook = await createTestUser(testApp);
      const image = await testApp.app.inject({
        method: 'POST',
        url: '/generate-image',
        headers: { cookie: cook.cookie },
        payload: { title: 'Tomato soup', ingredients: ['4 tomatoes', '1 onion'] },
      });
      expect(image.statusCode, `port ${port}`).toBe(502);
      expect(image.json()).toEqual({ error: 'The picture could not be saved right now. Please try again.', code: 'UPSTREAM_ERROR' });
      expect(image.body).not.toMatch(/S3RVER|ECONN|127\.0\.0\.1/);
      const served = await testApp.app.inject({ method: 'GET', url: `/uploads/recipe-images/${cook.id}/a.svg` });
      expect(served.statusCode).toBe(502);
      expect(served.json().code).toBe('UPSTREAM_ERROR');
      const saved = await testApp.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie: cook.cookie },
        payload: { title: 'Tomato soup', ingredients: ['4 tomatoes'], instructions: ['Simmer.'], imageUrl: '' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      await expectHealthy(testApp);
    }
  });
});
