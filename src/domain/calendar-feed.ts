import { z } from 'zod';

/** GET and POST /api/calendar-feed: the cook's private iCalendar address (null: none made yet). */
export const ZCalendarFeedSchema = z.object({ url: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeedSchema>;

/** The feed covers planned meals from this many days back to this many days ahead. */
export const CALENDAR_FEED_DAYS_BACK = 60;
export const CALENDAR_FEED_DAYS_AHEAD = 365;
