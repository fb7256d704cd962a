import { eq } from 'drizzle-orm';
import type { TCalendarFeed } from '../../../domain/calendar-feed.ts';
import type { TDatabase } from '../../db/client.ts';
import { calendarFeed } from '../../db/schema.ts';
import { toCalendarFeedUrl } from './calendar-feed-url.ts';

/** GET /api/calendar-feed: the caller's feed address, or null before one is made. */
export async function getCalendarFeed(db: TDatabase, appUrl: string, userId: string): Promise<TCalendarFeed> {
  const row = await db.query.calendarFeed.findFirst({ where: eq(calendarFeed.userId, userId), columns: { secret: true } });
  return { url: row ? toCalendarFeedUrl(appUrl, row.secret) : null };
}
