import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalyticsSummaryQuerySchema, ZAnalyticsSummarySchema, ZPageViewBatchSchema } from '../../../domain/analytics.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../auth/auth-plugin.ts';
import { getAnalyticsSummary } from './get-analytics-summary.ts';
import { recordPageViews } from './record-page-views.ts';

/** Batches per minute from one address: a browser sends a few; more is a script. Counted in memory, the address is never stored. */
export const PAGE_VIEW_BATCHES_PER_MINUTE = 30;

/** First-party analytics: cookie-free page views in, the admin's summary out. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/analytics/events',
    {
      config: { access: 'public', rateLimit: { max: PAGE_VIEW_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: ZPageViewBatchSchema, response: { 202: z.object({ recorded: z.number().int() }) } },
    },
    // The session is deliberately not read: page views are anonymous.
    async (request, reply) => {
      const recorded = await recordPageViews(db, request.body);
      return reply.status(202).send({ recorded });
    },
  );

  app.get(
    '/api/admin/analytics',
    { schema: { querystring: ZAnalyticsSummaryQuerySchema, response: { 200: ZAnalyticsSummarySchema } }, config: { access: 'admin' } },
    async (request) => {
      await requireAdmin(request);
      return getAnalyticsSummary(db, request.query.days);
    },
  );
};
