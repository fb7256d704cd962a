import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { TRateLimiter, TRateSubjects } from '../rate-limit/rate-limiter.ts';
import type { TRateLimitName } from '../rate-limit/rate-rules.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit (rate-limit/rate-rules.ts) every request to this route counts against, before its body is read. */
    rateLimit?: TRateLimitName;
  }
  interface FastifyInstance {
    rateLimiter: TRateLimiter;
  }
}

/**
 * Counts one hit against a named limit for this request's address and signed-in account; over it,
 * throws 429 RATE_LIMITED (with Retry-After). `account` overrides the session's user (auth bodies).
 */
export async function enforceRateLimit(request: FastifyRequest, name: TRateLimitName, account?: string | null): Promise<void> {
  const subject = account !== undefined ? account : ((await request.getSessionUser())?.id ?? null);
  await enforceRate(request.server.rateLimiter, name, { ip: request.ip, account: subject });
}

/** The same, for operations that are handed the limiter and the subjects. */
export async function enforceRate(rateLimiter: TRateLimiter, name: TRateLimitName, subjects: TRateSubjects): Promise<void> {
  const decision = await rateLimiter.consume(name, subjects);
  if (!decision.isAllowed) throw new AppError('RATE_LIMITED', decision.message, { retryAfterS: decision.retryAfterS });
}

/** Routes name their limit in `config.rateLimit`; it is checked after the sign-in check, before the body is parsed. */
export const rateLimitPlugin = fp<{ rateLimiter: TRateLimiter }>(
  async (app: FastifyInstance, { rateLimiter }) => {
    await rateLimiter.ready();
    app.decorate('rateLimiter', rateLimiter);
    app.addHook('onRequest', async (request) => {
      const name = request.routeOptions.config?.rateLimit;
      if (!name || request.is404) return;
      // Public routes count per address only: their session is deliberately not read.
      const account = request.routeOptions.config.access === 'public' ? null : undefined;
      await enforceRateLimit(request, name, account);
    });
    app.addHook('onClose', async () => {
      await rateLimiter.close();
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
