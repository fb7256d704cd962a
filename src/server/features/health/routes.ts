import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    try {
      await deps.database.ping();
    } catch (error) {
      throw new AppError('DATABASE_UNAVAILABLE', 'Database unavailable.', { cause: error });
    }
    return { status: 'ok' as const };
  });
};
