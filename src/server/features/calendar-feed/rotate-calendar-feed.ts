import { randomBytes } from 'node:crypto';
import type { TCalendarFeed } from '../../../domain/calendar-feed.ts';
import type { TDatabase } from '../../db/client.ts';
import { calendarFeed } from '../../db/schema.ts';
import { toCalendarFeedUrl } from './calendar-feed-url.ts';

/** POST /api/calendar-feed: a new secret address (256 random bits); the old one, if any, stops at once. */
export async function rotateCalendarFeed(db: TDatabase, appUrl: string, userId: string): Promise<TCalendarFeed> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeed)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: calendarFeed.userId, set: { secret, createdAt: new Date() } });
  return { url: toCalendarFeedUrl(appUrl, secret) };
}
