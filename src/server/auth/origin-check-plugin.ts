import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * A browser names the page's origin on every state-changing request; one from another site is refused
 * everywhere (better-auth alone lets a cookie-less sign-up through). Clients that send no Origin
 * (scripts with a bearer token) are judged by their credentials as usual.
 */
export const originCheckPlugin = fp<{ appUrl: string }>(
  async (app: FastifyInstance, { appUrl }) => {
    const appOrigin = new URL(appUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== appOrigin) throw new AppError('FORBIDDEN', 'Cross-origin request refused.');
    });
  },
  { name: 'origin-check' },
);
