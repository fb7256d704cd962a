import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, errorHandlerPlugin } from '../plugins/error-handler.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';
import { startTcpProxy, type TTcpProxy } from '../test/tcp-proxy.ts';
import { createCapturedLogger, readSessionToken } from '../test/captured-logger.ts';

function makeError(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('a database that cannot be reached answers 503, not 500', () => {
  it('recognises the driver errors of a database that is down or restarting, even wrapped', () => {
    expect(isDatabaseUnavailable(makeError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(makeError('terminating connection due to administrator command', { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(makeError('the database system is starting up', { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(makeError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(makeError('Failed query: select 1', { cause: makeError('timeout exceeded when trying to connect') }))).toBe(true);
    // A query the database refused is our fault or the user's, not an outage.
    expect(isDatabaseUnavailable(makeError('duplicate key value violates unique constraint', { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(makeError('syntax error at or near "x"', { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('maps them to 503 DATABASE_UNAVAILABLE with a plain message', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    app.get('/down', async () => {
      throw makeError('Failed query: select 1', { cause: makeError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }) });
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    await app.close();
  });
});

// The real outage needs a network database: CI's PostgreSQL run (TEST_DATABASE_URL), through a proxy it can cut.
if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL restarted under load (a loopback proxy cut and restored)', () => {
    let proxy: TTcpProxy;
    let testApp: TTestApp;
    let cook: TTestUser;
    const captured = createCapturedLogger('warn');

    afterAll(async () => {
      proxy.restore();
      await testApp?.close();
      await proxy?.close();
    });

    it('fails fast with 503 while it is gone, stays healthy, and recovers by itself', async () => {
      const target = new URL(process.env.TEST_DATABASE_URL ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const database = await openTestDatabase({
        rewriteUrl: (url) => {
          const proxied = new URL(url);
          proxied.hostname = '127.0.0.1';
          proxied.port = String(proxy.port);
          return proxied;
        },
      });
      testApp = await createTestApp({ database, logger: captured.logger });
      cook = await createTestUser(testApp);
      const load = () =>
        Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            index % 2 === 0
              ? testApp.app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie: cook.cookie } })
              : testApp.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie: cook.cookie }, payload: { name: `outage item ${index}` } }),
          ),
        );
      const before = await load();
      expect(before.map((response) => response.statusCode).every((status) => status === 200 || status === 201)).toBe(true);

      proxy.cut();
      const during = await load();
      const statuses = during.map((response) => response.statusCode);
      // Requests whose session was cached may still be refused by the database: either way a 503, never a 500 or a 401.
      expect(
        statuses.every((status) => status === 503),
        statuses.join(','),
      ).toBe(true);
      expect(during[0]?.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
      const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      // The failures are logged, but not the session token the failed queries carried.
      expect(captured.read()).toContain('DATABASE_UNAVAILABLE');
      expect(captured.read()).not.toContain(readSessionToken(cook.cookie));

      proxy.restore();
      let recovered = false;
      for (let attempt = 0; attempt < 40 && !recovered; attempt += 1) {
        const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
        recovered = health.statusCode === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(recovered).toBe(true);
      const after = await load();
      expect(after.map((response) => response.statusCode).every((status) => status === 200 || status === 201)).toBe(true);
    }, 90_000);
  });
}
