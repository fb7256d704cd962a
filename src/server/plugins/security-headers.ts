import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once here: @fastify/helmet rebuilt it
 * (parsing the whole CSP) on every request, a measurable share of a signed-in API call.
 */
export const securityHeadersPlugin = fp<{ options: HelmetOptions }>(
  async (app: FastifyInstance, { options }) => {
    const applyHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 throws instead of passing an error, so the callback only ever says "next".
      applyHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
