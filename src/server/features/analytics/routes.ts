import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalyticsSummaryQuerySchema, ZAnalyticsSummarySchema, ZPageViewBatchSchema } from '../../../domain/analytics.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../auth/session-user.ts';
import { getAnalyticsSummary } from './get-analytics-summary.ts';
import { recordPageViews } from './record-page-views.ts';

/** First-party analytics: cookie-free page views in, the admin's summary out. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/api/analytics/events',
    {
      // Per address (rate-limit/rate-rules.ts 'page-views'); the address is never stored.
      config: { access: 'public', rateLimit: 'page-views', isUserDataNeutral: true },
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
