import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeedSchema } from '../../../domain/calendar-feed.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { AppError } from '../../errors.ts';
import { getCalendarFeed } from './get-calendar-feed.ts';
import { renderCalendarFeed } from './render-calendar-feed.ts';
import { rotateCalendarFeed } from './rotate-calendar-feed.ts';

/** `<secret>.ics`, the secret as rotate-calendar-feed.ts makes it (base64url). */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * The plan as a private iCalendar feed. Its address is managed with the session (Settings); the feed
 * itself needs no cookie: calendar apps fetch it with the unguessable address alone, rate-limited per client.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const appUrl = deps.config.APP_URL;

  app.get('/api/calendar-feed', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZCalendarFeedSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getCalendarFeed(db, appUrl, caller.id);
  });

  app.post('/api/calendar-feed', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZCalendarFeedSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return rotateCalendarFeed(db, appUrl, caller.id);
  });

  app.get(
    '/api/calendar/:feed',
    {
      config: { access: 'public', rateLimit: 'calendar-feed' },
      schema: { params: z.object({ feed: z.string().max(120) }), response: { 200: z.string() } },
    },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.feed)?.[1];
      if (!secret) throw new AppError('NOT_FOUND', 'Calendar feed not found.');
      const body = await renderCalendarFeed(db, appUrl, secret, deps.clock.now());
      // The address is the credential: no shared cache keeps a copy, and it is never indexed.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="forkcast.ics"')
        .send(body);
    },
  );
};
